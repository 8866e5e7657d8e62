import { z } from 'zod';
import { idParamSchema, idSchema, rupeesSchema } from '../validators';

/** Schemas of the money calls: Get Money, repayment links and due-date extensions. */

export const getMoneyBodySchema = z.object({
  orderId: idSchema('orderId'),
  /** A lower amount from canChooseAmount (rupees); omitted = the approved amount. */
  amount: rupeesSchema('amount').optional(),
});
export const getMoneyResponseSchema = z.object({ orderState: z.number().int() });

export const repayBodySchema = z.object({ orderId: idSchema('orderId') });
export const paymentUrlResponseSchema = z.object({ paymentUrl: z.string() });

/** Where a payment through one link stands, for the page the gateway sends the borrower back to. */
export const PaymentOutcome = { paid: 'paid', failed: 'failed', pending: 'pending' } as const;
export type PaymentOutcome = (typeof PaymentOutcome)[keyof typeof PaymentOutcome];
export const paymentStatusQuerySchema = z.object({
  linkId: z.uuid({ error: 'Payment not found' }),
});
export const paymentStatusResponseSchema = z.object({
  orderId: z.number().int(),
  /** What the link collects. */
  purpose: z.enum(['repayment', 'extension', 'cooling_off']),
  /**
   * paid: the gateway confirmed it; failed: the last attempt failed or the link closed unpaid (no
   * money was taken); pending: no word from the gateway yet.
   */
  status: z.enum([PaymentOutcome.paid, PaymentOutcome.failed, PaymentOutcome.pending]),
  /** Rupees the link asks for. */
  amount: z.number(),
  /** Rupees received through it (0 unless paid). */
  paidAmount: z.number(),
});
export type PaymentStatus = z.infer<typeof paymentStatusResponseSchema>;

export const extensionParamsSchema = z.object({ orderId: idParamSchema('orderId') });
export const extensionCalcResponseSchema = z.object({
  /** Rupees: service fee + overdue fee + interest − extension fee already paid. */
  extensionFee: z.number(),
  extensionFeePaid: z.number(),
  extensionServiceFee: z.number(),
  /** Percent per day. */
  extensionRate: z.number(),
  interest: z.number(),
  /** ISO time of the request. */
  extensionApplyTime: z.string(),
  /** Days the due date moves: 7 after the request. */
  extensionDay: z.number().int(),
  /** The new due date, YYYY-MM-DD. */
  extensionTime: z.string(),
  /** The due date before the extension, YYYY-MM-DD: the page shows current → new (+N days). */
  currentDueDate: z.string(),
  orderRepayId: z.number().int(),
  extensionId: z.number().int(),
  /** ISO time by which the fee must be paid (24 hours). */
  payBy: z.string(),
});
export type ExtensionCalc = z.infer<typeof extensionCalcResponseSchema>;
export const extensionActionBodySchema = z.object({
  extensionId: idSchema('extensionId'),
  orderId: idSchema('orderId'),
  orderRepayId: idSchema('orderRepayId'),
});

/** {orderId} of the cooling-off exit; the answer is the payment link of its amount. */
export const coolingOffExitBodySchema = z.object({ orderId: z.number().int().positive() });
