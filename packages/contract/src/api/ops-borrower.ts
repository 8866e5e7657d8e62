import { z } from 'zod';
import { UPLOAD_TYPES } from '../onboarding';
import { applicationSchema } from './operator';
import { riskSignalsResponseSchema } from './risk';

/**
 * The borrower 360 of an application (GET /ops/v1/applications/{orderId}/borrower), the KYC
 * images behind it (GET …/images/{kind}) and asking the borrower for a document again
 * (POST …/request-document). Fields the data model does not hold are left out, not invented.
 */

/** Kinds of KYC image a borrower uploads (the onboarding module's upload types). */
export const KYC_IMAGE_KINDS = UPLOAD_TYPES;
export const kycImageKindSchema = z.enum(KYC_IMAGE_KINDS);
export type KycImageKind = z.infer<typeof kycImageKindSchema>;

export const kycImageParamsSchema = z.object({
  orderId: z.coerce.number().int().positive(),
  kind: kycImageKindSchema,
});

/** Path of an image under the operator API (the console prefixes the API base). */
export const kycImagePath = (orderId: number, kind: KycImageKind) =>
  `/ops/v1/applications/${orderId}/images/${kind}`;

export const ocrFieldNameSchema = z.enum(['name', 'idNumber', 'panNumber']);
export const ocrComparisonSchema = z.object({
  field: ocrFieldNameSchema,
  /** What the borrower confirmed (Aadhaar: last 4 only; PAN masked for support and viewer). */
  declared: z.string().nullable(),
  /** What OCR read from the card images (same masking). */
  read: z.string().nullable(),
  /** Both present and the same (the name: a score at or above NAME_MATCH_THRESHOLD). */
  matches: z.boolean(),
});

export const borrowerIdentitySchema = z.object({
  /** The name the borrower confirmed on the identity step. */
  name: z.string().nullable(),
  /** •••• •••• 1234 */
  aadhaar: z.string().nullable(),
  /** Full, or ABCDE••••F for support and viewer (see panMasked). */
  pan: z.string().nullable(),
  panMasked: z.boolean(),
  /** From the basic information form, as typed (DD-MM-YYYY). */
  dateOfBirth: z.string().nullable(),
  /** From the basic information form. */
  gender: z.string().nullable(),
  kycMethod: z.enum(['upload', 'aadhaar-otp']).nullable(),
  kycCompletedAt: z.string().nullable(),
  aadhaarVerifiedAt: z.string().nullable(),
});

export const kycImageSchema = z.object({
  kind: kycImageKindSchema,
  contentType: z.string(),
  uploadedAt: z.string(),
  /** The image route, for admin and reviewer (kyc.images); null for every other role. */
  imageUrl: z.string().nullable(),
});

export const livenessSchema = z.object({
  passed: z.boolean(),
  provider: z.string(),
  message: z.string(),
  checks: z.array(z.object({ name: z.string(), passed: z.boolean(), detail: z.string() })),
  checkedAt: z.string(),
  /** When the borrower committed the face step (null: not committed). */
  faceCompletedAt: z.string().nullable(),
});

export const labelledAnswerSchema = z.object({
  param: z.string(),
  label: z.string(),
  /** The answer as the form shows it (choices and places by name). */
  value: z.string(),
});

export const contactSchema = z.object({
  name: z.string(),
  relation: z.string(),
  /** Masked for support and viewer. */
  phone: z.string(),
});

export const bankAccountSchema = z.object({
  bankName: z.string().nullable(),
  /** From the IFSC directory; null when the code is not in it. */
  branch: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  ifsc: z.string(),
  /** Full, or ••••••1234 for support and viewer. */
  accountNo: z.string(),
  /** The account this application pays out to. */
  forThisOrder: z.boolean(),
});

export const deviceSchema = z.object({
  model: z.string().nullable(),
  /** The OS version the native app reported. */
  osVersion: z.string().nullable(),
  appVersion: z.string().nullable(),
  /** When the app signed in with it. */
  seenAt: z.string(),
});

export const locationSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  at: z.string(),
});

export const earlierLoanSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  /** Rupees. */
  amount: z.number(),
  state: z.number().int(),
  stateLabel: z.string(),
  appliedAt: z.string(),
  /** YYYY-MM-DD (India); null before payout. */
  dueDate: z.string().nullable(),
  /** YYYY-MM-DD (India); null while not settled. */
  settledDate: z.string().nullable(),
  /** Days after the due date it was settled (or, still owed, today); null without a due date. */
  daysLate: z.number().int().nullable(),
});

export const sharedIdentifierKindSchema = z.enum(['pan', 'bankAccount', 'device', 'contact']);
export const sharingBorrowerSchema = z.object({
  /** Masked. */
  phone: z.string(),
  latestOrderNo: z.string().nullable(),
  latestOrderState: z.number().int().nullable(),
  latestOrderStateLabel: z.string().nullable(),
});
export const sharedIdentifierSchema = z.object({
  identifier: sharedIdentifierKindSchema,
  borrowers: z.array(sharingBorrowerSchema),
});

export const documentRequestSchema = z.object({
  orderId: z.number().int(),
  kind: kycImageKindSchema,
  reason: z.string(),
  requestedBy: z.string(),
  requestedAt: z.string(),
});

export const borrower360Schema = z.object({
  orderId: z.number().int(),
  userId: z.number().int(),
  /** The borrower's phone; masked for support and viewer. */
  phone: z.string(),
  /** The order, its rule checks (with their details) and its decisions, as the list shows it. */
  application: applicationSchema,
  identity: borrowerIdentitySchema,
  ocr: z.object({
    fields: z.array(ocrComparisonSchema),
    /** Declared against read name, 0–100; null when either is missing. */
    nameScore: z.number().int().min(0).max(100).nullable(),
  }),
  images: z.array(kycImageSchema),
  liveness: livenessSchema.nullable(),
  basicInfo: z.array(labelledAnswerSchema),
  workInfo: z.array(labelledAnswerSchema),
  contacts: z.array(contactSchema),
  bankAccounts: z.array(bankAccountSchema),
  device: deviceSchema.nullable(),
  lastLocation: locationSchema.nullable(),
  /** The fraud check's signals as last stored for this order. */
  riskSignals: riskSignalsResponseSchema,
  /** The borrower's other orders, newest first. */
  earlierLoans: z.array(earlierLoanSchema),
  /** Other borrowers sharing an identifier, computed now; identifiers nobody shares left out. */
  sharedIdentifiers: z.array(sharedIdentifierSchema),
  /** Documents operators asked this borrower for again, newest first. */
  documentRequests: z.array(documentRequestSchema),
});
export type Borrower360 = z.infer<typeof borrower360Schema>;

export const requestDocumentBodySchema = z.object({
  kind: kycImageKindSchema,
  reason: z.string().trim().min(3).max(500),
});
export type RequestDocumentBody = z.infer<typeof requestDocumentBodySchema>;
export const requestDocumentResponseSchema = documentRequestSchema.extend({
  /** The onboarding page type the borrower must do again (8 identity, 9 face). */
  pageType: z.number().int(),
});
export type RequestDocumentResult = z.infer<typeof requestDocumentResponseSchema>;
