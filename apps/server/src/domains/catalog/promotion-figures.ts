import type { PromotionFigures } from '@saral/contract/api/promotion';
import { amountsWithinTier, type CreditTierRange } from '@saral/contract/loan-math';
import { paiseToRupees } from '@saral/contract/money';
import type { ProductRow } from './product-repository';

/**
 * What the products on offer really lend, for the promotion and the texts that quote amounts.
 * From the active products applied for here (a partner's external product sets its own limits):
 * the first-loan limit and lowest rate come from those open today (not full); the maximum is what
 * a borrower can reach at the highest of the approved credit tiers. Null when no product is
 * applied for here.
 */
export function promotionFiguresOf(
  activeProducts: readonly ProductRow[],
  tiers: readonly CreditTierRange[],
): PromotionFigures | null {
  const highestTierLoans = tiers[tiers.length - 1]?.loans ?? 1;
  const inApp = activeProducts.filter((product) => product.product_type !== 0);
  const rupeesOf = (product: ProductRow) => product.amount_list_paise.map(paiseToRupees);
  const firstLoan = inApp
    .filter((product) => !product.is_full)
    .map((product) => ({ product, amounts: amountsWithinTier(rupeesOf(product), 1, tiers) }))
    .filter(({ amounts }) => amounts.length > 0);
  const reachable = inApp.flatMap((product) =>
    amountsWithinTier(rupeesOf(product), highestTierLoans, tiers),
  );
  if (firstLoan.length === 0 || reachable.length === 0) return null;
  return {
    firstLoanMaxAmount: Math.max(...firstLoan.flatMap(({ amounts }) => amounts)),
    minDailyRatePercent: Math.min(
      ...firstLoan.map(({ product }) => product.daily_interest_percent),
    ),
    maxAmount: Math.max(...reachable),
    minAmount: Math.min(...inApp.flatMap(rupeesOf)),
  };
}
