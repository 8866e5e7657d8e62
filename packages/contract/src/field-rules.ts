import { AADHAAR_DIGITS, BANK_ACCOUNT_MAX_EXCLUSIVE, PAN_LENGTH } from './constants';
import { SignInMessage } from './sign-in-rules';

/**
 * Field rules, written once, free of zod so the login screen stays light. Forms use these
 * while typing; validators.ts wraps them in zod schemas for request parsing on the server.
 * Messages are the spec's where it has one.
 */

export const FieldMessage = {
  phone: SignInMessage.phone,
  otp: SignInMessage.otp,
  agreement: SignInMessage.agreement,
  aadhaarMissing: 'Please Input IDcard No.',
  aadhaarInvalid: 'Please enter a valid 12-digit Aadhaar number',
  panMissing: 'Please Input Pan Id. ',
  panInvalid: 'Please enter a valid PAN of an individual, like ABCPE1234F',
  ifscMissing: 'Please input Ifsc Code',
  ifscInvalid: 'Please enter a valid 11-character IFSC code, like SBIN0001234',
  accountMissing: 'Please input Bank Account',
  confirmAccountMissing: 'Please input Confirm Account',
  accountMismatch: 'Please Confirm Account',
  accountInvalid: 'Bank account number must be 9 to 19 digits',
  contactName: "Name may contain only lowercase letters, spaces, apostrophe (') and full stop (.)",
  contactMobile: 'Please enter a 10-digit mobile number',
  contactOwnNumber: 'This is your own number. Enter the number of someone who knows you',
} as const;

// The sign-in rules live in sign-in-rules.ts (the login screen loads them alone); named here too.
export {
  digitsOnly,
  localPhoneDigits,
  PHONE_PATTERN,
  isValidPhone,
  toWirePhone,
  LOGIN_OTP_PATTERN,
  isValidLoginOtp,
} from './sign-in-rules';

// Verhoeff check digit tables (dihedral group D5), used by UIDAI for the Aadhaar number.
const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** True when the digit string (check digit last) passes the Verhoeff check. */
export function passesVerhoeff(digits: string): boolean {
  let checksum = 0;
  const reversed = [...digits].reverse();
  for (let index = 0; index < reversed.length; index += 1) {
    const digit = Number(reversed[index]);
    const permuted = VERHOEFF_P[index % 8]?.[digit] ?? 0;
    checksum = VERHOEFF_D[checksum]?.[permuted] ?? 0;
  }
  return checksum === 0;
}

/** Aadhaar: 12 digits, not starting with 0 or 1, valid Verhoeff check digit. */
export function isValidAadhaar(value: string): boolean {
  return new RegExp(`^[2-9]\\d{${AADHAAR_DIGITS - 1}}$`).test(value) && passesVerhoeff(value);
}

/** PAN of an individual: five letters (the 4th is P), four digits, one letter. */
export const PAN_PATTERN = /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/;
export function isValidPan(value: string): boolean {
  return value.length === PAN_LENGTH && PAN_PATTERN.test(value);
}

/** IFSC: four letters for the bank, a zero, six characters for the branch. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export function isValidIfscFormat(value: string): boolean {
  return IFSC_PATTERN.test(value);
}

/** Bank account number: digits only, 9 to 19 of them (the spec: under 20 characters). */
export function isValidAccountNumber(value: string): boolean {
  return /^\d+$/.test(value) && value.length >= 9 && value.length < BANK_ACCOUNT_MAX_EXCLUSIVE;
}

/** Contact name: lowercase letters, apostrophe and full stop; single spaces between words. */
export const CONTACT_NAME_PATTERN = /^[a-z.']+( [a-z.']+)*$/;
export function isValidContactName(value: string): boolean {
  return CONTACT_NAME_PATTERN.test(value);
}

/** Name as on the PAN card: 2–100 letters, spaces, full stops and apostrophes, starting with a letter. */
export const REAL_NAME_PATTERN = /^[A-Za-z][A-Za-z .']*$/;
export function isValidRealName(value: string): boolean {
  return value.length >= 2 && value.length <= 100 && REAL_NAME_PATTERN.test(value);
}

/** Masks all but the last four digits of an Aadhaar number: XXXX XXXX 1234. */
export function maskAadhaar(aadhaar: string): string {
  return `XXXX XXXX ${aadhaar.slice(-4)}`;
}

/** Masks a phone for display and logs: 91XXXXXX3210. */
export function maskPhone(phone: string): string {
  if (phone.length <= 4) return 'XXXX';
  return `${phone.slice(0, phone.length > 10 ? 2 : 0)}${'X'.repeat(Math.min(6, phone.length - 4))}${phone.slice(-4)}`;
}
