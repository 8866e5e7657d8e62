import { describe, expect, it } from 'vitest';
import { openPaymentPage, PAYMENT_UNAVAILABLE, safePaymentUrl } from './payment-url';

const base = 'https://saral.example/orders/12/detail';

describe('safePaymentUrl', () => {
  it('keeps web addresses', () => {
    expect(safePaymentUrl('https://pay.example/checkout?id=7', base)).toBe(
      'https://pay.example/checkout?id=7',
    );
    expect(safePaymentUrl('http://pay.example/x', base)).toBe('http://pay.example/x');
  });

  it('resolves a link on this site', () => {
    expect(safePaymentUrl('/pay/sandbox/7', base)).toBe('https://saral.example/pay/sandbox/7');
  });

  it('refuses anything that is not a web address', () => {
    expect(safePaymentUrl('javascript:alert(1)', base)).toBeNull();
    expect(safePaymentUrl('data:text/html,hi', base)).toBeNull();
    expect(safePaymentUrl('http://[bad', base)).toBeNull();
  });
});

describe('openPaymentPage', () => {
  it('refuses a link that is not a web address with a message for under the button', () => {
    expect(() => openPaymentPage('javascript:alert(1)')).toThrow(PAYMENT_UNAVAILABLE);
  });
});
