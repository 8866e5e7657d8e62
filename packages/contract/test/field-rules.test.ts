import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  digitsOnly,
  isValidAadhaar,
  isValidAccountNumber,
  isValidContactName,
  isValidIfscFormat,
  isValidLoginOtp,
  isValidPan,
  isValidPhone,
  maskAadhaar,
  maskPhone,
  passesVerhoeff,
  toWirePhone,
} from '../src/field-rules';
import { aadhaarSchema, loginOtpSchema, panSchema, wirePhoneSchema } from '../src/validators';

/** Appends the Verhoeff check digit that makes `body` valid. */
function withCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (passesVerhoeff(`${body}${digit}`)) return `${body}${digit}`;
  }
  throw new Error('no check digit');
}

describe('phone', () => {
  it('accepts 10-digit Indian mobiles starting 6 to 9', () => {
    expect(isValidPhone('9876543210')).toBe(true);
    expect(isValidPhone('6000000000')).toBe(true);
  });
  it('refuses other lengths, landline-like starts and non-digits', () => {
    for (const phone of ['987654321', '98765432101', '5876543210', '98765 4321', '+919876543']) {
      expect(isValidPhone(phone)).toBe(false);
    }
  });
  it('is sent with the 91 prefix and parsed by the server schema', () => {
    expect(toWirePhone('9876543210')).toBe('919876543210');
    expect(wirePhoneSchema.safeParse('919876543210').success).toBe(true);
    const refused = wirePhoneSchema.safeParse('9876543210');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Please Enter correct Phone Number');
  });
  it('digitsOnly strips everything but digits and cuts to the limit', () => {
    expect(digitsOnly('98 765-abc43210 99', 10)).toBe('9876543210');
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 20 }), (input, max) => {
        const result = digitsOnly(input, max);
        return /^\d*$/.test(result) && result.length <= max;
      }),
    );
  });
});

describe('login code', () => {
  it('is exactly 4 digits', () => {
    expect(isValidLoginOtp('0123')).toBe(true);
    for (const code of ['123', '12345', '12a4', ' 1234']) expect(isValidLoginOtp(code)).toBe(false);
    expect(loginOtpSchema.safeParse('12a4').error?.issues[0]?.message).toBe(
      'Please Enter Correct OTP',
    );
  });
});

describe('Aadhaar', () => {
  it('accepts numbers with a valid Verhoeff check digit that do not start with 0 or 1', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[2-9]\d{10}$/), (body) =>
        isValidAadhaar(withCheckDigit(body)),
      ),
    );
  });
  it('refuses a changed digit, a 0/1 start and wrong lengths', () => {
    const valid = withCheckDigit('23456789012');
    const last = Number(valid.at(-1));
    expect(isValidAadhaar(`${valid.slice(0, 11)}${(last + 1) % 10}`)).toBe(false);
    expect(isValidAadhaar(withCheckDigit('13456789012'))).toBe(false);
    expect(isValidAadhaar(valid.slice(0, 11))).toBe(false);
    expect(aadhaarSchema.safeParse('').error?.issues[0]?.message).toBe('Please Input IDcard No.');
  });
  it('is masked to the last four digits', () => {
    expect(maskAadhaar('234567890124')).toBe('XXXX XXXX 0124');
  });
});

describe('PAN', () => {
  it('accepts an individual PAN (P as 4th letter), upper-casing input', () => {
    expect(isValidPan('ABCPE1234F')).toBe(true);
    expect(panSchema.parse('abcpe1234f')).toBe('ABCPE1234F');
  });
  it('refuses company PANs and malformed ones', () => {
    for (const pan of ['ABCCE1234F', 'ABCPE1234', 'ABCPE12345', '1BCPE1234F']) {
      expect(isValidPan(pan)).toBe(false);
    }
  });
});

describe('bank fields', () => {
  it('IFSC is 4 letters, a zero and 6 characters', () => {
    expect(isValidIfscFormat('SBIN0001234')).toBe(true);
    expect(isValidIfscFormat('HDFC0ABC123')).toBe(true);
    for (const ifsc of ['SBIN1001234', 'SBI00001234', 'SBIN000123', 'sbin0001234']) {
      expect(isValidIfscFormat(ifsc)).toBe(false);
    }
  });
  it('account numbers are 9 to 19 digits', () => {
    expect(isValidAccountNumber('123456789')).toBe(true);
    expect(isValidAccountNumber('1'.repeat(19))).toBe(true);
    expect(isValidAccountNumber('1'.repeat(20))).toBe(false);
    expect(isValidAccountNumber('12345678')).toBe(false);
    expect(isValidAccountNumber('12345678a9')).toBe(false);
  });
});

describe('contact name', () => {
  it('allows lowercase letters, apostrophe, full stop and single spaces', () => {
    expect(isValidContactName("ravi d'souza")).toBe(true);
    expect(isValidContactName('a.k. sharma')).toBe(true);
    for (const name of ['Ravi', 'ravi1', 'ravi  kumar', ' ravi', 'ravi-kumar']) {
      expect(isValidContactName(name)).toBe(false);
    }
  });
});

describe('masking for logs', () => {
  it('keeps only the prefix and last four digits of a phone', () => {
    expect(maskPhone('919876543210')).toBe('91XXXXXX3210');
    expect(maskPhone('919876543210')).not.toContain('98765');
  });
});
