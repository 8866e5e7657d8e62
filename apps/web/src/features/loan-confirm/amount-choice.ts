import type { Calculation, OrderDetail } from '@saral/contract/api/loan';
import type { getMoneyBodySchema } from '@saral/contract/api/money';
import { OrderState } from '@saral/contract/order-states';
import type { z } from 'zod';

export type GetMoneyBody = z.infer<typeof getMoneyBodySchema>;

/**
 * What the amount menu offers: the approved amount and the lower ones of canChooseAmount,
 * largest first, each once. A list of one means there is nothing to choose.
 */
export function amountChoices(approved: number, canChooseAmount: readonly number[]): number[] {
  const lower = canChooseAmount.filter((amount) => amount > 0 && amount <= approved);
  return [...new Set([approved, ...lower])].sort((a, b) => b - a);
}

/** The order as it would be with the chosen amount, priced by the calculate call. */
export function repriceOrder(
  order: OrderDetail,
  amount: number,
  calculation: Calculation,
): OrderDetail {
  return {
    ...order,
    loanAmount: amount,
    repaymentAmount: calculation.repaymentAmount,
    serviceFee: calculation.serviceFee,
    gstFee: calculation.gstFee,
    gtsFee: calculation.gstFee,
    interest: calculation.interest,
    arriveAmount: calculation.arriveAmount,
    interestRate: calculation.interestRate,
    apr: calculation.apr,
  };
}

/** Get Money sends an amount only when the borrower chose a lower one. */
export function getMoneyBody(order: OrderDetail, chosen: number | null): GetMoneyBody {
  return chosen === null || chosen === order.loanAmount
    ? { orderId: order.orderId }
    : { orderId: order.orderId, amount: chosen };
}

/** The order waits for a (new) Key Fact Statement acceptance before money can be sent. */
export function needsKfsAcceptance(order: OrderDetail): boolean {
  return order.orderState === OrderState.pass && !order.kfsAcceptedAt;
}
