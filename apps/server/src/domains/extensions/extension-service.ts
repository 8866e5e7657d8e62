import type { FastifyBaseLogger } from 'fastify';
import type { ExtensionCalc } from '@saral/contract/api/money';
import { OrderState } from '@saral/contract/order-states';
import type { Database, Queryable } from '../../db/database';
import { failed, notFound } from '../../shared/app-error';
import { addDays, addSeconds, istDay, type Clock } from '../../shared/clock';
import { transition } from '../orders/order-state-machine';
import { moneyOfOrderId } from '../orders/order-money';
import { createServicingRepository } from '../orders/servicing-repository';
import { lapseExtension } from '../overdue/overdue-service';
import {
  EXTENDABLE,
  EXTENSION_DAYS,
  EXTENSION_PAY_WITHIN_SECONDS,
  ExtensionMessage,
  extensionBuysTime,
  hasPaidExtension,
  notYetUseful,
  priceExtension,
} from './extension-rules';
import { EXTENSION_COLUMNS, toCalc, type ExtensionRow } from './extension-rows';

/** Asking for, paying for and giving up an extension (the rules are in extension-rules.ts). */
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
