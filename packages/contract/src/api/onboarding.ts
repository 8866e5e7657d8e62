import { z } from 'zod';
import {
  CARD_TYPES,
  CONTACT_BLOCKS,
  FormDataType,
  OnboardingMessage,
  UPLOAD_TYPES,
} from '../onboarding';
import { FieldMessage, isValidRealName } from '../field-rules';
import {
  aadhaarOtpSchema,
  aadhaarSchema,
  contactMobileSchema,
  contactNameSchema,
  panSchema,
} from '../validators';

/** Schemas of the onboarding calls (spec sections 3, 4 and 7). */

const flag = z.union([z.literal(0), z.literal(1)]);

/* Step dispatcher ------------------------------------------------------------------------------ */

export const authConfigQuerySchema = z.object({
  productId: z.coerce.number().int().positive().optional(),
});
export const authConfigResponseSchema = z.object({
  /** Steps in the order to walk them; each entry's pageTypes are complete when all their flags are 1. */
  userAuthConfigVoList: z.array(z.object({ pageTypes: z.array(z.number().int()) })),
  basic: flag,
  work: flag,
  contact: flag,
  kycAadhaarAndPan: flag,
  kycFaceAndHold: flag,
});
export type AuthConfig = z.infer<typeof authConfigResponseSchema>;

export const canApplyQuerySchema = z.object({ productId: z.coerce.number().int().positive() });
export const canApplyResponseSchema = z.object({
  /** 0: the borrower may not apply now (go to /); 1: they may. */
  canApply: flag,
  /** With canApply 1: 1 sends the borrower to finish in the app (/download?state=0); 0 stays on the web (contacts). */
  continueInApp: flag,
  /** Why canApply is 0, for the borrower. */
  reason: z.string().nullable(),
});
export type CanApply = z.infer<typeof canApplyResponseSchema>;

/* Identity ------------------------------------------------------------------------------------- */

export const findUserAuthResponseSchema = z.object({
  /** 2: Aadhaar number with a one-time code; anything else: card uploads. */
  kycPageType: z.number().int(),
  /** What was saved so far, so a returning borrower resumes with it. */
  realName: z.string().nullable(),
  /** Always masked: XXXX XXXX 1234. */
  idNo: z.string().nullable(),
  panNo: z.string().nullable(),
  /** Cards already uploaded. */
  cards: z.array(z.enum(CARD_TYPES)),
  /** 1 when the Aadhaar number has been verified with its one-time code. */
  aadhaarVerified: flag,
  /** OCR results not yet confirmed: name, masked Aadhaar and PAN. */
  recognized: z.object({
    name: z.string().nullable(),
    idNo: z.string().nullable(),
    panNo: z.string().nullable(),
  }),
});
export type FindUserAuth = z.infer<typeof findUserAuthResponseSchema>;

/** Multipart fields of POST /authen/upload (plus the file part `file`). */
export const uploadFieldsSchema = z.object({ type: z.enum(UPLOAD_TYPES) });
export const uploadResponseSchema = z.object({ fileId: z.string(), type: z.enum(UPLOAD_TYPES) });

/** Multipart fields of POST /auth/v1/ocr-separate (plus the file part `image`). */
export const ocrFieldsSchema = z.object({
  type: z.enum(CARD_TYPES),
  /** '1': store the card without reading it. */
  notNeed: z.enum(['0', '1']).default('0'),
});
export const ocrResponseSchema = z.object({
  name: z.string().nullable(),
  /** Masked; the full number stays encrypted on the server until the borrower confirms it. */
  idNo: z.string().nullable(),
  panNo: z.string().nullable(),
  fileId: z.string(),
  /**
   * What the borrower should know about this photo, or null: the card reader failed (try again
   * in a moment), the photo could not be read, or an Aadhaar front shows no Aadhaar fields.
   */
  notice: z.string().nullable(),
});
export type OcrResult = z.infer<typeof ocrResponseSchema>;

const realNameSchema = z
  .string({ error: OnboardingMessage.realName })
  .trim()
  .refine(isValidRealName, OnboardingMessage.realName);

/** A typed Aadhaar number, or the masked number the OCR read (kept on the server). */
const confirmedAadhaarSchema = z
  .string({ error: FieldMessage.aadhaarMissing })
  .trim()
  .min(1, FieldMessage.aadhaarMissing)
  .transform((value) => value.replace(/\s+/g, ' '))
  .refine(
    (value) =>
      /^XXXX XXXX \d{4}$/.test(value) || aadhaarSchema.safeParse(value.replace(/ /g, '')).success,
    FieldMessage.aadhaarInvalid,
  )
  .transform((value) => (value.startsWith('XXXX') ? value : value.replace(/ /g, '')));

export const kycAadhaarPanBodySchema = z.object({
  realName: realNameSchema,
  idNo: confirmedAadhaarSchema,
  panNo: panSchema,
});
export const kycAadhaarVerifyBodySchema = z.object({ idNo: aadhaarSchema, panNo: panSchema });

export const aadhaarSendOtpBodySchema = z.object({ aadhaar: aadhaarSchema });
export const aadhaarSendOtpResponseSchema = z.object({
  /** 0: code sent; 1: already verified. */
  state: flag,
  /** Masked phone the code went to. */
  sentTo: z.string().nullable(),
});
export const aadhaarVerifyBodySchema = z.object({ aadhaar: aadhaarSchema, otp: aadhaarOtpSchema });
export const aadhaarVerifyResponseSchema = z.object({ verified: z.literal(1) });

/* Face ----------------------------------------------------------------------------------------- */

export const livingConfigResponseSchema = z.object({
  provider: z.string(),
  maxImageBytes: z.number().int(),
  compressionQuality: z.number(),
  /** Shortest side the photo needs, in pixels. */
  minShortSidePx: z.number().int(),
  tips: z.array(z.string()),
});
export type LivingConfig = z.infer<typeof livingConfigResponseSchema>;

export const livenessCheckSchema = z.object({
  name: z.string(),
  passed: z.boolean(),
  detail: z.string(),
});
export const livingCheckResponseSchema = z.object({
  checkId: z.string(),
  /** 1 success, anything else failure. */
  status: z.number().int(),
});
export const faceResultQuerySchema = z.object({ checkId: z.string().uuid().optional() });
export const faceResultResponseSchema = z.object({
  checkId: z.string(),
  status: z.number().int(),
  message: z.string(),
  checks: z.array(livenessCheckSchema),
});
export type FaceResult = z.infer<typeof faceResultResponseSchema>;

/* Basic and work information ------------------------------------------------------------------ */

export const authPageInfoQuerySchema = z.object({ type: z.enum(['baseInfo', 'workInfo']) });

export const formFieldSchema = z.object({
  /** Label shown above the input. */
  key: z.string(),
  /** Placeholder. */
  label: z.string(),
  /** Parameter name the answer is sent under. */
  value: z.string(),
  dataType: z.enum([
    FormDataType.dropdown,
    FormDataType.text,
    FormDataType.dayOfMonth,
    FormDataType.state,
    FormDataType.district,
  ]),
  checkType: z.number().int(),
  checkReq: z.number().int(),
  lengthLimitMin: z.number().int(),
  lengthLimitMax: z.number().int(),
  dictionaryVoList: z.array(
    z.object({ dictLabel: z.string(), dictValue: z.string(), dictType: z.string() }),
  ),
  /** A value the server already knows from identity checks (e.g. the name on the PAN). */
  identifyValue: z.string(),
  /** The borrower's saved answer ('' when none). */
  modifyValue: z.string(),
  /** Display text of modifyValue for choosers (state or district name). */
  modifyLabel: z.string(),
});
export type FormField = z.infer<typeof formFieldSchema>;

export const baseInfoPageResponseSchema = z.array(formFieldSchema);
export const workInfoPageResponseSchema = z.object({
  canHidden: z.array(formFieldSchema),
  cannotHidden: z.array(formFieldSchema),
});

export const formSubmitBodySchema = z.record(z.string().max(64), z.string().max(500));
/** data of a failed form submission. */
export const formErrorDataSchema = z.object({ errorColumn: z.array(z.string()) });

/* Contacts ------------------------------------------------------------------------------------- */

const [oneBlock, twoBlock, thirdBlock] = CONTACT_BLOCKS;
const relationOf = (relations: readonly [string, ...string[]]) =>
  z.enum(relations, { error: 'Please choose a Relationship for every contact' });

export const contactsBodySchema = z
  .object({
    oneName: contactNameSchema,
    oneMobile: contactMobileSchema,
    oneRelation: relationOf(oneBlock.relations),
    twoName: contactNameSchema,
    twoMobile: contactMobileSchema,
    twoRelation: relationOf(twoBlock.relations),
    thirdName: contactNameSchema,
    thirdMobile: contactMobileSchema,
    thirdRelation: relationOf(thirdBlock.relations),
  })
  .refine(
    (body) => new Set([body.oneMobile, body.twoMobile, body.thirdMobile]).size === 3,
    'Please give three different mobile numbers',
  );
export type ContactsBody = z.infer<typeof contactsBodySchema>;
export const savedContactsResponseSchema = z
  .object({
    oneName: z.string(),
    oneMobile: z.string(),
    oneRelation: z.string(),
    twoName: z.string(),
    twoMobile: z.string(),
    twoRelation: z.string(),
    thirdName: z.string(),
    thirdMobile: z.string(),
    thirdRelation: z.string(),
  })
  .nullable();

/* States and districts ------------------------------------------------------------------------ */

export const stateListResponseSchema = z.array(
  z.object({ id: z.number().int(), name: z.string() }),
);
export const districtParamsSchema = z.object({ stateId: z.coerce.number().int().positive() });
export const districtListResponseSchema = z.array(
  z.object({ id: z.number().int(), name: z.string() }),
);
export type Place = { id: number; name: string };
