import type { OrderListItem } from '@saral/contract/api/loan';
import { formatRupees } from '@saral/contract/money';
import {
  OrderState,
  isValidStyledState,
  madeNoLoan,
  orderListLink,
  orderStateLabel,
} from '@saral/contract/order-states';
import { formatCalendarDay } from '../../shared/format/dates';
import { statusLine } from '../../shared/loan/loan-status';

export type OrderFigure = { key: string; label: string; value: string };

export type OrderCardView = {
  /** Accessible name of the card (and of its link): product and state. */
  name: string;
  stateLabel: string;
  /** Where the borrower stands, in plain words ("Active – due 30 Nov"). */
  subLine: string;
  /** Overdue: the tag and sub-line are red. */
  overdue: boolean;
  valid: boolean;
  /** Where a tap leads; null for states the list does not link (spec section 4). */
  link: string | null;
  /** Says what the tap does, so a linked card reads as tappable. */
  actionText: string | null;
  figures: OrderFigure[];
};

const ACTION_TEXT: Readonly<Record<number, string>> = {
  [OrderState.auditing]: 'Check review status',
  [OrderState.pass]: 'Confirm and get money',
  [OrderState.loaned]: 'View and repay',
  [OrderState.overdued]: 'View and repay',
  [OrderState.extension]: 'View extension',
  [OrderState.lending]: 'See where your money is',
};

/** The spec's links, and the Lending card's status page (the money on its way). */
function cardLink(order: OrderListItem): string | null {
  if (order.orderState === OrderState.lending) return `/orders/${order.orderId}/payout`;
  return orderListLink(order.orderId, order.orderState);
}

export function orderCardView(order: OrderListItem): OrderCardView {
  const stateLabel = orderStateLabel(order.orderState);
  const link = cardLink(order);
  const status = statusLine(order);
  return {
    name: `${order.productName} order, ${stateLabel}`,
    stateLabel,
    subLine: status.subLine,
    overdue: status.overdue,
    valid: isValidStyledState(order.orderState),
    link,
    actionText: link ? (ACTION_TEXT[order.orderState] ?? 'View') : null,
    figures: figuresOf(order),
  };
}

/**
 * Loan Amount, Received and Repayment Amount (what is owed now); a settled loan shows what was
 * paid in total and the day it closed instead of a repayment of 0; an order that made no loan
 * (denied, failed, invalid) shows only the amount applied for.
 */
function figuresOf(order: OrderListItem): OrderFigure[] {
  const loan = { key: 'loan', label: 'Loan Amount', value: formatRupees(order.loanAmount) };
  if (madeNoLoan(order.orderState)) return [loan];
  const received = { key: 'received', label: 'Received', value: formatRupees(order.arriveAmount) };
  if (order.orderState === OrderState.settled) {
    const figures = [
      loan,
      received,
      { key: 'totalPaid', label: 'Total paid', value: formatRupees(order.totalPaid) },
    ];
    if (order.closedDate) {
      figures.push({
        key: 'closed',
        label: 'Closed on',
        value: formatCalendarDay(order.closedDate),
      });
    }
    return figures;
  }
  const figures = [
    loan,
    received,
    { key: 'repayment', label: 'Repayment Amount', value: formatRupees(order.repaymentAmount) },
  ];
  if (order.repaymentDate) {
    figures.push({ key: 'due', label: 'Due date', value: formatCalendarDay(order.repaymentDate) });
  }
  return figures;
}
