import { OrderState } from '@saral/contract/order-states';
import type { Queryable } from '../../db/database';
import type { RepricedOrder } from './order-repricing';

/**
 * SQL on orders once the money moves: Get Money, the payout, due dates, the overdue job,
 * extensions and payments. Functions whose names start with lock or claim take row locks and
 * must run inside the caller's transaction.
 */

/** An approved order as Get Money needs it, with its product's current terms and the account. */
export type GetMoneyOrderRow = RepricedOrder & {
  state: number;
  user_id: number;
  loan_amount_paise: number;
  interest_paise: number | null;
  processing_fee_paise: number | null;
  gst_paise: number | null;
  received_paise: number | null;
  repayment_paise: number | null;
  auto_money: number;
  kfs_accepted_at: Date | null;
  /** The termsHash of the accepted statement. */
  kfs_terms_hash: string | null;
  ifsc: string | null;
  account_no: string | null;
  amount_list_paise: number[];
};

/** What a payout or an extension prices from (paise; the daily rate in percent). */
export type LoanTermsRow = {
  id: number;
  user_id: number;
  state: number;
  loan_amount_paise: number;
  received_paise: number | null;
  processing_fee_paise: number | null;
  gst_paise: number | null;
  interest_paise: number | null;
  period_days: number | null;
  daily_rate_percent: number | null;
  /** When the money reached the borrower; null before the payout. */
  loan_date: Date | null;
  /** YYYY-MM-DD; null before the payout. */
  due_date: string | null;
};

/** What a payment link shows about its order. */
export type PaymentOrderRow = {
  id: number;
  user_id: number;
  state: number;
  order_no: string | null;
  phone: string;
  product_name: string;
};

const toNumber = (value: number | string | null) => (value === null ? null : Number(value));

export function createServicingRepository(db: Queryable) {
  return {
    async lockOwnForGetMoney(userId: number, orderId: number): Promise<GetMoneyOrderRow | null> {
      const rows = await db.query<GetMoneyOrderRow>(
        `SELECT o.id, o.state, o.user_id, o.loan_amount_paise, o.period_days, o.daily_rate_percent,
           o.processing_fee_percent, o.interest_paise, o.processing_fee_paise, o.gst_paise,
           o.received_paise, o.repayment_paise, o.auto_money, o.kfs_accepted_at,
           o.kfs_snapshot ->> 'termsHash' AS kfs_terms_hash,
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
        interest_paise: toNumber(row.interest_paise),
        processing_fee_paise: toNumber(row.processing_fee_paise),
        gst_paise: toNumber(row.gst_paise),
        received_paise: toNumber(row.received_paise),
        repayment_paise: toNumber(row.repayment_paise),
        auto_money: Number(row.auto_money),
        amount_list_paise: row.amount_list_paise.map(Number),
      };
    },

    /** Locks the order; its owner, state and priced amounts. */
    async lockLoanTerms(orderId: number): Promise<LoanTermsRow | null> {
      const [row] = await db.query<LoanTermsRow>(
        `SELECT id, user_id, state, loan_amount_paise, received_paise, processing_fee_paise,
           gst_paise, interest_paise, period_days, daily_rate_percent, loan_date,
           to_char(due_date, 'YYYY-MM-DD') AS due_date
         FROM orders WHERE id = $1 FOR UPDATE`,
        [orderId],
      );
      if (!row) return null;
      return {
        id: Number(row.id),
        user_id: Number(row.user_id),
        state: Number(row.state),
        loan_amount_paise: Number(row.loan_amount_paise),
        received_paise: toNumber(row.received_paise),
        processing_fee_paise: toNumber(row.processing_fee_paise),
        gst_paise: toNumber(row.gst_paise),
        interest_paise: toNumber(row.interest_paise),
        period_days: toNumber(row.period_days),
        daily_rate_percent: toNumber(row.daily_rate_percent),
        loan_date: row.loan_date === null ? null : new Date(row.loan_date),
        due_date: row.due_date,
      };
    },

    /** The borrower the order belongs to, or null when there is no such order. */
    async ownerOf(orderId: number): Promise<number | null> {
      const [row] = await db.query<{ user_id: number }>(
        'SELECT user_id FROM orders WHERE id = $1',
        [orderId],
      );
      return row ? Number(row.user_id) : null;
    },

    async orderNumbers(orderIds: readonly number[]): Promise<Map<number, string | null>> {
      const rows = await db.query<{ id: number; order_no: string | null }>(
        'SELECT id, order_no FROM orders WHERE id = ANY($1::bigint[])',
        [orderIds],
      );
      return new Map(rows.map((row) => [Number(row.id), row.order_no]));
    },

    /** Number and state of each order, for operator lists (payouts, finance requests). */
    async summaries(
      orderIds: readonly number[],
    ): Promise<Map<number, { orderNo: string; state: number }>> {
      const rows = await db.query<{ id: number; order_no: string | null; state: number }>(
        'SELECT id, order_no, state FROM orders WHERE id = ANY($1::bigint[])',
        [orderIds],
      );
      return new Map(
        rows.map((row) => [
          Number(row.id),
          { orderNo: row.order_no ?? String(row.id), state: Number(row.state) },
        ]),
      );
    },

    async forPayment(orderId: number): Promise<PaymentOrderRow | null> {
      const [row] = await db.query<PaymentOrderRow>(
        `SELECT o.id, o.user_id, o.state, o.order_no, u.phone, p.name AS product_name
         FROM orders o JOIN users u ON u.id = o.user_id JOIN products p ON p.id = o.product_id
         WHERE o.id = $1`,
        [orderId],
      );
      return row
        ? { ...row, id: Number(row.id), user_id: Number(row.user_id), state: Number(row.state) }
        : null;
    },

    /** The day the money arrived and the day it is due back (YYYY-MM-DD). */
    async setLoanDates(orderId: number, loanDate: Date, dueDate: string): Promise<void> {
      await db.query('UPDATE orders SET loan_date = $2, due_date = $3::date WHERE id = $1', [
        orderId,
        loanDate,
        dueDate,
      ]);
    },

    /** Moves the due date of a paid-out loan; false when the order has none (not paid out). */
    async moveDueDate(orderId: number, dueDate: string): Promise<boolean> {
      const rows = await db.query<{ id: number }>(
        'UPDATE orders SET due_date = $2::date WHERE id = $1 AND due_date IS NOT NULL RETURNING id',
        [orderId, dueDate],
      );
      return rows.length > 0;
    },

    /** Locks the order; its state and due date (YYYY-MM-DD), or null when there is none. */
    async lockDueDate(orderId: number) {
      const [row] = await db.query<{ state: number; due_date: string | null }>(
        'SELECT state, due_date::text AS due_date FROM orders WHERE id = $1 FOR UPDATE',
        [orderId],
      );
      return row ? { state: Number(row.state), dueDate: row.due_date } : null;
    },

    /** Claims Loaned orders due before `today`; SKIP LOCKED leaves others' claims alone. */
    async claimLoansPastDue(today: string, limit: number): Promise<number[]> {
      const rows = await db.query<{ id: number }>(
        `SELECT id FROM orders WHERE state = $1 AND due_date < $2::date
         ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED`,
        [OrderState.loaned, today, limit],
      );
      return rows.map((row) => Number(row.id));
    },

    /** Claims Overdued orders with days not yet charged up to `today`. */
    async claimOverdueFeesDue(today: string, limit: number) {
      const rows = await db.query<{
        id: number;
        loan_amount_paise: number | string;
        due_date: string;
        overdue_fee_through: string | null;
      }>(
        `SELECT id, loan_amount_paise, due_date::text AS due_date,
           overdue_fee_through::text AS overdue_fee_through
         FROM orders
         WHERE state = $1 AND due_date < $2::date
           AND (overdue_fee_through IS NULL OR overdue_fee_through < $2::date)
         ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED`,
        [OrderState.overdued, today, limit],
      );
      return rows.map((row) => ({
        orderId: Number(row.id),
        principalPaise: Number(row.loan_amount_paise),
        dueDate: row.due_date,
        chargedThrough: row.overdue_fee_through,
      }));
    },

    /** The last day whose overdue fee is charged: a day is never charged twice. */
    async markOverdueFeesCharged(orderId: number, through: string): Promise<void> {
      await db.query('UPDATE orders SET overdue_fee_through = $2::date WHERE id = $1', [
        orderId,
        through,
      ]);
    },
  };
}
