import type { FastifyBaseLogger } from 'fastify';
import { rupeesToPaise } from '@saral/contract/money';
import { OrderState } from '@saral/contract/order-states';
import type { Database, Queryable } from '../../db/database';
import { failed, notFound } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import { choosableRupees, creditLimitOf, offeredRupees } from './credit-tier';
import { KFS_TERMS_CHANGED, acceptanceOfCurrentTerms } from './kfs-terms';
import { createKfsAcceptanceRepository } from './kfs-acceptance-repository';
import { transition } from './order-state-machine';
import { repriceOrder } from './order-repricing';
import { createServicingRepository, type GetMoneyOrderRow } from './servicing-repository';

export const KFS_NOT_ACCEPTED = 'Please read and accept the Key Fact Statement first';
export const AMOUNT_CHANGED = 'The amount changed: please accept the updated Key Fact Statement';
export const AMOUNT_NOT_OFFERED = 'Please choose one of the amounts offered';

/** After Get Money: asking again answers the state and moves nothing. */
const MONEY_REQUESTED: ReadonlySet<number> = new Set([
  OrderState.lending,
  OrderState.loaned,
  OrderState.settled,
  OrderState.overdued,
  OrderState.extension,
]);

const NOT_READY: Readonly<Record<number, string>> = {
  [OrderState.auditing]: 'Your application is still under review',
  [OrderState.denied]: 'This application was denied',
  [OrderState.failed]: 'The payout of this loan failed. Please apply again',
};

/** The payout of an order to queue in the caller's transaction (the payouts domain does it). */
export type PayoutToQueue = {
  orderId: number;
  amountPaise: number;
  ifsc: string;
  accountNo: string;
  at: Date;
};

type Deps = {
  db: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Queues the payout (with the configured provider) in the Get Money transaction. */
  queuePayout: (tx: Queryable, payout: PayoutToQueue) => Promise<unknown>;
};

/**
 * Get Money (POST /order/v1/loan): an approved order (Pass) whose Key Fact Statement the
 * borrower accepted moves to Lending and its payout is queued, in one transaction. The order row
 * is locked first, so any number of simultaneous taps queue one payout; a repeated tap once the
 * money is on its way answers the current state and changes nothing.
 *
 * A lower amount from canChooseAmount re-prices the order with its stored rates and period. The
 * accepted KFS then describes another loan, so the acceptance is cleared and the call answers
 * code -1 AMOUNT_CHANGED: the borrower reads and accepts the new KFS, then taps Get Money again
 * (or, with 'Automatically get money?' on, the acceptance itself gets the money).
 *
 * The payout is what the accepted statement says: an acceptance whose terms (amounts, rates,
 * term, APR, repayment date) differ from the order's now is voided and the call answers code -1
 * (HTTP 409) KFS_TERMS_CHANGED, so the borrower reads and accepts the statement again.
 */
export function createGetMoneyService({ db, clock, log, queuePayout }: Deps) {
  /** The amounts the confirm screen offers (the order detail's canChooseAmount). */
  async function choosable(tx: Queryable, userId: number, order: GetMoneyOrderRow) {
    const offered = offeredRupees(order.amount_list_paise, (await creditLimitOf(tx, userId)).limit);
    return choosableRupees(offered, order.loan_amount_paise);
  }

  type Outcome =
    { kind: 'state'; orderState: number } | { kind: 'repriced' } | { kind: 'kfsVoided' };

  async function getMoney(
    userId: number,
    body: { orderId: number; amount?: number | undefined },
    options: { actor: string; onlyIfAutoMoney: boolean },
  ): Promise<{ orderState: number }> {
    const now = clock.now();
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const order = await createServicingRepository(tx).lockOwnForGetMoney(userId, body.orderId);
      if (!order) throw notFound('Order');
      if (MONEY_REQUESTED.has(order.state)) return { kind: 'state', orderState: order.state };
      if (order.state !== OrderState.pass) {
        throw failed(NOT_READY[order.state] ?? 'This loan cannot be paid out');
      }
      if (options.onlyIfAutoMoney && order.auto_money !== 1) {
        return { kind: 'state', orderState: order.state };
      }
      if (body.amount !== undefined) {
        const paise = rupeesToPaise(body.amount);
        if (paise !== order.loan_amount_paise) {
          const offered = await choosable(tx, userId, order);
          if (Math.abs(body.amount * 100 - paise) > 1e-6 || !offered.includes(body.amount)) {
            throw failed(AMOUNT_NOT_OFFERED);
          }
          await repriceOrder(tx, order, paise, now);
          return { kind: 'repriced' };
        }
      }
      if (!order.kfs_accepted_at) throw failed(KFS_NOT_ACCEPTED);
      // Pay only what the accepted statement says: other terms (or another day's) void it.
      if (!acceptanceOfCurrentTerms(order, now)) {
        await createKfsAcceptanceRepository(tx).voidKfsAcceptance(order.id, now);
        return { kind: 'kfsVoided' };
      }
      if (!order.ifsc || !order.account_no) throw failed('Please Select or Add Bank Account');
      if (order.received_paise === null || order.received_paise <= 0) {
        throw new Error(`order ${order.id} has no amount to pay out`);
      }
      await transition(tx, {
        orderId: order.id,
        from: OrderState.pass,
        to: OrderState.lending,
        actor: options.actor,
        reason: 'Get Money',
        at: now,
      });
      await queuePayout(tx, {
        orderId: order.id,
        amountPaise: order.received_paise,
        ifsc: order.ifsc,
        accountNo: order.account_no,
        at: now,
      });
      return { kind: 'state', orderState: OrderState.lending };
    });
    if (outcome.kind === 'repriced') {
      log.info(
        { orderId: body.orderId, amount: body.amount },
        'order re-priced for a lower amount',
      );
      throw failed(AMOUNT_CHANGED);
    }
    if (outcome.kind === 'kfsVoided') {
      log.info({ orderId: body.orderId }, 'accepted KFS no longer matches the order: voided');
      throw failed(KFS_TERMS_CHANGED, 409);
    }
    return { orderState: outcome.orderState };
  }

  return {
    /** The borrower's Get Money tap. */
    getMoney(userId: number, body: { orderId: number; amount?: number | undefined }) {
      return getMoney(userId, body, { actor: `user:${userId}`, onlyIfAutoMoney: false });
    },

    /**
     * 'Automatically get money?' was on: called once the KFS is accepted. Never throws — the
     * acceptance stands either way and the borrower can still tap Get Money.
     */
    async automatic(userId: number, orderId: number): Promise<void> {
      try {
        await getMoney(userId, { orderId }, { actor: 'auto-money', onlyIfAutoMoney: true });
      } catch (error) {
        log.warn({ err: error, orderId }, 'automatic Get Money did not start');
      }
    },
  };
}
export type GetMoneyService = ReturnType<typeof createGetMoneyService>;
