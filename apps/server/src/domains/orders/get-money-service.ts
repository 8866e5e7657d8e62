import { amountsWithinTier } from '@saral/contract/loan-math';
import { paiseToRupees, rupeesToPaise } from '@saral/contract/money';
import { OrderState } from '@saral/contract/order-states';
import type { Database, Queryable } from '../../db/database';
import { failed, notFound } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import { queuePayout, type PayoutLog } from '../payouts/payout-service';
import { transition } from './order-state-machine';
import { repriceOrder } from './order-repricing';

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

type OrderRow = {
  id: number;
  state: number;
  user_id: number;
  loan_amount_paise: number;
  period_days: number | null;
  daily_rate_percent: number | string | null;
  processing_fee_percent: number | string | null;
  received_paise: number | null;
  auto_money: number;
  kfs_accepted_at: Date | null;
  ifsc: string | null;
  account_no: string | null;
  amount_list_paise: (number | string)[];
  product_period_days: number;
  product_daily_percent: number | string;
  product_fee_percent: number | string;
};

type Deps = {
  db: Database;
  clock: Clock;
  log: PayoutLog;
  /** The configured payout provider's name, recorded on each payout. */
  payoutProvider: string;
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
 */
export function createGetMoneyService({ db, clock, log, payoutProvider }: Deps) {
  async function lockOwnOrder(tx: Queryable, userId: number, orderId: number) {
    const rows = await tx.query<OrderRow>(
      `SELECT o.id, o.state, o.user_id, o.loan_amount_paise, o.period_days, o.daily_rate_percent,
         o.processing_fee_percent, o.received_paise, o.auto_money, o.kfs_accepted_at,
         b.ifsc, b.account_no, p.amount_list_paise, p.period_days AS product_period_days,
         p.daily_interest_percent AS product_daily_percent,
         p.processing_fee_percent AS product_fee_percent
       FROM orders o
       JOIN products p ON p.id = o.product_id
       LEFT JOIN bank_cards b ON b.id = o.bank_card_id AND b.user_id = o.user_id
       WHERE o.id = $1 AND o.user_id = $2
       FOR UPDATE OF o`,
      [orderId, userId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      ...row,
      state: Number(row.state),
      loan_amount_paise: Number(row.loan_amount_paise),
      received_paise: row.received_paise === null ? null : Number(row.received_paise),
      auto_money: Number(row.auto_money),
      amount_list_paise: row.amount_list_paise.map(Number),
    };
  }

  /** The amounts the confirm screen offers (loan-service canChooseAmount): tier, ≤ approved. */
  async function choosableRupees(
    tx: Queryable,
    userId: number,
    order: { amount_list_paise: number[]; loan_amount_paise: number },
  ) {
    const [settled] = await tx.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM orders WHERE user_id = $1 AND state = $2',
      [userId, OrderState.settled],
    );
    const loanNumber = Number(settled?.count ?? 0) + 1;
    return amountsWithinTier(order.amount_list_paise.map(paiseToRupees), loanNumber).filter(
      (amount) => rupeesToPaise(amount) <= order.loan_amount_paise,
    );
  }

  type Outcome = { kind: 'state'; orderState: number } | { kind: 'repriced' };

  async function getMoney(
    userId: number,
    body: { orderId: number; amount?: number | undefined },
    options: { actor: string; onlyIfAutoMoney: boolean },
  ): Promise<{ orderState: number }> {
    const now = clock.now();
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const order = await lockOwnOrder(tx, userId, body.orderId);
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
          const offered = await choosableRupees(tx, userId, order);
          if (Math.abs(body.amount * 100 - paise) > 1e-6 || !offered.includes(body.amount)) {
            throw failed(AMOUNT_NOT_OFFERED);
          }
          await repriceOrder(tx, order, paise, now);
          return { kind: 'repriced' };
        }
      }
      if (!order.kfs_accepted_at) throw failed(KFS_NOT_ACCEPTED);
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
        provider: payoutProvider,
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
