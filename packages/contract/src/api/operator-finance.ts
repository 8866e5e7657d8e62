import { z } from 'zod';

/**
 * Finance in the operator API (/ops/v1): failed payouts (retry, cancel), maker-checker requests
 * (manual repayments, overdue-fee waivers), settlement reconciliation and the daily report.
 * Amounts are rupees (up to two decimals); the server keeps paise.
 */

const PAGE_MAX = 100;
const cursorSchema = z.string().trim().min(1).max(200).optional();
const limitSchema = z.coerce.number().int().min(1).max(PAGE_MAX).default(50);

/** A positive rupee amount with at most two decimals (whole paise). */
export const rupeeAmountSchema = z
  .number()
  .positive()
  .max(10_000_000)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: 'Amount must be in whole paise (at most two decimals)',
  });

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD');

/* Payouts ----------------------------------------------------------------------------------- */

export const PAYOUT_STATUSES = ['pending', 'processing', 'paid', 'failed', 'cancelled'] as const;
export const payoutStatusSchema = z.enum(PAYOUT_STATUSES);

export const payoutListQuerySchema = z.object({
  status: payoutStatusSchema.default('failed'),
  limit: limitSchema,
  cursor: cursorSchema,
});
export type PayoutListQuery = z.infer<typeof payoutListQuerySchema>;

export const operatorPayoutSchema = z.object({
  id: z.string(),
  orderId: z.number().int(),
  orderNo: z.string(),
  orderState: z.number().int(),
  amount: z.number(),
  status: payoutStatusSchema,
  /** Sends to the provider of the current round (reset by a retry). */
  attempts: z.number().int(),
  /** Times operators re-queued it. */
  operatorRetries: z.number().int(),
  failureReason: z.string().nullable(),
  /** Last four digits only. */
  accountLast4: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OperatorPayout = z.infer<typeof operatorPayoutSchema>;
export const payoutListResponseSchema = z.object({
  items: z.array(operatorPayoutSchema),
  nextCursor: z.string().nullable(),
});
export const payoutIdParamsSchema = z.object({ id: z.string().uuid() });
export const payoutCancelBodySchema = z.object({
  reason: z.string().trim().min(3).max(500),
});

/* Maker-checker requests -------------------------------------------------------------------- */

export const FINANCE_REQUEST_KINDS = ['manual_repayment', 'fee_waiver'] as const;
export const FINANCE_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const manualRepaymentBodySchema = z.object({
  orderId: z.number().int().positive(),
  amount: rupeeAmountSchema,
  /** The bank transfer's reference (UTR): one request per transfer. */
  bankReference: z
    .string()
    .trim()
    .min(4)
    .max(64)
    .regex(/^[A-Za-z0-9/_-]+$/, 'Letters, digits, / _ and - only'),
  receivedOn: daySchema,
});
export const feeWaiverBodySchema = z.object({
  orderId: z.number().int().positive(),
  amount: rupeeAmountSchema,
  reason: z.string().trim().min(3).max(500),
});
export const financeRequestIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const financeRejectBodySchema = z.object({ reason: z.string().trim().min(3).max(500) });
export const financeRequestListQuerySchema = z.object({
  status: z.enum(FINANCE_REQUEST_STATUSES).optional(),
  kind: z.enum(FINANCE_REQUEST_KINDS).optional(),
  limit: limitSchema,
  cursor: cursorSchema,
});
export type FinanceRequestListQuery = z.infer<typeof financeRequestListQuerySchema>;

export const financeRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(FINANCE_REQUEST_KINDS),
  orderId: z.number().int(),
  orderNo: z.string(),
  amount: z.number(),
  bankReference: z.string().nullable(),
  receivedOn: z.string().nullable(),
  reason: z.string().nullable(),
  status: z.enum(FINANCE_REQUEST_STATUSES),
  maker: z.string(),
  checker: z.string().nullable(),
  decisionReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type FinanceRequest = z.infer<typeof financeRequestSchema>;
export const financeRequestListResponseSchema = z.object({
  items: z.array(financeRequestSchema),
  nextCursor: z.string().nullable(),
});
