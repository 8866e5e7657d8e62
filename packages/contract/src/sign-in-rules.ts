import { COUNTRY_CODE, LOGIN_OTP_LENGTH, PHONE_DIGITS } from './constants';

/**
 * The phone number and code rules of signing in, apart from the other field rules so the login
 * screen loads only these (docs/web-bundle.md). field-rules.ts names them too.
 */

/** The spec's messages of the sign-in fields (FieldMessage names them too). */
export const SignInMessage = {
  phone: 'Please Enter correct Phone Number',
  otp: 'Please Enter Correct OTP',
  agreement: 'Please agree with Loan Guarantee Agreement.',
} as const;

/** Keeps only the digits of what was typed, cut to `max` characters. */
export function digitsOnly(input: string, max?: number): string {
  const digits = input.replace(/\D+/g, '');
  return max === undefined ? digits : digits.slice(0, max);
}

/**
 * Prefixes people type or paste in front of a mobile number: international (0091, and +91
 * read as 91), domestic trunk (0), and the mixed forms 091 and +91 0.
 */
const PHONE_PREFIXES = ['0091', '091', `${COUNTRY_CODE}0`, COUNTRY_CODE, '0'] as const;

/**
 * The 10 local digits of a typed or pasted mobile number: '+91 98765 43210' and
 * '098765-43210' give '9876543210'. A prefix is dropped only when more than 10 digits were
 * given and exactly 10 remain, so an 11th digit typed after a number starting 91 is cut
 * off instead of eating the number's own first digits.
 */
export function localPhoneDigits(input: string): string {
  const digits = digitsOnly(input);
  if (digits.length > PHONE_DIGITS) {
    for (const prefix of PHONE_PREFIXES) {
      if (digits.startsWith(prefix) && digits.length - prefix.length === PHONE_DIGITS) {
        return digits.slice(prefix.length);
      }
    }
  }
  return digits.slice(0, PHONE_DIGITS);
}

/** Indian mobile numbers: 10 digits, starting 6 to 9. */
export const PHONE_PATTERN = new RegExp(`^[6-9]\\d{${PHONE_DIGITS - 1}}$`);
export function isValidPhone(localDigits: string): boolean {
  return PHONE_PATTERN.test(localDigits);
}

/** The wire form of a phone number: 91 followed by the 10 local digits. */
export function toWirePhone(localDigits: string): string {
  return `${COUNTRY_CODE}${localDigits}`;
}

export const LOGIN_OTP_PATTERN = new RegExp(`^\\d{${LOGIN_OTP_LENGTH}}$`);
export function isValidLoginOtp(code: string): boolean {
  return LOGIN_OTP_PATTERN.test(code);
}
