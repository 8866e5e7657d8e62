import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { localPhoneDigits } from '../src/field-rules';

describe('localPhoneDigits', () => {
  it('drops the country or trunk prefix of a pasted number', () => {
    for (const pasted of [
      '+91 98765 43210',
      '+91-98765-43210',
      '919876543210',
      '098765-43210',
      '09876543210',
      '0091 98765 43210',
      '091 98765 43210',
      '+91 0 98765 43210',
      '(+91) 98765 43210',
    ]) {
      expect(localPhoneDigits(pasted), pasted).toBe('9876543210');
    }
  });

  it('never keeps the prefix at the expense of the last digits', () => {
    expect(localPhoneDigits('+91 98765 43210')).not.toBe('9198765432');
  });

  it('keeps up to 10 typed digits as they are', () => {
    expect(localPhoneDigits('')).toBe('');
    expect(localPhoneDigits('98765')).toBe('98765');
    expect(localPhoneDigits('98765 43210')).toBe('9876543210');
    expect(localPhoneDigits('98765abc43210')).toBe('9876543210');
    // A 10-digit number may itself start with 91 or 0: nothing is dropped at 10 digits.
    expect(localPhoneDigits('9198765432')).toBe('9198765432');
    expect(localPhoneDigits('0987654321')).toBe('0987654321');
  });

  it('cuts an 11th typed digit instead of shifting the number', () => {
    // Typing one more digit after a full number starting 91: the number stays.
    expect(localPhoneDigits('91987654321')).toBe('9198765432');
    expect(localPhoneDigits('98765432101')).toBe('9876543210');
    // Too long for any prefix: the first 10 digits.
    expect(localPhoneDigits('9876543210999')).toBe('9876543210');
  });

  it('always answers at most 10 digits, and a prefixed valid number gives the number', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        expect(localPhoneDigits(input)).toMatch(/^\d{0,10}$/);
      }),
    );
    const mobile = fc
      .tuple(fc.constantFrom('6', '7', '8', '9'), fc.stringMatching(/^\d{9}$/))
      .map(([first, rest]) => `${first}${rest}`);
    const prefix = fc.constantFrom('', '+91 ', '91', '0', '0091', '+91-0');
    fc.assert(
      fc.property(mobile, prefix, (number, lead) => {
        expect(localPhoneDigits(`${lead}${number}`)).toBe(number);
      }),
    );
  });
});
