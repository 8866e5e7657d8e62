import type { OperatorRoleValue } from './operator';

/**
 * Personal data in the operator API by role: support and viewer answer borrowers or only read, so
 * they see phone, PAN and bank account numbers masked; the Aadhaar number is only ever its last
 * four digits, for every role. One set of masks for every operator screen.
 */
export const MASKED_PERSONAL_DATA_ROLES: readonly OperatorRoleValue[] = ['support', 'viewer'];
export const seesPersonalData = (role: OperatorRoleValue) =>
  !MASKED_PERSONAL_DATA_ROLES.includes(role);

const MASK = '•';
/** `value` with all but `start` leading and `end` trailing characters shown as bullets. */
export function maskMiddle(value: string, start: number, end: number): string {
  if (value.length <= start + end) return MASK.repeat(value.length);
  return `${value.slice(0, start)}${MASK.repeat(value.length - start - end)}${value.slice(-end)}`;
}
/** 10 local digits: 98•••••210. */
export const maskOperatorPhone = (localDigits: string) => maskMiddle(localDigits, 2, 3);
/** ABCPE1234F: AB••••••4F. */
export const maskPan = (pan: string) => maskMiddle(pan, 2, 2);
/** Bank account: the last four digits only. */
export const maskAccountNo = (accountNo: string) => maskMiddle(accountNo, 0, 4);
/** Aadhaar shows its last 4 digits only, to every role: •••• •••• 1234. */
export const maskAadhaarLast4 = (last4: string) => `${MASK.repeat(4)} ${MASK.repeat(4)} ${last4}`;
