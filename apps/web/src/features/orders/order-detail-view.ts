import type { OrderDetail } from '@saral/contract/api/loan';
import { GST_RATE_PERCENT } from '@saral/contract/constants';
import { formatRupees } from '@saral/contract/money';
import { OrderState } from '@saral/contract/order-states';
import { formatCalendarDay } from '../../shared/format/dates';

export type DetailRow = { key: string; label: string; value: string; emphasis?: boolean };
export type DetailSection = { key: string; title: string; rows: DetailRow[] };

/** extensionState of an order whose due date may not be extended (spec section 4). */
export const EXTENSION_HIDDEN_STATE = 2;

/** States with money out and not yet repaid: the repayment button and the extend link show. */
const REPAYABLE_STATES: ReadonlySet<number> = new Set([
  OrderState.loaned,
  OrderState.overdued,
  OrderState.extension,
]);

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

export function canRepay(order: Pick<OrderDetail, 'orderState'>): boolean {
  return REPAYABLE_STATES.has(order.orderState);
}

export function canExtend(order: Pick<OrderDetail, 'orderState' | 'extensionState'>): boolean {
  return canRepay(order) && order.extensionState !== EXTENSION_HIDDEN_STATE;
}

export function repaymentButtonText(amount: number): string {
  return `Repayment ${formatRupees(amount)}`;
}

/** Order info, overdue info (only once overdue) and fees, as /orders/{id}/detail shows them. */
export function orderDetailSections(order: OrderDetail): DetailSection[] {
  const info: DetailRow[] = [
    { key: 'orderNo', label: 'Order No.', value: order.orderNo },
    { key: 'product', label: 'Product', value: order.productName },
    { key: 'loan', label: 'Loan Amount', value: formatRupees(order.loanAmount) },
    { key: 'received', label: 'Amount received', value: formatRupees(order.arriveAmount) },
  ];
  // The dates are '' until the money is sent.
  if (order.loanDate) {
    info.push({ key: 'loanDate', label: 'Loan date', value: formatCalendarDay(order.loanDate) });
  }
  if (order.repaymentDate) {
    info.push({ key: 'due', label: 'Due date', value: formatCalendarDay(order.repaymentDate) });
  }
  info.push({ key: 'period', label: 'Period', value: days(order.period) });

  const sections: DetailSection[] = [{ key: 'info', title: 'Loan information', rows: info }];
  if (order.overdueDays > 0) {
    sections.push({
      key: 'overdue',
      title: 'Overdue',
      rows: [
        { key: 'overdueDays', label: 'Overdue days', value: days(order.overdueDays) },
        { key: 'overdueFee', label: 'Overdue fee', value: formatRupees(order.overdueFee) },
      ],
    });
  }
  sections.push({
    key: 'fees',
    title: 'Fees',
    rows: [
      { key: 'interest', label: 'Interest', value: formatRupees(order.interest) },
      { key: 'processing', label: 'Processing fee', value: formatRupees(order.serviceFee) },
      {
        key: 'gst',
        label: `GST (${GST_RATE_PERCENT}%) on processing fee`,
        value: formatRupees(order.gstFee),
      },
      {
        key: 'repayment',
        label: 'Repayment Amount',
        value: formatRupees(order.repaymentAmount),
        emphasis: true,
      },
    ],
  });
  return sections;
}
