import { CONTACT_MOBILE_MAX_DIGITS, COUNTRY_CODE } from '@saral/contract/constants';
import {
  FieldMessage,
  digitsOnly,
  isValidContactName,
  isValidPhone,
} from '@saral/contract/field-rules';
import { CONTACT_BLOCKS, type ContactPrefix } from '@saral/contract/onboarding';

/** The nine answers of the contacts step, named as the server expects them (oneName, …). */
export type ContactPart = 'Name' | 'Mobile' | 'Relation';
export type ContactKey = `${ContactPrefix}${ContactPart}`;
export type ContactValues = Record<ContactKey, string>;

export const contactKey = (prefix: ContactPrefix, part: ContactPart): ContactKey =>
  `${prefix}${part}`;

/** Mirrors the server's contactNameSchema, so a long name is cut while typing, not rejected. */
export const CONTACT_NAME_MAX_LENGTH = 60;

export const ContactMessage = {
  nameMissing: 'Please enter a name',
  nameInvalid: FieldMessage.contactName,
  mobile: FieldMessage.contactMobile,
  relation: 'Please choose a Relationship',
  duplicateMobile: 'Please give three different mobile numbers',
  ownNumber: FieldMessage.contactOwnNumber,
} as const;

const ALL_KEYS: readonly ContactKey[] = CONTACT_BLOCKS.flatMap((block) =>
  (['Relation', 'Name', 'Mobile'] as const).map((part) => contactKey(block.prefix, part)),
);

/** The saved contacts, or empty answers; a relation the block does not offer is dropped. */
export function contactValuesFrom(saved: Partial<Record<string, string>> | null): ContactValues {
  const values = Object.fromEntries(ALL_KEYS.map((key) => [key, ''])) as ContactValues;
  if (!saved) return values;
  for (const block of CONTACT_BLOCKS) {
    const name = saved[contactKey(block.prefix, 'Name')] ?? '';
    const mobile = saved[contactKey(block.prefix, 'Mobile')] ?? '';
    const relation = saved[contactKey(block.prefix, 'Relation')] ?? '';
    values[contactKey(block.prefix, 'Name')] = sanitizeContactName(name);
    values[contactKey(block.prefix, 'Mobile')] = sanitizeContactMobile(mobile);
    values[contactKey(block.prefix, 'Relation')] = (block.relations as readonly string[]).includes(
      relation,
    )
      ? relation
      : '';
  }
  return values;
}

/**
 * What a name field keeps of what was typed: lowercase letters, apostrophe, full stop and single
 * spaces between words (a trailing space stays while the next word is typed).
 */
export function sanitizeContactName(input: string): string {
  return input
    .toLowerCase()
    .replace(/[^a-z.' ]/g, '')
    .replace(/ {2,}/g, ' ')
    .replace(/^ /, '')
    .slice(0, CONTACT_NAME_MAX_LENGTH);
}

/**
 * What a mobile field keeps: digits only, at most 10. A pasted number written with the country
 * code (+91 …) or a trunk 0 keeps its 10 local digits.
 */
export function sanitizeContactMobile(input: string): string {
  const digits = digitsOnly(input);
  if (
    digits.length === COUNTRY_CODE.length + CONTACT_MOBILE_MAX_DIGITS &&
    digits.startsWith(COUNTRY_CODE)
  ) {
    return digits.slice(COUNTRY_CODE.length);
  }
  if (digits.length === CONTACT_MOBILE_MAX_DIGITS + 1 && digits.startsWith('0'))
    return digits.slice(1);
  return digits.slice(0, CONTACT_MOBILE_MAX_DIGITS);
}

/**
 * Every problem of the form by field, in screen order. `ownPhone` is the borrower's own 10-digit
 * number: an emergency contact must be someone else (the server refuses it too).
 */
export function contactProblems(
  values: ContactValues,
  ownPhone = '',
): Partial<Record<ContactKey, string>> {
  const problems: Partial<Record<ContactKey, string>> = {};
  const seenMobiles = new Set<string>();
  for (const block of CONTACT_BLOCKS) {
    const relationKey = contactKey(block.prefix, 'Relation');
    const nameKey = contactKey(block.prefix, 'Name');
    const mobileKey = contactKey(block.prefix, 'Mobile');
    const name = values[nameKey].trim();
    const mobile = values[mobileKey];

    if (values[relationKey] === '') problems[relationKey] = ContactMessage.relation;
    if (name === '') problems[nameKey] = ContactMessage.nameMissing;
    else if (!isValidContactName(name)) problems[nameKey] = ContactMessage.nameInvalid;
    if (!isValidPhone(mobile)) problems[mobileKey] = ContactMessage.mobile;
    else if (ownPhone !== '' && mobile === ownPhone) problems[mobileKey] = ContactMessage.ownNumber;
    else if (seenMobiles.has(mobile)) problems[mobileKey] = ContactMessage.duplicateMobile;
    seenMobiles.add(mobile);
  }
  return problems;
}

/** The body of the save call: names without stray spaces. */
export function contactsBody(values: ContactValues): ContactValues {
  const body = { ...values };
  for (const block of CONTACT_BLOCKS) {
    const nameKey = contactKey(block.prefix, 'Name');
    body[nameKey] = body[nameKey].trim();
  }
  return body;
}
