import { formatRupees, paiseToRupees } from '@saral/contract/money';
import { OrderState } from '@saral/contract/order-states';
import type { Queryable } from '../../db/database';
import { failed } from '../../shared/app-error';
import { addDays, formatDay, formatIndiaTime, istDay } from '../../shared/clock';

/**
 * Due-date extensions (spec sections 3, 4 and 9). The rules, in paise:
 * - A loan may be extended once: Loaned or Overdued, and no paid extension before.
 * - The request (the calc call) fixes the price: service fee = 5% of the principal; interest =
 *   principal × the loan's daily rate × 7 days; overdue fee = the overdue fees charged so far;
 *   each rounded half-up to the paisa. gross = service + overdue + interest.
 * - "Repaid amounts count first toward it": what the borrower has repaid on the loan is counted
 *   as already paid (extensionFeePaid), up to the gross less ₹1, so that a payment through the
 *   link, which confirms the extension, always remains. fee = gross − already paid.
 * - New due date = the request's day in India + 7; the fee must be paid within 24 hours.
 * - An extension is offered only when it buys time: the new due date must be later than the
 *   current one. Requested on the day of the payout (due in 7 days) it would move nothing, so
 *   it becomes available on the due date − 6 days (extensionAvailableFrom).
 * - Paying the fee (one posting, kind extension_fee): Dr bank the fee; Dr loan_receivable the
 *   already-paid part (those repayments become extension fee); Cr loan_receivable the overdue
 *   fee (cleared); Cr extension_fee_income service fee + interest. The loan then owes what it
 *   owed before less the overdue fee plus the counted repayments, due on the new date.
 */

export const EXTENSION_DAYS = 7;
export const EXTENSION_PAY_WITHIN_SECONDS = 24 * 60 * 60;
export const EXTENSION_SERVICE_FEE_PERCENT = 5;
/** What is always left to pay through the link, whatever was repaid before. */
export const EXTENSION_MIN_FEE_PAISE = 100;

export const ExtensionMessage = {
  notExtendable: 'This loan cannot be extended now',
  alreadyExtended: 'This loan has already been extended',
  notPending: 'This extension is no longer open',
  lapsed: 'The time to pay the extension fee has passed',
  mismatch: 'This extension belongs to another order',
} as const;

/** The first day (India) whose request moves the due date later: request day + 7 > due date. */
export function extensionAvailableFrom(dueDate: string): string {
  return addDays(dueDate, 1 - EXTENSION_DAYS);
}

/** Whether an extension requested on `requestDay` would move the due date later. */
export function extensionBuysTime(requestDay: string, dueDate: string | null): boolean {
  return dueDate !== null && addDays(requestDay, EXTENSION_DAYS) > dueDate;
}

/** The refusal of an extension that would not move the due date; data carries the date. */
export function notYetUseful(dueDate: string | null) {
  if (dueDate === null) return failed(ExtensionMessage.notExtendable);
  const from = extensionAvailableFrom(dueDate);
  return failed(
    `An extension becomes available on ${formatDay(from)}. Requested today, it would not move your due date of ${formatDay(dueDate)}.`,
    400,
    { availableFrom: from },
  );
}

/** States an extension can be requested from. */
export const EXTENDABLE: readonly number[] = [OrderState.loaned, OrderState.overdued];

export type ExtensionPrice = {
  servicePaise: number;
  interestPaise: number;
  overduePaise: number;
  grossPaise: number;
  alreadyPaidPaise: number;
  feePaise: number;
};

/** a × b / c rounded half-up, for non-negative integers. */
export const mulDivHalfUp = (a: number, b: number, c: number) =>
  Math.floor((a * b * 2 + c) / (2 * c));

export function priceExtension(input: {
  principalPaise: number;
  dailyRatePercent: number;
  overdueFeePaise: number;
  repaidPaise: number;
}): ExtensionPrice {
  const servicePaise = mulDivHalfUp(input.principalPaise, EXTENSION_SERVICE_FEE_PERCENT, 100);
  // The rate in millionths of a percent keeps the arithmetic in integers.
  const rateMicro = Math.round(input.dailyRatePercent * 1_000_000);
  const interestPaise = mulDivHalfUp(input.principalPaise, rateMicro * EXTENSION_DAYS, 100_000_000);
  const overduePaise = input.overdueFeePaise;
  const grossPaise = servicePaise + interestPaise + overduePaise;
  const alreadyPaidPaise = Math.max(
    0,
    Math.min(input.repaidPaise, grossPaise - EXTENSION_MIN_FEE_PAISE),
  );
  return {
    servicePaise,
    interestPaise,
    overduePaise,
    grossPaise,
    alreadyPaidPaise,
    feePaise: grossPaise - alreadyPaidPaise,
  };
}

export async function hasPaidExtension(q: Queryable, orderId: number): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM order_extensions WHERE order_id = $1 AND status = 'paid' LIMIT 1`,
    [orderId],
  );
  return rows.length > 0;
}

export type ExtensionAvailability = {
  /** 1 waits for its fee (Extension), 0 may be extended now, 2 not (the link is hidden). */
  extensionState: 0 | 1 | 2;
  /** YYYY-MM-DD from which it may be extended, when only the date stands in the way. */
  availableFrom: string | null;
};

/**
 * The order detail's extensionState: 1 while an extension waits for its fee (Extension), 0 when
 * the loan may be extended now (Loaned or Overdued, never extended, and a request today moves the
 * due date later), 2 otherwise (the link hidden), with the day it opens when that is the reason.
 */
export async function extensionAvailability(
  q: Queryable,
  order: { id: number; state: number; dueDate: string | null },
  now: Date,
): Promise<ExtensionAvailability> {
  if (order.state === OrderState.extension) return { extensionState: 1, availableFrom: null };
  if (!EXTENDABLE.includes(order.state) || (await hasPaidExtension(q, order.id))) {
    return { extensionState: 2, availableFrom: null };
  }
  if (!extensionBuysTime(istDay(now), order.dueDate)) {
    const availableFrom = order.dueDate === null ? null : extensionAvailableFrom(order.dueDate);
    return { extensionState: 2, availableFrom };
  }
  return { extensionState: 0, availableFrom: null };
}

type LatestExtension = {
  status: string;
  fee_paise: number | string;
  pay_by: Date;
  new_due_date: string;
  paid_at: Date | null;
};

/**
 * The order detail's extensionMsg: where the order's latest extension stands, in words. Empty
 * when there is none, when it is only a price quote (not applied for), or when the borrower
 * gave it up. (When one may be asked for is the detail's extensionAvailableFrom.)
 */
export async function extensionMessage(
  q: Queryable,
  order: { id: number; state: number },
): Promise<string> {
  const [latest] = await q.query<LatestExtension>(
    `SELECT status, fee_paise, pay_by, new_due_date::text AS new_due_date, paid_at
     FROM order_extensions WHERE order_id = $1 ORDER BY requested_at DESC, id DESC LIMIT 1`,
    [order.id],
  );
  if (!latest) return '';
  const newDue = formatDay(latest.new_due_date);
  if (latest.status === 'paid') {
    const paidOn = latest.paid_at ? ` on ${formatIndiaTime(new Date(latest.paid_at))}` : '';
    return `Extension fee paid${paidOn}: your due date moved to ${newDue}.`;
  }
  if (latest.status === 'pending' && order.state === OrderState.extension) {
    const fee = formatRupees(paiseToRupees(Number(latest.fee_paise)));
    return `Extension fee of ${fee} due by ${formatIndiaTime(new Date(latest.pay_by))}. Paying it moves your due date to ${newDue}.`;
  }
  if (latest.status === 'lapsed') {
    return `Your extension request lapsed: the fee was not paid by ${formatIndiaTime(new Date(latest.pay_by))}, so the due date did not change.`;
  }
  return '';
}
