import { OrderState, orderStateLabel } from '@saral/contract/order-states';
import { daysBetween, formatShortDay } from '../format/dates';

/** What the status line of an order needs; the list item and the detail both carry it. */
export type StatusFacts = {
  orderState: number;
  /** YYYY-MM-DD due date, '' before the payout. */
  repaymentDate: string;
  overdueDays: number;
  closedDate: string | null;
};

export type StatusLine = {
  /** The spec's state label, as written. */
  label: string;
  /** What it means for the borrower, in plain words ("Active – due 30 Nov"). */
  subLine: string;
  /** Overdue: shown in red. */
  overdue: boolean;
};

const dayCount = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** The state label with a plain sub-line saying where the borrower stands. */
export function statusLine(order: StatusFacts): StatusLine {
  const label = orderStateLabel(order.orderState);
  const due = order.repaymentDate ? ` – due ${formatShortDay(order.repaymentDate)}` : '';
  const line = (subLine: string, overdue = false) => ({ label, subLine, overdue });
  switch (order.orderState) {
    case OrderState.auditing:
      return line('In review – we will send you an SMS');
    case OrderState.pass:
      return line('Approved – confirm to get money');
    case OrderState.lending:
      return line('Money on its way to your bank');
    case OrderState.loaned:
      return line(`Active${due}`);
    case OrderState.overdued:
      return line(`Overdue by ${dayCount(Math.max(1, order.overdueDays))}`, true);
    case OrderState.extension:
      return line('Extension – pay the fee to move your due date');
    case OrderState.settled:
      return line(
        order.closedDate ? `Repaid – closed ${formatShortDay(order.closedDate)}` : 'Repaid',
      );
    case OrderState.denied:
      return line('Not approved');
    case OrderState.failed:
      return line('The money could not be sent – no loan was made');
    default:
      return line('No loan on this order');
  }
}

/** "5 days left", "Due today" or "Overdue by 2 days" for a due date seen from `today`. */
export function daysLeftText(dueDate: string, today: string): string {
  const left = daysBetween(today, dueDate);
  if (left > 0) return `${dayCount(left)} left`;
  if (left === 0) return 'Due today';
  return `Overdue by ${dayCount(-left)}`;
}
