import type { FastifyBaseLogger } from 'fastify';
import type { ExtensionCalc } from '@saral/contract/api/money';
import { paiseToRupees } from '@saral/contract/money';
import { OrderState } from '@saral/contract/order-states';
import type { Database, Queryable } from '../../db/database';
import { failed, notFound } from '../../shared/app-error';
import { addDays, addSeconds, formatDay, istDay, type Clock } from '../../shared/clock';
import { LedgerAccount, PostingKind, post, type LedgerEntryInput } from '../ledger/ledger';
import { transition } from '../orders/order-state-machine';
import { moneyOfOrderId } from '../orders/order-money';
import { EXCESS_SUFFIX } from '../orders/payment-history';
import { createServicingRepository, type LoanTermsRow } from '../orders/servicing-repository';
import { lapseExtension } from '../overdue/overdue-service';

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
function notYetUseful(dueDate: string | null) {
  if (dueDate === null) return failed(ExtensionMessage.notExtendable);
  const from = extensionAvailableFrom(dueDate);
  return failed(
    `An extension becomes available on ${formatDay(from)}. Requested today, it would not move your due date of ${formatDay(dueDate)}.`,
    400,
    { availableFrom: from },
  );
}

/** States an extension can be requested from. */
const EXTENDABLE: readonly number[] = [OrderState.loaned, OrderState.overdued];

export type ExtensionPrice = {
  servicePaise: number;
  interestPaise: number;
  overduePaise: number;
  grossPaise: number;
  alreadyPaidPaise: number;
  feePaise: number;
};

/** a × b / c rounded half-up, for non-negative integers. */
const mulDivHalfUp = (a: number, b: number, c: number) => Math.floor((a * b * 2 + c) / (2 * c));

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

type ExtensionRow = {
  id: number;
  order_id: number;
  status: 'pending' | 'paid' | 'lapsed' | 'given_up';
  fee_paise: number | string;
  service_fee_paise: number | string;
  overdue_fee_paise: number | string;
  interest_paise: number | string;
  already_paid_paise: number | string;
  requested_at: Date;
  pay_by: Date;
  new_due_date: string;
  consented_at: Date | null;
};

const EXTENSION_COLUMNS = `id, order_id, status, fee_paise, service_fee_paise, overdue_fee_paise,
  interest_paise, already_paid_paise, requested_at, pay_by, new_due_date::text AS new_due_date,
  consented_at`;

function toCalc(row: ExtensionRow, order: LoanTermsRow): ExtensionCalc {
  const dailyRatePercent = Number(order.daily_rate_percent ?? 0);
  return {
    extensionFee: paiseToRupees(Number(row.fee_paise)),
    extensionFeePaid: paiseToRupees(Number(row.already_paid_paise)),
    extensionServiceFee: paiseToRupees(Number(row.service_fee_paise)),
    extensionRate: dailyRatePercent,
    interest: paiseToRupees(Number(row.interest_paise)),
    extensionApplyTime: new Date(row.requested_at).toISOString(),
    extensionDay: EXTENSION_DAYS,
    extensionTime: row.new_due_date,
    currentDueDate: order.due_date ?? '',
    orderRepayId: Number(row.order_id),
    extensionId: Number(row.id),
    payBy: new Date(row.pay_by).toISOString(),
  };
}

async function hasPaidExtension(q: Queryable, orderId: number): Promise<boolean> {
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

export type ExtensionPaymentLinks = {
  createExtensionLink(request: {
    userId: number;
    orderId: number;
    extensionId: number;
    amountPaise: number;
    payBy: Date;
  }): Promise<{ paymentUrl: string }>;
};

type Deps = {
  db: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  payments: ExtensionPaymentLinks;
};

export type ExtensionAction = { extensionId: number; orderId: number; orderRepayId: number };

export function createExtensionService({ db, clock, payments }: Deps) {
  async function lockOwnOrder(tx: Queryable, userId: number, orderId: number) {
    const order = await createServicingRepository(tx).lockLoanTerms(orderId);
    // Someone else's order looks exactly like a missing one.
    if (!order || order.user_id !== userId) throw notFound('Order');
    return order;
  }

  /** Locks the extension (before its order, like every extension path) and checks the owner. */
  async function lockOwnExtension(tx: Queryable, userId: number, action: ExtensionAction) {
    if (action.orderRepayId !== action.orderId) throw failed(ExtensionMessage.mismatch);
    const [extension] = await tx.query<ExtensionRow>(
      `SELECT ${EXTENSION_COLUMNS} FROM order_extensions WHERE id = $1 FOR UPDATE`,
      [action.extensionId],
    );
    const owner = extension
      ? await createServicingRepository(tx).ownerOf(Number(extension.order_id))
      : null;
    if (!extension || owner !== userId) throw notFound('Extension');
    if (Number(extension.order_id) !== action.orderId) throw failed(ExtensionMessage.mismatch);
    return extension;
  }

  return {
    /**
     * GET extension-calc/{orderId}: the open extension of the order, or a new one priced now.
     * An open one whose 24 hours passed lapses first.
     */
    async calc(userId: number, orderId: number): Promise<ExtensionCalc> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [pending] = await tx.query<ExtensionRow>(
          `SELECT ${EXTENSION_COLUMNS} FROM order_extensions
           WHERE order_id = $1 AND status = 'pending' FOR UPDATE`,
          [orderId],
        );
        let order = await lockOwnOrder(tx, userId, orderId);
        if (pending) {
          if (new Date(pending.pay_by).getTime() > now.getTime()) return toCalc(pending, order);
          await lapseExtension(tx, { id: Number(pending.id), orderId }, now, `user:${userId}`);
          order = await lockOwnOrder(tx, userId, orderId);
        }
        if (!EXTENDABLE.includes(order.state)) throw failed(ExtensionMessage.notExtendable);
        if (await hasPaidExtension(tx, orderId)) throw failed(ExtensionMessage.alreadyExtended);
        if (!extensionBuysTime(istDay(now), order.due_date)) throw notYetUseful(order.due_date);
        // The overdue fees and repayments of the order's own figures (order-money).
        const money = await moneyOfOrderId(tx, orderId);
        const price = priceExtension({
          principalPaise: Number(order.loan_amount_paise),
          dailyRatePercent: Number(order.daily_rate_percent ?? 0),
          overdueFeePaise: money?.overdueFeePaise ?? 0,
          repaidPaise: money?.repaidPaise ?? 0,
        });
        const [row] = await tx.query<ExtensionRow>(
          `INSERT INTO order_extensions (order_id, status, fee_paise, service_fee_paise,
             overdue_fee_paise, interest_paise, already_paid_paise, requested_at, pay_by,
             new_due_date)
           VALUES ($1, 'pending', $2, $3, $4, $5, $6, $7, $8, $9::date)
           RETURNING ${EXTENSION_COLUMNS}`,
          [
            orderId,
            price.feePaise,
            price.servicePaise,
            price.overduePaise,
            price.interestPaise,
            price.alreadyPaidPaise,
            now,
            addSeconds(now, EXTENSION_PAY_WITHIN_SECONDS),
            addDays(istDay(now), EXTENSION_DAYS),
          ],
        );
        if (!row) throw new Error('extension not created');
        return toCalc(row, order);
      });
    },

    /**
     * POST apply-extension: the borrower consents, the order waits in Extension, and a link for
     * the fee is returned. Applying again (a retry) hands out the link again.
     */
    async apply(userId: number, action: ExtensionAction): Promise<{ paymentUrl: string }> {
      const now = clock.now();
      const extension = await db.transaction(async (tx) => {
        const row = await lockOwnExtension(tx, userId, action);
        if (row.status !== 'pending') throw failed(ExtensionMessage.notPending);
        if (new Date(row.pay_by).getTime() <= now.getTime()) throw failed(ExtensionMessage.lapsed);
        const order = await lockOwnOrder(tx, userId, action.orderId);
        // The due date may have moved since the request: an extension must still buy time.
        if (order.due_date === null || row.new_due_date <= order.due_date) {
          throw notYetUseful(order.due_date);
        }
        if (EXTENDABLE.includes(order.state)) {
          await transition(tx, {
            orderId: action.orderId,
            from: EXTENDABLE,
            to: OrderState.extension,
            actor: `user:${userId}`,
            reason: `extension ${row.id}`,
            at: now,
          });
        } else if (order.state !== OrderState.extension) {
          throw failed(ExtensionMessage.notExtendable);
        }
        await tx.query(
          'UPDATE order_extensions SET consented_at = COALESCE(consented_at, $2) WHERE id = $1',
          [row.id, now],
        );
        return row;
      });
      // Outside the transaction: the gateway call must not hold the locks. If it fails the
      // borrower may apply again (same extension) or give up; unpaid, it lapses after 24 hours.
      return payments.createExtensionLink({
        userId,
        orderId: action.orderId,
        extensionId: Number(extension.id),
        amountPaise: Number(extension.fee_paise),
        payBy: new Date(extension.pay_by),
      });
    },

    /** POST giveup-extension: the extension is given up and the order goes back. */
    async giveUp(userId: number, action: ExtensionAction): Promise<null> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const row = await lockOwnExtension(tx, userId, action);
        if (row.status === 'given_up') return;
        if (row.status !== 'pending') throw failed(ExtensionMessage.notPending);
        await lapseExtension(
          tx,
          { id: Number(row.id), orderId: action.orderId },
          now,
          `user:${userId}`,
          'given_up',
        );
      });
      return null;
    },
  };
}
export type ExtensionService = ReturnType<typeof createExtensionService>;

export type ExtensionFeePayment = {
  orderId: number;
  extensionId: number;
  amountPaise: number;
  reference: string;
};

/**
 * The fee of an extension paid (the payment webhook, in its transaction): posted, the extension
 * paid, the due date moved and the order back to Loaned. A payment that cannot pay the extension
 * (no longer open, less than the fee, the order not in Extension) is applied as a repayment
 * instead, and anything above the fee too: the borrower's money is never dropped.
 */
export async function applyExtensionFee(
  tx: Queryable,
  payment: ExtensionFeePayment,
  deps: {
    at: Date;
    log: Pick<FastifyBaseLogger, 'warn'>;
    applyPayment(
      tx: Queryable,
      payment: { orderId: number; amountPaise: number; reference: string },
    ): Promise<void>;
  },
): Promise<'extended' | 'repayment'> {
  const [extension] = await tx.query<ExtensionRow>(
    `SELECT ${EXTENSION_COLUMNS} FROM order_extensions WHERE id = $1 AND order_id = $2
     FOR UPDATE`,
    [payment.extensionId, payment.orderId],
  );
  const order = await createServicingRepository(tx).lockDueDate(payment.orderId);
  const feePaise = Number(extension?.fee_paise ?? 0);
  if (
    !extension ||
    extension.status !== 'pending' ||
    order?.state !== OrderState.extension ||
    // Never move a due date earlier (it moved since the request): the money repays instead.
    order.dueDate === null ||
    extension.new_due_date <= order.dueDate ||
    payment.amountPaise < feePaise
  ) {
    deps.log.warn(
      { ...payment, status: extension?.status, feePaise, dueDate: order?.dueDate },
      'extension fee applied as a repayment',
    );
    await deps.applyPayment(tx, payment);
    return 'repayment';
  }
  const alreadyPaid = Number(extension.already_paid_paise);
  const overdue = Number(extension.overdue_fee_paise);
  const income = feePaise + alreadyPaid - overdue;
  const entries: LedgerEntryInput[] = [
    { account: LedgerAccount.bank, side: 'debit', amountPaise: feePaise },
    { account: LedgerAccount.loanReceivable, side: 'debit', amountPaise: alreadyPaid },
    { account: LedgerAccount.loanReceivable, side: 'credit', amountPaise: overdue },
    { account: LedgerAccount.extensionFeeIncome, side: 'credit', amountPaise: income },
  ];
  await post(tx, {
    orderId: payment.orderId,
    kind: PostingKind.extensionFee,
    reference: payment.reference,
    at: deps.at,
    entries: entries.filter((entry) => entry.amountPaise > 0),
  });
  await tx.query(`UPDATE order_extensions SET status = 'paid', paid_at = $2 WHERE id = $1`, [
    extension.id,
    deps.at,
  ]);
  await createServicingRepository(tx).moveDueDate(payment.orderId, extension.new_due_date);
  await transition(tx, {
    orderId: payment.orderId,
    from: OrderState.extension,
    to: OrderState.loaned,
    actor: `payment:${payment.reference}`,
    reason: `extension ${extension.id} paid`,
    at: deps.at,
  });
  const excess = payment.amountPaise - feePaise;
  if (excess > 0) {
    await deps.applyPayment(tx, {
      orderId: payment.orderId,
      amountPaise: excess,
      reference: `${payment.reference}${EXCESS_SUFFIX}`,
    });
  }
  return 'extended';
}
