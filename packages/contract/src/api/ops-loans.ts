import { z } from 'zod';
import { hasControlCharacter, CONTROL_CHARACTERS_REFUSED } from '../text-safety';

/**
 * Loans in the operator API (/ops/v1/loans): search with filters and keyset pages, one loan's
 * whole story, and operators' notes on it. Amounts are rupees; the server keeps paise.
 */

export const LOAN_PAGE_MAX = 200;
export const LOAN_NOTE_MAX_LENGTH = 1000;

/* Search ------------------------------------------------------------------------------------ */

export const LoanSort = { applyTime: 'applyTime', dueDate: 'dueDate' } as const;

const daySchema = z.iso.date({ message: 'use a date as YYYY-MM-DD' });
const dpdSchema = z.coerce.number().int().min(0).max(100_000);

export const loanListQuerySchema = z.object({
  /**
   * A full 10-digit phone number (a +91 / 0 prefix is dropped), an order number (SRL…), a PAN
   * or part of the borrower's name (case-insensitive).
   */
  q: z.string().trim().min(2).max(100).optional(),
  /** Order states (OrderState); one or several (state=6&state=8). */
  state: z
    .union([
      z.coerce.number().int().min(1).max(99),
      z.array(z.coerce.number().int().min(1).max(99)),
    ])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .optional(),
  productId: z.coerce.number().int().positive().optional(),
  /** On the repayment due date, both inclusive. */
  dueFrom: daySchema.optional(),
  dueTo: daySchema.optional(),
  /** Days past due (India's calendar), both inclusive; only loans paid out and not settled. */
  dpdMin: dpdSchema.optional(),
  dpdMax: dpdSchema.optional(),
  /** applyTime: newest application first (default); dueDate: earliest due date first. */
  sort: z
    .enum([LoanSort.applyTime, LoanSort.dueDate], { message: 'use applyTime or dueDate' })
    .default(LoanSort.applyTime),
  limit: z.coerce.number().int().min(1).max(LOAN_PAGE_MAX).default(50),
  /** nextCursor of the previous page (with the same filters and sort). */
  cursor: z.string().trim().min(1).max(200).optional(),
});
export type LoanListQuery = z.infer<typeof loanListQuerySchema>;

export const loanListItemSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  orderState: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  /** From KYC; null before the identity step. */
  borrowerName: z.string().nullable(),
  /** 10 digits; masked (98•••••210) for support and viewer. */
  phone: z.string(),
  /** The principal applied for (or approved), rupees. */
  loanAmount: z.number(),
  /** What the borrower owes now, rupees: the figure the app shows them. */
  owed: z.number(),
  /** YYYY-MM-DD; null before payout. */
  dueDate: z.string().nullable(),
  /** Days past due today in India; null unless paid out and not settled. */
  daysPastDue: z.number().int().nullable(),
  /** The dashboard's bucket (1-7, 8-30, …) of a late loan; null otherwise. */
  dpdBucket: z.string().nullable(),
  applyTime: z.string(),
});
export type LoanListItem = z.infer<typeof loanListItemSchema>;
export const loanListResponseSchema = z.object({
  items: z.array(loanListItemSchema),
  nextCursor: z.string().nullable(),
});
export type LoanListResponse = z.infer<typeof loanListResponseSchema>;

/* Detail ------------------------------------------------------------------------------------ */

export const loanOrderIdParamsSchema = z.object({
  orderId: z.coerce.number().int().positive(),
});

const kfsTermsSchema = z.object({
  principal: z.number(),
  interest: z.number(),
  processingFee: z.number(),
  gst: z.number(),
  received: z.number(),
  repayment: z.number(),
  periodDays: z.number().int(),
  dailyRatePercent: z.number(),
  processingFeePercent: z.number(),
  apr: z.number(),
  repaymentDate: z.string(),
});

export const loanNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  operatorId: z.number().int(),
  operator: z.string(),
  at: z.string(),
});
export type LoanNote = z.infer<typeof loanNoteSchema>;

export const loanDetailSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  orderState: z.number().int(),
  applyTime: z.string(),
  purpose: z.string().nullable(),
  terms: z.object({
    productId: z.number().int(),
    productName: z.string(),
    tenureLabel: z.string(),
    /** Principal, what reaches the account, interest, fee, GST and the repayment (rupees). */
    loanAmount: z.number(),
    disbursedAmount: z.number(),
    interest: z.number(),
    processingFee: z.number(),
    gst: z.number(),
    repaymentAmount: z.number(),
    periodDays: z.number().int().nullable(),
    dailyRatePercent: z.number().nullable(),
    processingFeePercent: z.number().nullable(),
    loanDate: z.string().nullable(),
    dueDate: z.string().nullable(),
    settledAt: z.string().nullable(),
  }),
  money: z.object({
    owed: z.number(),
    totalPaid: z.number(),
    repaid: z.number(),
    overdueFee: z.number(),
    daysPastDue: z.number().int().nullable(),
    dpdBucket: z.string().nullable(),
  }),
  /** The accepted Key Fact Statement; null while not accepted. */
  kfs: z
    .object({
      acceptedAt: z.string(),
      termsHash: z.string().nullable(),
      /**
       * Whether the acceptance holds: before Get Money only one of the terms the order has now
       * (a re-priced order needs a new one); once the money moved, the one it moved on.
       */
      stands: z.boolean(),
      /** What the borrower accepted; null for an acceptance stored without its terms. */
      terms: kfsTermsSchema.nullable(),
    })
    .nullable(),
  borrower: z.object({
    userId: z.number().int(),
    name: z.string().nullable(),
    /** Masked for support and viewer. */
    phone: z.string(),
    pan: z.string().nullable(),
    /** Last four digits, for every role. */
    aadhaarLast4: z.string().nullable(),
    bankAccount: z
      .object({
        bankName: z.string().nullable(),
        ifsc: z.string(),
        /** Masked (••••7890) for support and viewer. */
        accountNo: z.string(),
      })
      .nullable(),
  }),
  /** order_transitions, oldest first. */
  stateHistory: z.array(
    z.object({
      from: z.number().int(),
      to: z.number().int(),
      actor: z.string(),
      reason: z.string(),
      at: z.string(),
    }),
  ),
  /** Ledger postings, oldest first; each posting's debits equal its credits. */
  ledger: z.array(
    z.object({
      postingId: z.string(),
      kind: z.string(),
      reference: z.string().nullable(),
      at: z.string(),
      entries: z.array(
        z.object({ account: z.string(), side: z.enum(['debit', 'credit']), amount: z.number() }),
      ),
    }),
  ),
  /** Payment links, newest first, with the gateway events received on each. */
  payments: z.array(
    z.object({
      linkId: z.string(),
      purpose: z.string(),
      amount: z.number(),
      status: z.string(),
      provider: z.string(),
      createdAt: z.string(),
      expiresAt: z.string(),
      events: z.array(
        z.object({
          eventId: z.string(),
          amount: z.number(),
          outcome: z.string().nullable(),
          reason: z.string().nullable(),
          method: z.string().nullable(),
          receivedAt: z.string(),
        }),
      ),
    }),
  ),
  payout: z
    .object({
      id: z.string(),
      status: z.string(),
      amount: z.number(),
      attempts: z.number().int(),
      failureReason: z.string().nullable(),
      providerReference: z.string().nullable(),
      createdAt: z.string(),
      updatedAt: z.string(),
    })
    .nullable(),
  /** Newest first. */
  extensions: z.array(
    z.object({
      id: z.number().int(),
      status: z.string(),
      fee: z.number(),
      newDueDate: z.string(),
      requestedAt: z.string(),
      paidAt: z.string().nullable(),
    }),
  ),
  /** Newest first. */
  notes: z.array(loanNoteSchema),
});
export type LoanDetail = z.infer<typeof loanDetailSchema>;

/* Notes ------------------------------------------------------------------------------------- */

export const loanNoteBodySchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Write the note')
    .max(LOAN_NOTE_MAX_LENGTH)
    .refine((text) => !hasControlCharacter(text), { message: CONTROL_CHARACTERS_REFUSED }),
});
