import type { OrderDetail, PaymentHistoryItem } from '@saral/contract/api/loan';
import { GST_RATE_PERCENT } from '@saral/contract/constants';
import { formatRupees } from '@saral/contract/money';
import { OrderState, madeNoLoan } from '@saral/contract/order-states';
import { formatCalendarDay, formatDateTime } from '../../shared/format/dates';
import { orderFigures, type LoanFigures } from '../../shared/loan/cost-summary';

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

/** The headline figure: what is owed now, or for a settled loan what was paid in total. */
export type DetailSummary = { caption: string; amount: string; note: string | null };

export function detailSummary(order: OrderDetail): DetailSummary | null {
  if (madeNoLoan(order.orderState)) return null;
  if (order.orderState === OrderState.settled) {
    return {
      caption: 'Total paid',
      amount: formatRupees(order.totalPaid),
      note: order.closedDate ? `Closed on ${formatCalendarDay(order.closedDate)}` : null,
    };
  }
  return {
    caption: 'Repayment Amount',
    amount: formatRupees(order.repaymentAmount),
    note: order.repaymentDate ? `Due date ${formatCalendarDay(order.repaymentDate)}` : null,
  };
}

/** States whose payments the detail lists: paid out, owed or settled. */
const PAYMENT_HISTORY_STATES: ReadonlySet<number> = new Set([
  ...REPAYABLE_STATES,
  OrderState.settled,
]);

export function showsPaymentHistory(order: Pick<OrderDetail, 'orderState'>): boolean {
  return PAYMENT_HISTORY_STATES.has(order.orderState);
}

const PAYMENT_KIND_LABELS: Readonly<Record<PaymentHistoryItem['kind'], string>> = {
  repayment: 'Repayment',
  extensionFee: 'Extension fee',
  overpayment: 'Paid again (to be refunded)',
};

export type PaymentRow = {
  key: string;
  label: string;
  amount: string;
  /** When and how: "12 Mar 2025, 3:00 pm · UPI". */
  detail: string;
  reference: string;
  /** The part above what was owed, kept to refund ("₹5 to be refunded"); null when none. */
  credit: string | null;
};

/** The payment history as the detail lists it, oldest first as the server sends it. */
export function paymentRows(payments: readonly PaymentHistoryItem[]): PaymentRow[] {
  return payments.map((payment) => ({
    key: payment.reference,
    label: PAYMENT_KIND_LABELS[payment.kind],
    amount: formatRupees(payment.amount),
    detail: [formatDateTime(payment.paidAt), payment.method?.toUpperCase()]
      .filter(Boolean)
      .join(' · '),
    reference: payment.reference,
    credit:
      payment.kind !== 'overpayment' && payment.creditAmount > 0
        ? `${formatRupees(payment.creditAmount)} above the amount due, to be refunded`
        : null,
  }));
}

/**
 * Order info, overdue info (only once overdue) and fees, as /orders/{id}/detail shows them. An
 * order that made no loan shows only what was applied for; a settled one its closing day and
 * total paid in place of a repayment of 0.
 */
export function orderDetailSections(order: OrderDetail): DetailSection[] {
  const info: DetailRow[] = [
    { key: 'orderNo', label: 'Order No.', value: order.orderNo },
    { key: 'product', label: 'Product', value: order.productName },
    { key: 'loan', label: 'Loan Amount', value: formatRupees(order.loanAmount) },
  ];
  if (order.purpose) info.push({ key: 'purpose', label: 'Purpose', value: order.purpose });
  if (madeNoLoan(order.orderState)) {
    info.push({ key: 'period', label: 'Period', value: days(order.period) });
    return [{ key: 'info', title: 'Loan information', rows: info }];
  }
  info.push({ key: 'received', label: 'Amount received', value: formatRupees(order.arriveAmount) });
  // The dates are '' until the money is sent.
  if (order.loanDate) {
    info.push({ key: 'loanDate', label: 'Loan date', value: formatCalendarDay(order.loanDate) });
  }
  if (order.repaymentDate) {
    info.push({ key: 'due', label: 'Due date', value: formatCalendarDay(order.repaymentDate) });
  }
  if (order.closedDate) {
    info.push({ key: 'closed', label: 'Closed on', value: formatCalendarDay(order.closedDate) });
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
      order.orderState === OrderState.settled
        ? {
            key: 'totalPaid',
            label: 'Total paid',
            value: formatRupees(order.totalPaid),
            emphasis: true,
          }
        : {
            key: 'repayment',
            label: 'Repayment Amount',
            value: formatRupees(order.repaymentAmount),
            emphasis: true,
          },
    ],
  });
  return sections;
}

/**
 * The fees as two groups that add up (deducted at payout; repaid), while what is owed is still
 * the loan amount and its interest: nothing paid, no overdue fee, no extension. Null otherwise:
 * the detail then lists the fees and what is owed now.
 */
export function detailFeeFigures(order: OrderDetail): LoanFigures | null {
  const paise = (rupees: number) => Math.round(rupees * 100);
  const owedIsPrice =
    paise(order.loanAmount) + paise(order.interest) === paise(order.repaymentAmount);
  if (!canRepay(order) || order.totalPaid > 0 || order.overdueFee > 0 || !owedIsPrice) return null;
  return orderFigures(order, order.repaymentDate);
}
