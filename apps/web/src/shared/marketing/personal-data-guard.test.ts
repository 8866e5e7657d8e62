import { describe, expect, it } from 'vitest';
import { looksPersonal, withoutPersonalData } from './personal-data-guard';

describe('the personal data guard', () => {
  it.each([
    ['a mobile number', '9876543210'],
    ['a mobile number with the country code', '+91 98765 43210'],
    ['a wire phone', '919876543210'],
    ['an Aadhaar number', '2345 6789 0123'],
    ['an Aadhaar number with dashes', '2345-6789-0123'],
    ['a bank account number', '30012345678'],
    ['a long account number', '50100012345678'],
    ['a PAN', 'ABCPE1234F'],
    ['a PAN in lower case', 'abcpe1234f'],
    ['a number inside text', 'phone=9876543210&x=1'],
  ])('recognises %s', (_what, text) => {
    expect(looksPersonal(text)).toBe(true);
  });

  it.each([
    ['a product id', '12'],
    ['an event name', 'SubmitApplication'],
    ['a content type', 'product'],
    ['a short code', 'SBIN0'],
    ['an amount', '5000'],
  ])('lets %s through', (_what, text) => {
    expect(looksPersonal(text)).toBe(false);
  });

  it('drops the entries that look personal, by value or by key, and keeps the rest', () => {
    expect(
      withoutPersonalData({
        content_type: 'product',
        content_ids: ['3'],
        phone: '9876543210',
        accounts: ['12', '30012345678'],
        ABCPE1234F: 'x',
        pan_card: 'ABCPE1234F',
        amount: 5000,
        mobile: 9876543210,
      }),
    ).toEqual({ content_type: 'product', content_ids: ['3'], amount: 5000 });
  });

  it('sends no details at all when nothing is left', () => {
    expect(withoutPersonalData({ aadhaar: '234567890123' })).toBeUndefined();
    expect(withoutPersonalData(undefined)).toBeUndefined();
  });
});
