import type { OrderDetail } from '@saral/contract/api/loan';
import { formatRupees } from '@saral/contract/money';
import { formatCalendarDay, formatDateTime } from '../../shared/format/dates';

/** The cooling-off exit of an order while it is open. */
export type CoolingOffExit = NonNullable<OrderDetail['coolingOff']>;

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** The exit's button: what closes the loan today. */
export function coolingOffButtonText(exit: Pick<CoolingOffExit, 'amount'>): string {
  return `Cancel loan (cooling-off): repay ${formatRupees(exit.amount)} today`;
}

/** What the exit is, what it costs and until when (RBI look-up period). */
export function coolingOffNote(exit: CoolingOffExit): string {
  return (
    `Until ${formatDateTime(exit.until)} you may cancel this loan: repay the loan amount and ` +
    `${days(exit.daysUsed)} of interest (${formatRupees(exit.interest)}), less anything already ` +
    'repaid. No other charge; the processing fee deducted at payout is not refunded.'
  );
}

/** Why the extend link is not shown yet, when it is only a matter of days. */
export function extensionAvailabilityNote(
  order: Pick<OrderDetail, 'extensionAvailableFrom'>,
): string | null {
  return order.extensionAvailableFrom
    ? `You can extend the due date from ${formatCalendarDay(order.extensionAvailableFrom)}.`
    : null;
}
