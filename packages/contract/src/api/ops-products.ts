import { z } from 'zod';
import { CALCULATION_PERIOD_DAYS } from '../constants';

/** A product's terms as operators see them (GET /ops/v1/products). Amounts in rupees. */
export const operatorProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  maxAmount: z.number(),
  amountChoices: z.array(z.number()),
  dailyInterestPercent: z.number(),
  processingFeePercent: z.number(),
  periodDays: z.number().int(),
  periodChoices: z.array(z.number().int()),
  tenureLabel: z.string(),
  /** The approved version whose terms these are (null if the product has none yet). */
  version: z.number().int().nullable(),
});
export type OperatorProduct = z.infer<typeof operatorProductSchema>;
export const operatorProductListResponseSchema = z.array(operatorProductSchema);

/** The highest amount (₹) a product may lend or offer. */
export const PRODUCT_AMOUNT_MAX_RUPEES = 100_000;
export const PRODUCT_AMOUNT_CHOICES_MAX = 20;
/** % per day; the seeds lend at 0.05–0.1 % a day. */
export const DAILY_INTEREST_MAX_PERCENT = 1;
export const PROCESSING_FEE_MAX_PERCENT = 10;
/** Decimal places the products table keeps (numeric(7,4) and numeric(6,3)). */
const DAILY_INTEREST_DECIMALS = 4;
const PROCESSING_FEE_DECIMALS = 3;
/**
 * Terms an operator may give a product. The loan math prices every loan over
 * CALCULATION_PERIOD_DAYS and apply refuses any other term, so the period stays that one.
 */
export const EDITABLE_PERIOD_DAYS: readonly number[] = [CALCULATION_PERIOD_DAYS];

function hasAtMostDecimals(value: number, places: number): boolean {
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * The day counts a tenure label states ('Tenure 7 days' → [7]): every number in it. A truthful
 * label states the product's own term and no other number ('7~14 days' is not one term).
 */
export function tenureLabelDays(label: string): number[] {
  return [...label.matchAll(/\d+/g)].map((match) => Number(match[0]));
}

export function tenureLabelStates(label: string, periodDays: number): boolean {
  const days = tenureLabelDays(label);
  return (
    days.length > 0 &&
    days.every((day) => day === periodDays) &&
    new RegExp(`\\b${periodDays}\\s*days?\\b`, 'i').test(label)
  );
}

const rupeeAmount = z
  .number()
  .int('Amounts are whole rupees')
  .positive('Amounts must be above ₹0')
  .max(PRODUCT_AMOUNT_MAX_RUPEES, `Amounts are at most ₹${PRODUCT_AMOUNT_MAX_RUPEES}`);

/** The terms as an operator edits them (amounts in rupees), without the rules between fields. */
export const productTermsShapeSchema = z.object({
  maxAmount: z.number(),
  amountChoices: z.array(z.number()),
  dailyInterestPercent: z.number(),
  processingFeePercent: z.number(),
  periodDays: z.number().int(),
  periodChoices: z.array(z.number().int()),
  tenureLabel: z.string(),
});
export type ProductTerms = z.infer<typeof productTermsShapeSchema>;

/** Proposed terms: each field's range and the rules between fields. */
export const productTermsSchema = z
  .object({
    maxAmount: rupeeAmount,
    amountChoices: z
      .array(rupeeAmount)
      .min(1, 'Give at least one amount choice')
      .max(PRODUCT_AMOUNT_CHOICES_MAX, `At most ${PRODUCT_AMOUNT_CHOICES_MAX} amount choices`),
    dailyInterestPercent: z
      .number()
      .gt(0, 'The daily interest must be above 0 %')
      .max(
        DAILY_INTEREST_MAX_PERCENT,
        `The daily interest is at most ${DAILY_INTEREST_MAX_PERCENT} % a day`,
      )
      .refine((value) => hasAtMostDecimals(value, DAILY_INTEREST_DECIMALS), {
        message: `The daily interest has at most ${DAILY_INTEREST_DECIMALS} decimals`,
      }),
    processingFeePercent: z
      .number()
      .min(0, 'The processing fee cannot be below 0 %')
      .max(
        PROCESSING_FEE_MAX_PERCENT,
        `The processing fee is at most ${PROCESSING_FEE_MAX_PERCENT} %`,
      )
      .refine((value) => hasAtMostDecimals(value, PROCESSING_FEE_DECIMALS), {
        message: `The processing fee has at most ${PROCESSING_FEE_DECIMALS} decimals`,
      }),
    periodDays: z.number().int(),
    periodChoices: z.array(z.number().int()).min(1, 'Give at least one period choice'),
    tenureLabel: z.string().trim().min(1, 'Give the tenure label').max(60),
  })
  .superRefine((terms, context) => {
    const issue = (path: keyof ProductTerms, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    const ascending = terms.amountChoices.every(
      (amount, index) => index === 0 || amount > (terms.amountChoices[index - 1] ?? 0),
    );
    if (!ascending) issue('amountChoices', 'Amount choices must be in ascending order, each once');
    if (terms.amountChoices.some((amount) => amount > terms.maxAmount)) {
      issue('amountChoices', 'Every amount choice must be at most the maximum amount');
    }
    const periods = EDITABLE_PERIOD_DAYS.join(', ');
    if (terms.periodChoices.some((days) => !EDITABLE_PERIOD_DAYS.includes(days))) {
      issue(
        'periodChoices',
        `Loans are priced over ${periods} days: no other period can be offered`,
      );
    }
    if (!EDITABLE_PERIOD_DAYS.includes(terms.periodDays)) {
      issue('periodDays', `Loans are priced over ${periods} days`);
    } else if (!terms.periodChoices.includes(terms.periodDays)) {
      issue('periodDays', 'The period must be one of the period choices');
    }
    if (!tenureLabelStates(terms.tenureLabel, terms.periodDays)) {
      issue(
        'tenureLabel',
        `The tenure label must state the product's term, ${terms.periodDays} days, and no other number`,
      );
    }
  });

export const PRODUCT_VERSION_STATUSES = ['pending', 'approved', 'rejected', 'superseded'] as const;
export const productVersionStatusSchema = z.enum(PRODUCT_VERSION_STATUSES);
export type ProductVersionStatus = z.infer<typeof productVersionStatusSchema>;

/** What every version of a versioned setting has (product terms, decision rules, credit tiers). */
export const versionFieldsSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  /** The approved version the proposal was made on (null for the first). */
  baseVersion: z.number().int().nullable(),
  reason: z.string(),
  status: productVersionStatusSchema,
  proposedBy: z.string(),
  /** Null for the first version, which no operator proposed. */
  proposedById: z.number().int().nullable(),
  proposedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
});

export type VersionFields = z.infer<typeof versionFieldsSchema>;

export const productVersionSchema = versionFieldsSchema.extend({
  productId: z.number().int(),
  terms: productTermsShapeSchema,
});
export type ProductVersion = z.infer<typeof productVersionSchema>;
/** Newest first. */
export const productVersionListResponseSchema = z.array(productVersionSchema);

/** Why a version is proposed or rejected. */
export const versionReasonSchema = z
  .string()
  .trim()
  .min(3, 'Give a reason of at least 3 characters')
  .max(500, 'The reason is at most 500 characters');

export const proposeProductTermsBodySchema = z.object({
  terms: productTermsSchema,
  reason: versionReasonSchema,
  /** The approved version the terms were edited from: a proposal on an older one is stale (409). */
  baseVersion: z.number().int().positive(),
});
export type ProposeProductTermsBody = z.infer<typeof proposeProductTermsBodySchema>;

export const rejectProductVersionBodySchema = z.object({ reason: versionReasonSchema });

export const productVersionParamsSchema = z.object({
  productId: z.coerce.number().int().positive(),
  version: z.coerce.number().int().positive(),
});
