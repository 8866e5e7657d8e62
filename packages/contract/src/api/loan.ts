import { z } from 'zod';
import { APPLY_FIXED_VALUES, LOAN_PURPOSES } from '../constants';
import {
  daysSchema,
  idParamSchema,
  idSchema,
  rupeesParamSchema,
  rupeesSchema,
} from '../validators';

/** Schemas of the loan calls: offer, calculate, precheck, apply, order detail and the KFS. */

const productIdQuery = z.object({ productId: idParamSchema('productId') });

/* What this borrower may borrow ----------------------------------------------------------- */

export const loanOfferQuerySchema = productIdQuery;
export const loanOfferResponseSchema = z.object({
  productId: z.number().int(),
  /** The product's amounts within the borrower's credit tier, ascending, rupees. */
  amountList: z.array(z.number()),
  /** This would be the borrower's nth loan (1 for a first loan). */
  loanNumber: z.number().int(),
  tier: z.object({ loans: z.number().int(), minRupees: z.number(), maxRupees: z.number() }),
  period: z.number().int(),
  /** Percent per day. */
  interestRate: z.number(),
});
export type LoanOffer = z.infer<typeof loanOfferResponseSchema>;

/* Calculate ------------------------------------------------------------------------------- */

export const calculateQuerySchema = z.object({
  amount: rupeesParamSchema('amount'),
  period: idParamSchema('period'),
  productId: idParamSchema('productId'),
});
export const calculateResponseSchema = z.object({
  /** Rupees. */
  repaymentAmount: z.number(),
  /** Processing fee. */
  serviceFee: z.number(),
  gstFee: z.number(),
  interest: z.number(),
  /** What reaches the bank account. */
  arriveAmount: z.number(),
  /** Percent per day. */
  interestRate: z.number(),
  /** Annual percentage rate from the cash flows, percent. */
  apr: z.number(),
  /** YYYY-MM-DD (India) the loan would fall due if paid out today (not in the spec). */
  repaymentDate: z.string(),
});
export type Calculation = z.infer<typeof calculateResponseSchema>;

/* Precheck -------------------------------------------------------------------------------- */

/** orderStatus: 0 wait after a denial (rejectStatusVO says how long), 1 may apply, 2 has an active order. */
export const PrecheckStatus = { denied: 0, ok: 1, activeOrder: 2 } as const;
export const precheckQuerySchema = productIdQuery;
/** The borrower's active loan that blocks a new application (orderStatus 2). */
export const activeLoanSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  productName: z.string(),
  /** Names the loan: what the app shows the borrower. */
  message: z.string(),
});
export type ActiveLoan = z.infer<typeof activeLoanSchema>;
export const precheckResponseSchema = z.object({
  orderStatus: z.number().int(),
  rejectStatusVO: z.object({ day: z.number().int(), hour: z.number().int() }).nullable(),
  /** With orderStatus 2: the loan in the way (not in the spec; older callers ignore it). */
  activeLoan: activeLoanSchema.nullable().optional(),
});
export type Precheck = z.infer<typeof precheckResponseSchema>;

/* Apply ----------------------------------------------------------------------------------- */

/** Header carrying one id per confirm screen visit: a retried or double-tapped apply makes one order. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const applyBodySchema = z.object({
  cardId: z.number({ error: 'Please Select or Add Bank Account' }).int().positive(),
  /** Rupees. */
  borrowAmount: rupeesSchema('borrowAmount'),
  periods: daysSchema('periods'),
  productId: idSchema('productId'),
  checkEmail: z.literal(APPLY_FIXED_VALUES.checkEmail),
  autoGetMoney: z.literal(APPLY_FIXED_VALUES.autoGetMoney),
  autoMoney: z.union([z.literal(0), z.literal(1)]),
  /** Why the borrower borrows (LOAN_PURPOSES); optional: the borrower may leave it unsaid. */
  purpose: z
    .enum(LOAN_PURPOSES, { error: `The purpose must be one of: ${LOAN_PURPOSES.join(', ')}` })
    .optional(),
});
export type ApplyBody = z.infer<typeof applyBodySchema>;
/** data of apply, for code 0 and for code -107 alike. */
export const applyResponseSchema = z.object({ orderId: z.number().int() });

/* What an order owes and was paid (list and detail alike) ---------------------------------- */

/**
 * Besides the spec's arriveAmount and repaymentAmount (what is owed now: principal + interest +
 * overdue fees + extension fee owed − paid, from the ledger once paid out, from the price
 * before), rupees. An order that made no loan (denied 3, failed 5, invalid 9) answers 0 for
 * both, and the screens show neither.
 */
export const orderMoneyFields = {
  /** Money received from the borrower on the order (repayments, extension fees, overpayments). */
  totalPaid: z.number(),
  /** YYYY-MM-DD (India) the loan was settled; null unless the order is Settled (7). */
  closedDate: z.string().nullable(),
};

/* Order detail (also the audit refresh and the confirm data) ------------------------------- */

/** The audit screen's refresh asks with view=audit: see ORDER_DETAIL_AUDIT_VIEW. */
export const ORDER_DETAIL_AUDIT_VIEW = 'audit';
/** The audit refresh from a page inside the native app asks with inApp=1 as well. */
export const ORDER_DETAIL_IN_APP = '1';
export const orderDetailQuerySchema = z.object({
  orderId: idParamSchema('orderId'),
  /**
   * 'audit': the audit refresh. A native-app session then sees state 10 (review done) once the
   * review approved the order, so the app can take over; every other view sees the real state.
   */
  view: z.literal(ORDER_DETAIL_AUDIT_VIEW).optional(),
  /**
   * '1': the page runs inside the native app (its bridge is present), so the audit refresh
   * reports 10 like it does to an app session. Needed when the app opened the audit page with
   * its own token (?token=), which is no app session. Only read with view=audit; a browser that
   * sends it without a bridge just goes to /orders instead of the confirm screen.
   */
  inApp: z.literal(ORDER_DETAIL_IN_APP).optional(),
});
export const orderDetailResponseSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  orderState: z.number().int(),
  /** Rupees. */
  loanAmount: z.number(),
  period: z.number().int(),
  /** What reached (before payout: will reach) the account; 0 when no loan was made (3, 5, 9). */
  arriveAmount: z.number(),
  /** What is owed now (see orderMoneyFields); 0 once settled or when no loan was made. */
  repaymentAmount: z.number(),
  ...orderMoneyFields,
  /** Date the money was sent, YYYY-MM-DD, or '' before. */
  loanDate: z.string(),
  /** Due date, YYYY-MM-DD ('' until the loan is paid out). */
  repaymentDate: z.string(),
  overdueDays: z.number().int(),
  overdueFee: z.number(),
  /** Processing fee. */
  serviceFee: z.number(),
  /** The spec's misspelt twin of gstFee, sent with the same value. */
  gtsFee: z.number(),
  gstFee: z.number(),
  interest: z.number(),
  /** ISO timestamp of the application. */
  applyTime: z.string(),
  extensionMsg: z.string(),
  extensionState: z.number().int(),
  reservation: z.number().int(),
  /** Masked account number of the bank card the money goes to. */
  bankNo: z.string(),
  /** The bank of that account (from its IFSC), or '' when unknown (not in the spec). */
  bankName: z.string(),
  /** Rupees the borrower applied for; more than loanAmount when approved for less. */
  appliedAmount: z.number(),
  /**
   * YYYY-MM-DD (India) the loan would fall due if paid out today, while it is not paid out
   * yet (Auditing, Pass, Lending); null otherwise (repaymentDate then has the real one).
   */
  dueIfPaidOutToday: z.string().nullable(),
  /** Amounts the borrower may still choose on the confirm screen (rupees). */
  canChooseAmount: z.array(z.number()),
  /** Percent. */
  apr: z.number(),
  interestRate: z.number(),
  /** ISO timestamp when the Key Fact Statement was accepted, or null. */
  kfsAcceptedAt: z.string().nullable(),
  /** The purpose the borrower gave when applying (LOAN_PURPOSES), or null. */
  purpose: z.string().nullable(),
  /**
   * YYYY-MM-DD: the first day a due-date extension would move the due date later, while it
   * would not today (extensionState is then 2); null otherwise.
   */
  extensionAvailableFrom: z.string().nullable(),
  /**
   * Denied orders: the reason category the borrower is told (DENIAL_REASON_CATEGORIES); null for
   * other states and for denials recorded without one.
   */
  denialReason: z.string().nullable(),
  /** The cooling-off exit while it applies (RBI look-up period after the payout); null after. */
  coolingOff: z
    .object({
      /** Rupees to pay today to close the loan: principal + interest for the days used − paid. */
      amount: z.number(),
      /** Rupees of interest for the days used (at least 1 day). */
      interest: z.number(),
      daysUsed: z.number().int(),
      /** ISO time the cooling-off period ends. */
      until: z.string(),
    })
    .nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailResponseSchema>;

/* Key Fact Statement ----------------------------------------------------------------------- */

export const kfsQuerySchema = orderDetailQuerySchema.pick({ orderId: true });
export const kfsFeeSchema = z.object({
  name: z.string(),
  /** Rupees. */
  amount: z.number(),
  /** Rupees of GST included in the row (0 when none). */
  gst: z.number(),
  payableTo: z.string(),
});
export const kfsResponseSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  issuedAt: z.string(),
  lender: z.object({
    name: z.string(),
    address: z.string(),
    rbiRegistration: z.string(),
    cin: z.string(),
  }),
  loanAmount: z.number(),
  /** The purpose the borrower gave when applying, or null. */
  loanPurpose: z.string().nullable(),
  loanTermDays: z.number().int(),
  interestRatePerDay: z.number(),
  interestAmount: z.number(),
  fees: z.array(kfsFeeSchema),
  netDisbursedAmount: z.number(),
  repaymentAmount: z.number(),
  /** YYYY-MM-DD the loan would be due if paid out today. */
  repaymentDate: z.string(),
  repaymentSchedule: z.array(z.object({ date: z.string(), amount: z.number() })),
  apr: z.number(),
  penalCharges: z.string(),
  coolingOffDays: z.number().int(),
  coolingOffText: z.string(),
  recoveryAgents: z.string(),
  grievanceOfficer: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.string(),
  }),
  /** Where a complaint goes when the grievance officer has not resolved it (RBI CMS). */
  complaintPortalUrl: z.string(),
  acceptedAt: z.string().nullable(),
  /**
   * Fingerprint of the terms shown (amounts, fees, rates, term, APR, repayment date). Sent back
   * with the acceptance, so a borrower accepts exactly the statement they read.
   */
  termsHash: z.string(),
});
export type KeyFactStatement = z.infer<typeof kfsResponseSchema>;
export const kfsAcceptBodySchema = z.object({
  orderId: idSchema('orderId'),
  /** The termsHash of the statement the borrower read; the acceptance fails if the terms moved. */
  termsHash: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'Please open the Key Fact Statement again')
    .optional(),
});
export const kfsAcceptResponseSchema = z.object({ acceptedAt: z.string() });

/* Order list ------------------------------------------------------------------------------- */

export const orderListItemSchema = z.object({
  orderId: z.number().int(),
  orderState: z.number().int(),
  productName: z.string(),
  productId: z.number().int(),
  /** Rupees. */
  loanAmount: z.number(),
  /** As in the order detail. */
  arriveAmount: z.number(),
  repaymentAmount: z.number(),
  ...orderMoneyFields,
  /** As in the order detail: the due date once paid out ('' before), whole days overdue. */
  repaymentDate: z.string(),
  overdueDays: z.number().int(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;
export const orderListResponseSchema = z.array(orderListItemSchema);

/* Payment history -------------------------------------------------------------------------- */

export const paymentHistoryQuerySchema = kfsQuerySchema;
/** repayment, extension fee, or a second payment of a link already paid (kept as credit). */
export const PaymentKind = {
  repayment: 'repayment',
  extensionFee: 'extensionFee',
  overpayment: 'overpayment',
} as const;
export const paymentHistoryItemSchema = z.object({
  kind: z.enum([PaymentKind.repayment, PaymentKind.extensionFee, PaymentKind.overpayment]),
  /** Rupees received. */
  amount: z.number(),
  /** Rupees of it above what was owed, kept as the borrower's credit to refund (0 when none). */
  creditAmount: z.number(),
  /** ISO time it was credited. */
  paidAt: z.string(),
  /** How it was paid as the gateway reported it (upi, card, netbanking, …); null when unknown. */
  method: z.string().nullable(),
  /** The gateway's payment reference, to quote to support. */
  reference: z.string(),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;
/** Every payment of the order, oldest first. */
export const paymentHistoryResponseSchema = z.array(paymentHistoryItemSchema);

/* Credit limit: a higher tier applies only once the borrower accepts it (RBI) ------------- */

const creditTierSchema = z.object({
  /** 1 for the first tier (no consent needed), 2, 3 … (LOAN_TIERS in order). */
  tier: z.number().int(),
  minRupees: z.number(),
  maxRupees: z.number(),
});
export const creditLimitResponseSchema = z.object({
  /** The borrower's next loan is their nth. */
  loanNumber: z.number().int(),
  /** The tier amounts are offered from now. */
  limit: creditTierSchema,
  /** A higher tier the borrower's repayments unlocked, waiting for their acceptance; or null. */
  offer: creditTierSchema.nullable(),
});
export type CreditLimit = z.infer<typeof creditLimitResponseSchema>;
export const acceptCreditLimitBodySchema = z.object({ tier: z.number().int().min(1).max(10) });
export const acceptCreditLimitResponseSchema = z.object({
  tier: z.number().int(),
  maxRupees: z.number(),
  /** ISO time of the acceptance (the first one, when accepted again). */
  acceptedAt: z.string(),
});
