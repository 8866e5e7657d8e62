import { z } from 'zod';
import {
  AADHAAR_OTP_MAX_LENGTH,
  CONTACT_MOBILE_MAX_DIGITS,
  COUNTRY_CODE,
  PHONE_DIGITS,
} from './constants';
import {
  FieldMessage,
  LOGIN_OTP_PATTERN,
  isValidAadhaar,
  isValidAccountNumber,
  isValidContactName,
  isValidIfscFormat,
  isValidPan,
} from './field-rules';

/** Zod schemas over the field rules, for parsing requests (server) and whole forms. */

/** The phone with prefix 91 as sent by the app ("91" + 10 digits). */
export const wirePhoneSchema = z
  .string({ error: FieldMessage.phone })
  .trim()
  .regex(new RegExp(`^${COUNTRY_CODE}[6-9]\\d{${PHONE_DIGITS - 1}}$`), FieldMessage.phone);

export const loginOtpSchema = z
  .string({ error: FieldMessage.otp })
  .trim()
  .regex(LOGIN_OTP_PATTERN, FieldMessage.otp);

export const aadhaarOtpSchema = z
  .string({ error: FieldMessage.otp })
  .regex(new RegExp(`^\\d{1,${AADHAAR_OTP_MAX_LENGTH}}$`), FieldMessage.otp);

export const aadhaarSchema = z
  .string({ error: FieldMessage.aadhaarMissing })
  .trim()
  .min(1, FieldMessage.aadhaarMissing)
  .refine(isValidAadhaar, FieldMessage.aadhaarInvalid);

export const panSchema = z
  .string({ error: FieldMessage.panMissing })
  .trim()
  .toUpperCase()
  .min(1, FieldMessage.panMissing)
  .refine(isValidPan, FieldMessage.panInvalid);

export const ifscSchema = z
  .string({ error: FieldMessage.ifscMissing })
  .trim()
  .toUpperCase()
  .min(1, FieldMessage.ifscMissing)
  .refine(isValidIfscFormat, FieldMessage.ifscInvalid);

export const accountNumberSchema = z
  .string({ error: FieldMessage.accountMissing })
  .trim()
  .min(1, FieldMessage.accountMissing)
  .refine(isValidAccountNumber, FieldMessage.accountInvalid);

export const contactNameSchema = z
  .string()
  .trim()
  .min(1, FieldMessage.contactName)
  .max(60, FieldMessage.contactName)
  .refine(isValidContactName, FieldMessage.contactName);

export const contactMobileSchema = z
  .string()
  .regex(new RegExp(`^[6-9]\\d{${CONTACT_MOBILE_MAX_DIGITS - 1}}$`), FieldMessage.contactMobile);

/* Ids and amounts of the money calls: refused with a message naming the field. ------------ */

const wholeNumberMessage = (field: string) => `The ${field} must be a positive whole number`;

/** A record id in a JSON body (order, extension, bank card, product). */
export const idSchema = (field: string) =>
  z
    .number({ error: wholeNumberMessage(field) })
    .int(wholeNumberMessage(field))
    .positive(wholeNumberMessage(field));

/** A record id in a query string or a path ('12'). */
export const idParamSchema = (field: string) =>
  z.coerce
    .number({ error: wholeNumberMessage(field) })
    .int(wholeNumberMessage(field))
    .positive(wholeNumberMessage(field));

const rupeesMessage = (field: string) => `The ${field} must be a positive number of rupees`;

/** Rupees in a JSON body; whether the amount is on offer is the server's rule. */
export const rupeesSchema = (field: string) =>
  z.number({ error: rupeesMessage(field) }).positive(rupeesMessage(field));

/** Rupees in a query string. */
export const rupeesParamSchema = (field: string) =>
  z.coerce.number({ error: rupeesMessage(field) }).positive(rupeesMessage(field));

/** Days of a loan term. */
export const daysSchema = (field: string) =>
  z
    .number({ error: `The ${field} must be a whole number of days` })
    .int(`The ${field} must be a whole number of days`)
    .positive(`The ${field} must be a whole number of days`);
