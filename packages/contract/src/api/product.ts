import { z } from 'zod';

export const productInfoQuerySchema = z.object({ id: z.coerce.number().int().positive() });

export const productDetailSectionSchema = z.object({
  title: z.string(),
  content: z.array(z.string()),
});

export const productInfoResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  /** Rupees. */
  maxAmount: z.number(),
  /** detail[0] is the eligibility list, detail[1] the requirement list. */
  detail: z.tuple([productDetailSectionSchema, productDetailSectionSchema]),
  /** Amounts the borrower may pick, ascending, rupees. */
  amountList: z.array(z.number()),
  /** Loan period in days used for the calculation. */
  period: z.number().int(),
  periodList: z.array(z.number().int()),
  /** Percent per day. */
  interestRate: z.number(),
  /** Processing fee, percent of the amount. */
  serviceRate: z.number(),
  /** Lending time as shown, e.g. "10 minutes". */
  loanProcessingTime: z.string(),
  /** Overall rating out of 5. */
  score: z.number(),
  slogan: z.string(),
});
export type ProductInfo = z.infer<typeof productInfoResponseSchema>;
