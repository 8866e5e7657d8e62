import type { OrderDetail } from '@saral/contract/api/loan';
import { formatRupees } from '@saral/contract/money';
import { OrderState, orderStateLabel } from '@saral/contract/order-states';
import { formatCalendarDay } from '../../shared/format/dates';
import { bankAccountText } from '../../shared/loan/bank-account';
import type { OutcomeAction } from '../../shared/ui/outcome';

/** States in which the payout page keeps asking: the money is still on its way. */
export const PAYOUT_WAITING_STATES: ReadonlySet<number> = new Set([OrderState.lending]);

export type PayoutOutcomeView = {
  status: 'success' | 'error' | 'waiting' | 'info';
  title: string;
  description: string;
  facts: { label: string; value: string }[];
  actions: OutcomeAction[];
};

const home: OutcomeAction = { text: 'Back to Home', to: '/', track: 'outcome-home' };
const history: OutcomeAction = {
  text: 'See Loan History',
  to: '/orders',
  track: 'outcome-history',
};

/** What the payout page says of the order as it is now. */
export function payoutOutcome(order: OrderDetail): PayoutOutcomeView {
  const amount = formatRupees(order.arriveAmount);
  const account = bankAccountText(order) || 'your bank account';
  const detail: OutcomeAction = {
    text: 'See your loan',
    to: `/orders/${order.orderId}/detail`,
    primary: true,
    track: 'outcome-detail',
  };
  const due = order.repaymentDate || order.dueIfPaidOutToday;
  const repayFact = due
    ? [{ label: `Repay by ${formatCalendarDay(due)}`, value: formatRupees(order.repaymentAmount) }]
    : [];
  switch (order.orderState) {
    case OrderState.lending:
      return {
        status: 'waiting',
        title: 'Money on its way',
        description: `${amount} is on its way to ${account}, usually within minutes.`,
        facts: [{ label: 'Loan Amount', value: formatRupees(order.loanAmount) }, ...repayFact],
        actions: [{ ...history, primary: true }, home],
      };
    case OrderState.loaned:
    case OrderState.overdued:
    case OrderState.extension:
    case OrderState.settled:
      return {
        status: 'success',
        title: 'Money sent',
        description: `${amount} was sent to ${account}${order.loanDate ? ` on ${formatCalendarDay(order.loanDate)}` : ''}.`,
        facts: order.orderState === OrderState.settled ? [] : repayFact,
        actions: [detail, home],
      };
    case OrderState.failed:
      return {
        status: 'error',
        title: 'The money could not be sent',
        description: `We could not send the money to ${account}. No loan was made and you owe nothing. Check your bank account and apply again.`,
        facts: [],
        actions: [{ ...history, primary: true }, home],
      };
    case OrderState.pass:
      return {
        status: 'info',
        title: 'Approved – confirm to get money',
        description: 'Accept the Key Fact Statement and tap Get Money to have the money sent.',
        facts: [],
        actions: [
          { text: 'Confirm Loan', to: `/orders/${order.orderId}/confirm`, primary: true },
          home,
        ],
      };
    default:
      return {
        status: 'info',
        title: orderStateLabel(order.orderState),
        description: 'No money is on its way on this order.',
        facts: [],
        actions: [{ ...history, primary: true }, home],
      };
  }
}
