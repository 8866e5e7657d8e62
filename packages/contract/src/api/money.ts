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
