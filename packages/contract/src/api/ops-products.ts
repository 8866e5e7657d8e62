import { z } from 'zod';

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
});
export type OperatorProduct = z.infer<typeof operatorProductSchema>;
export const operatorProductListResponseSchema = z.array(operatorProductSchema);
