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
