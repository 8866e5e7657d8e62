import { showToast } from '../ui/feedback';

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

/** Leaves for the payment page the server sent, or says payment is not possible now. */
export function openPaymentPage(paymentUrl: string): void {
  const target = safePaymentUrl(paymentUrl, location.href);
  if (target) location.assign(target);
  else showToast('Payment is not available right now. Please try again later.');
}
