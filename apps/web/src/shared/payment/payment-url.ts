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

export const PAYMENT_UNAVAILABLE = 'Payment is not available right now. Please try again later.';

/**
 * Leaves for the payment page the server sent. A link that is not a web address throws: called
 * from a payment mutation's onSuccess, that fails the mutation, and the screen says why under
 * the button (CallError), never in a toast over the amounts (issue 16).
 */
export function openPaymentPage(paymentUrl: string): void {
  const target = safePaymentUrl(paymentUrl, location.href);
  if (!target) throw new Error(PAYMENT_UNAVAILABLE);
  location.assign(target);
}
