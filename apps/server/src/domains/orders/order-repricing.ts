import { quoteLoan } from '@saral/contract/loan-math';
import type { Queryable } from '../../db/database';

/** An order's own terms where it has them, else its product's (orders before pricing was saved). */
export type RepricedOrder = {
  id: number;
  period_days: number | null;
  daily_rate_percent: number | string | null;
  processing_fee_percent: number | string | null;
  product_period_days: number;
  product_daily_percent: number | string;
  product_fee_percent: number | string;
};

/**
 * Gives an order a new principal with its own rate, period and fee (a reviewer approving less, a
 * borrower choosing a smaller amount at Get Money). A Key Fact Statement of the old amount no
 * longer describes the loan, so it is cleared and must be accepted again.
 */
export async function repriceOrder(
  tx: Queryable,
  order: RepricedOrder,
  amountPaise: number,
  at: Date,
): Promise<void> {
  const terms = {
    amountPaise,
    dailyRatePercent: Number(order.daily_rate_percent ?? order.product_daily_percent),
    periodDays: order.period_days ?? order.product_period_days,
    processingFeePercent: Number(order.processing_fee_percent ?? order.product_fee_percent),
  };
  const quote = quoteLoan(terms);
  await tx.query(
    `UPDATE orders SET loan_amount_paise = $2, period_days = $3, daily_rate_percent = $4,
       processing_fee_percent = $5, interest_paise = $6, processing_fee_paise = $7,
       gst_paise = $8, received_paise = $9, repayment_paise = $10,
       kfs_snapshot = NULL, kfs_accepted_at = NULL, updated_at = $11
     WHERE id = $1`,
    [
      order.id,
      quote.principalPaise,
      terms.periodDays,
      terms.dailyRatePercent,
      terms.processingFeePercent,
      quote.interestPaise,
      quote.processingFeePaise,
      quote.gstPaise,
      quote.receivedPaise,
      quote.repaymentPaise,
      at,
    ],
  );
}
