import type { Queryable } from '../../db/database';
import { priceOf, type OrderPrice } from './loan-quote';
import { createOrderRepository } from './order-repository';

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

/** The order's price at another principal, with its own rate, period and fee. */
export function repricedAt(order: RepricedOrder, amountPaise: number): OrderPrice {
  return priceOf({
    amountPaise,
    dailyRatePercent: Number(order.daily_rate_percent ?? order.product_daily_percent),
    periodDays: order.period_days ?? order.product_period_days,
    processingFeePercent: Number(order.processing_fee_percent ?? order.product_fee_percent),
  });
}

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
  await createOrderRepository(tx).reprice(order.id, repricedAt(order, amountPaise), at);
}
