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
