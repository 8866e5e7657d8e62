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

/* Settlement reconciliation ------------------------------------------------------------------ */

/** The biggest settlement report accepted in one upload (characters of CSV text). */
export const SETTLEMENT_CSV_MAX_CHARS = 2_000_000;

export const reconciliationBodySchema = z
  .object({
    fileName: z.string().trim().min(1).max(200),
    /**
     * The gateway's settlement report as CSV text with a header row: `payment_id` (or
     * `reference`), `amount` (rupees), `settled_at` (a date); other columns are ignored.
     */
    csv: z.string().min(1).max(SETTLEMENT_CSV_MAX_CHARS),
    /** The days (India) of the payments the report covers, both inclusive. */
    from: daySchema,
    to: daySchema,
  })
  .refine((body) => body.from <= body.to, { message: 'from must not be after to', path: ['to'] });

const reconciledPaymentSchema = z.object({
  reference: z.string(),
  /** Rupees in the report (null: not in it). */
  settledAmount: z.number().nullable(),
  /** Rupees we recorded (null: not recorded). */
  recordedAmount: z.number().nullable(),
  orderNo: z.string().nullable(),
  receivedAt: z.string().nullable(),
  settledOn: z.string().nullable(),
});
export type ReconciledPayment = z.infer<typeof reconciledPaymentSchema>;

export const reconciliationSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  from: z.string(),
  to: z.string(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
  rows: z.number().int(),
  /** In the report and recorded, same amount. */
  matched: z.array(reconciledPaymentSchema),
  /** In both, amounts differ. */
  mismatched: z.array(reconciledPaymentSchema),
  /** Recorded as received in the period, not in the report: the gateway has not settled it. */
  missing: z.array(reconciledPaymentSchema),
  /** In the report, never recorded here: a payment no webhook told us about. */
  unknown: z.array(reconciledPaymentSchema),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

export const reconciliationSummarySchema = reconciliationSchema
  .omit({ matched: true, mismatched: true, missing: true, unknown: true })
  .extend({
    matched: z.number().int(),
    mismatched: z.number().int(),
    missing: z.number().int(),
    unknown: z.number().int(),
  });
export const reconciliationListResponseSchema = z.array(reconciliationSummarySchema);
export const reconciliationIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/* Daily report ------------------------------------------------------------------------------- */

export const dailyReportQuerySchema = z.object({ date: daySchema });
export const dailyReportSchema = z.object({
  /** The day in India. */
  date: z.string(),
  disbursals: z.object({ loans: z.number().int(), principal: z.number(), sent: z.number() }),
  collections: z.object({
    payments: z.number().int(),
    amount: z.number(),
    /** By where the money came from: the gateway's name, or manual (bank transfers). */
    byChannel: z.array(
      z.object({ channel: z.string(), payments: z.number().int(), amount: z.number() }),
    ),
  }),
  income: z.object({
    processingFee: z.number(),
    interest: z.number(),
    overdueFee: z.number(),
    extensionFee: z.number(),
    gst: z.number(),
  }),
  waivers: z.object({ count: z.number().int(), amount: z.number() }),
  /** Money kept as borrowers' credit (paid more than owed). */
  overpayments: z.number(),
  /** Every posting of the day: debits equal credits. */
  debits: z.number(),
  credits: z.number(),
});
export type DailyReport = z.infer<typeof dailyReportSchema>;
