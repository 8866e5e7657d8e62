import { z } from 'zod';

/** The promotion's figures, taken from the products on offer (rupees; rate in percent per day). */
export const promotionFiguresSchema = z.object({
  /** The most a new borrower can borrow today: the first credit tier within open products. */
  firstLoanMaxAmount: z.number().positive(),
  /** The lowest daily rate among the products that make up the first-loan limit. */
  minDailyRatePercent: z.number().nonnegative(),
  /** The most a borrower can reach in any product here, at the highest credit tier. */
  maxAmount: z.number().positive(),
  /** The smallest amount any product here lends. */
  minAmount: z.number().positive(),
});
export type PromotionFigures = z.infer<typeof promotionFiguresSchema>;
