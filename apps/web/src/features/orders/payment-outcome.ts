import type { OrderDetail } from '@saral/contract/api/loan';
import type { PaymentStatus } from '@saral/contract/api/money';
import { formatRupees } from '@saral/contract/money';
import { OrderState } from '@saral/contract/order-states';
import { formatCalendarDay } from '../../shared/format/dates';

export type PaymentOutcomeView = {
  status: 'success' | 'error' | 'waiting';
  title: string;
  description: string;
  /** Try again: pay the balance again, or go back to the extension page. */
  retry: 'repay' | 'extension' | null;
};

/** What the return page says of one payment, with the order as it is now (null while loading). */
export function paymentOutcome(
  payment: PaymentStatus,
  order: OrderDetail | null,
): PaymentOutcomeView {
  if (payment.status === 'failed') {
    return {
      status: 'error',
      title: 'Payment failed',
      description: 'No money was taken, try again.',
      retry: payment.purpose === 'extension' ? 'extension' : 'repay',
    };
  }
  if (payment.status === 'pending') {
    return {
      status: 'waiting',
      title: 'Payment pending',
      description: `We are waiting for your bank to confirm ${formatRupees(payment.amount)}. This page updates by itself; if money was taken, it is credited to your loan as soon as the bank confirms.`,
      retry: null,
    };
  }
  const paid = formatRupees(payment.paidAmount);
  if (payment.purpose === 'extension') {
    const due = order?.repaymentDate ? formatCalendarDay(order.repaymentDate) : null;
    return {
      status: 'success',
      title: 'Extension paid',
      description: due
        ? `${paid} received. Your new due date is ${due}.`
        : `${paid} received. Your due date has moved.`,
      retry: null,
    };
  }
  if (!order || order.orderState === OrderState.settled) {
    return {
      status: 'success',
      title: 'Payment received',
      description: order ? `${paid} received. Your loan is fully repaid.` : `${paid} received.`,
      retry: null,
    };
  }
  const rest = order.repaymentDate
    ? ` ${formatRupees(order.repaymentAmount)} is still due by ${formatCalendarDay(order.repaymentDate)}.`
    : ` ${formatRupees(order.repaymentAmount)} is still due.`;
  return {
    status: 'success',
    title: 'Payment received',
    description: `${paid} received.${order.repaymentAmount > 0 ? rest : ''}`,
    retry: null,
  };
}
