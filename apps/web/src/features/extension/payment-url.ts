/**
 * The payment link the server sent, made absolute; null unless it is a web address, so a bad
 * answer can never run script through location.assign.
 */
export function safePaymentUrl(url: string, base: string): string | null {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
