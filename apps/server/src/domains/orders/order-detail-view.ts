import type { LoanOffer, OrderDetail, OrderListItem } from '@saral/contract/api/loan';
import { CALCULATION_PERIOD_DAYS } from '@saral/contract/constants';
import { paiseToRupees } from '@saral/contract/money';
import { OrderState } from '@saral/contract/order-states';
import { daysBetween, istDay } from '../../shared/clock';
import type { CoolingOffOffer } from './cooling-off';
import { dueDateFor } from './disbursal';
import { choosableRupees } from './credit-tier';
import { aprOf, storedQuote } from './loan-quote';
import type { OrderMoney } from './order-money';
import type { LoanOrderRow } from './order-repository';

/** States an order reaches only after the review approved it. */
export const APPROVED_STATES: readonly number[] = [
  OrderState.pass,
  OrderState.lending,
  OrderState.failed,
  OrderState.loaned,
  OrderState.settled,
  OrderState.overdued,
  OrderState.extension,
];

/** States before the payout: the detail says when the loan would fall due if paid out today. */
const NOT_PAID_OUT_YET: ReadonlySet<number> = new Set([
  OrderState.auditing,
  OrderState.pass,
  OrderState.lending,
]);

/** The figures list and detail share, all from order-money. */
function moneyFields(money: OrderMoney) {
  return {
    arriveAmount: paiseToRupees(money.receivedPaise),
    repaymentAmount: paiseToRupees(money.owedPaise),
    totalPaid: paiseToRupees(money.totalPaidPaise),
    closedDate: money.closedDate,
  };
}

/** Whole days an Overdued order is past its due date (India's calendar); 0 otherwise. */
function overdueDaysOf(order: LoanOrderRow, now: Date): number {
  return order.state === OrderState.overdued && order.due_date
    ? Math.max(0, daysBetween(order.due_date, istDay(now)))
    : 0;
}

export function toListItem(order: LoanOrderRow, money: OrderMoney, now: Date): OrderListItem {
  return {
    orderId: order.id,
    orderState: order.state,
    productName: order.product_name,
    productId: order.product_id,
    loanAmount: paiseToRupees(order.loan_amount_paise),
    ...moneyFields(money),
    repaymentDate: order.due_date ?? '',
    overdueDays: overdueDaysOf(order, now),
  };
}

/** What the order detail shows besides the order row itself. */
export type DetailExtras = {
  offer: LoanOffer | null;
  money: OrderMoney;
  /** 0 / 1 / 2 of the extensions domain's extensionAvailability. */
  extensionState: number;
  /** Where the latest extension stands, in words ('' when none is under way or done). */
  extensionMessage: string;
  /** YYYY-MM-DD an extension starts to move the due date, when only the date stands in the way. */
  extensionAvailableFrom: string | null;
  /** The cooling-off exit while it is open. */
  coolingOff: CoolingOffOffer | null;
  /** A denied order's reason category (what the borrower is told), or null. */
  denialReason: string | null;
  now: Date;
};

export function toDetail(order: LoanOrderRow, extras: DetailExtras): OrderDetail {
  const rupees = (paise: number | null) => paiseToRupees(paise ?? 0);
  const period = order.period_days ?? CALCULATION_PERIOD_DAYS;
  const gst = rupees(order.gst_paise);
  return {
    orderId: order.id,
    orderNo: order.order_no ?? String(order.id),
    productId: order.product_id,
    productName: order.product_name,
    orderState: order.state,
    loanAmount: rupees(order.loan_amount_paise),
    period,
    ...moneyFields(extras.money),
    loanDate: order.loan_date ? istDay(new Date(order.loan_date)) : '',
    repaymentDate: order.due_date ?? '',
    overdueDays: overdueDaysOf(order, extras.now),
    overdueFee: rupees(extras.money.overdueFeePaise),
    serviceFee: rupees(order.processing_fee_paise),
    gtsFee: gst,
    gstFee: gst,
    interest: rupees(order.interest_paise),
    applyTime: new Date(order.created_at).toISOString(),
    extensionMsg: extras.extensionMessage,
    extensionState: extras.extensionState,
    // Saral schedules no repayments (no autopay mandate yet): nothing is ever reserved.
    reservation: 0,
    bankNo: order.bank_account_no ? `XXXXXX${order.bank_account_no.slice(-4)}` : '',
    bankName: order.bank_name ?? '',
    appliedAmount: rupees(order.applied_amount_paise ?? order.loan_amount_paise),
    dueIfPaidOutToday: NOT_PAID_OUT_YET.has(order.state) ? dueDateFor(extras.now, period) : null,
    canChooseAmount: choosableRupees(extras.offer?.amountList ?? [], order.loan_amount_paise),
    apr: aprOf(storedQuote(order), period),
    interestRate: order.daily_rate_percent ?? 0,
    kfsAcceptedAt: order.kfs_accepted_at ? new Date(order.kfs_accepted_at).toISOString() : null,
    purpose: order.purpose,
    extensionAvailableFrom: extras.extensionAvailableFrom,
    denialReason: order.state === OrderState.denied ? extras.denialReason : null,
    coolingOff: extras.coolingOff && {
      amount: rupees(extras.coolingOff.amountPaise),
      interest: rupees(extras.coolingOff.interestUsedPaise),
      daysUsed: extras.coolingOff.daysUsed,
      until: extras.coolingOff.until.toISOString(),
    },
  };
}
