import { OrderState } from '@saral/contract/order-states';
import type { Queryable } from '../../db/database';
import { numbersIn } from './numeric-columns';
import type { OrderMoneyRow } from './order-money';
import { createOrderWrites } from './order-writes';

/**
 * SQL on orders as borrowers see them: their orders and the history applying looks at; new orders
 * and re-pricing are in order-writes and come with this repository (the KFS acceptance is in
 * kfs-acceptance-repository). State changes are not here: only transition makes them.
 */

export type LoanOrderRow = {
  id: number;
  user_id: number;
  product_id: number;
  product_name: string;
  state: number;
  order_no: string | null;
  loan_amount_paise: number;
  period_days: number | null;
  daily_rate_percent: number | null;
  processing_fee_percent: number | null;
  interest_paise: number | null;
  processing_fee_paise: number | null;
  gst_paise: number | null;
  received_paise: number | null;
  repayment_paise: number | null;
  auto_money: number;
  created_at: Date;
  updated_at: Date;
  kfs_accepted_at: Date | null;
  /** The termsHash of the statement accepted (kfs_snapshot), or null. */
  kfs_terms_hash: string | null;
  /** LOAN_PURPOSES, or null when the borrower left it unsaid. */
  purpose: string | null;
  loan_date: Date | null;
  settled_at: Date | null;
  /** YYYY-MM-DD */
  due_date: string | null;
  bank_account_no: string | null;
  bank_ifsc: string | null;
  /** The bank of the IFSC (ifsc_banks), or null when it is not in the directory. */
  bank_name: string | null;
  /** What the borrower applied for (null for rows written before it was kept). */
  applied_amount_paise: number | null;
};

const ORDER_COLUMNS = `o.id, o.user_id, o.product_id, p.name AS product_name, o.state, o.order_no,
  o.loan_amount_paise, o.period_days, o.daily_rate_percent, o.processing_fee_percent,
  o.interest_paise, o.processing_fee_paise, o.gst_paise, o.received_paise, o.repayment_paise,
  o.auto_money, o.created_at, o.updated_at, o.kfs_accepted_at,
  o.kfs_snapshot ->> 'termsHash' AS kfs_terms_hash, o.loan_date, o.settled_at, o.purpose,
  to_char(o.due_date, 'YYYY-MM-DD') AS due_date,
  b.account_no AS bank_account_no, b.ifsc AS bank_ifsc, o.applied_amount_paise,
  (SELECT ib.name FROM ifsc_banks ib WHERE ib.code = left(b.ifsc, 4)) AS bank_name`;

/** The columns what an order owes is computed from (order-money). */
export const MONEY_COLUMNS = `o.id, o.state, o.loan_amount_paise, o.interest_paise, o.processing_fee_paise,
  o.gst_paise, o.received_paise, o.repayment_paise, o.settled_at`;

/** An order on Home: what it owes is computed from its money columns. */
export type InProgressOrderRow = OrderMoneyRow & {
  product_id: number;
  product_name: string;
  product_logo: string;
  product_tenure_label: string;
};

const NUMERIC_FIELDS = [
  'id',
  'user_id',
  'product_id',
  'state',
  'loan_amount_paise',
  'interest_paise',
  'processing_fee_paise',
  'gst_paise',
  'received_paise',
  'repayment_paise',
  'daily_rate_percent',
  'processing_fee_percent',
  'auto_money',
  'applied_amount_paise',
] as const;

/** Numeric columns of an order row as numbers (pg answers bigint and numeric as strings). */
export const normalise = <Row extends object>(row: Row): Row => numbersIn(row, NUMERIC_FIELDS);

/** An order that counts against the borrower's active-loan limit. */
export type ActiveLoanRow = {
  id: number;
  order_no: string | null;
  product_id: number;
  product_name: string;
  state: number;
};

export function createOrderRepository(db: Queryable) {
  return {
    async findOwn(userId: number, orderId: number): Promise<LoanOrderRow | null> {
      const rows = await db.query<LoanOrderRow>(
        `SELECT ${ORDER_COLUMNS} FROM orders o JOIN products p ON p.id = o.product_id
         LEFT JOIN bank_cards b ON b.id = o.bank_card_id
         WHERE o.id = $1 AND o.user_id = $2`,
        [orderId, userId],
      );
      return rows[0] ? normalise(rows[0]) : null;
    },

    async listOwn(userId: number): Promise<LoanOrderRow[]> {
      const rows = await db.query<LoanOrderRow>(
        `SELECT ${ORDER_COLUMNS} FROM orders o JOIN products p ON p.id = o.product_id
         LEFT JOIN bank_cards b ON b.id = o.bank_card_id
         WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT 100`,
        [userId],
      );
      return rows.map((row) => normalise(row));
    },

    /** The borrower's orders in `states`, newest first (Home's in-progress cards). */
    async listInProgress(userId: number, states: readonly number[]): Promise<InProgressOrderRow[]> {
      const rows = await db.query<InProgressOrderRow>(
        `SELECT ${MONEY_COLUMNS}, o.product_id, p.name AS product_name, p.logo AS product_logo,
           p.tenure_label AS product_tenure_label
         FROM orders o JOIN products p ON p.id = o.product_id
         WHERE o.user_id = $1 AND o.state = ANY($2::int[])
         ORDER BY o.created_at DESC, o.id DESC`,
        [userId, states],
      );
      return rows.map((row) => normalise(row));
    },

    /** What order-money needs of one order, or null when there is no such order. */
    async moneyRowOf(orderId: number): Promise<OrderMoneyRow | null> {
      const [row] = await db.query<OrderMoneyRow>(
        `SELECT ${MONEY_COLUMNS} FROM orders o WHERE o.id = $1`,
        [orderId],
      );
      return row ? normalise(row) : null;
    },

    /** Locks one of the borrower's orders until the transaction ends. */
    async lockOwn(userId: number, orderId: number): Promise<LoanOrderRow | null> {
      const rows = await db.query<LoanOrderRow>(
        `SELECT ${ORDER_COLUMNS} FROM orders o JOIN products p ON p.id = o.product_id
         LEFT JOIN bank_cards b ON b.id = o.bank_card_id
         WHERE o.id = $1 AND o.user_id = $2 FOR UPDATE OF o`,
        [orderId, userId],
      );
      return rows[0] ? normalise(rows[0]) : null;
    },

    /** The order an idempotency key made, with the fingerprint of the request it came with. */
    async findByIdempotencyKey(userId: number, key: string) {
      const rows = await db.query<{ id: number; idempotency_request_hash: string | null }>(
        `SELECT id, idempotency_request_hash FROM orders
         WHERE user_id = $1 AND idempotency_key = $2`,
        [userId, key],
      );
      const row = rows[0];
      return row ? { id: Number(row.id), requestHash: row.idempotency_request_hash } : null;
    },

    /** The borrower's orders in `states` on any product, newest first. */
    async activeLoansOf(userId: number, states: readonly number[]): Promise<ActiveLoanRow[]> {
      const rows = await db.query<ActiveLoanRow>(
        `SELECT o.id, o.order_no, o.product_id, p.name AS product_name, o.state
         FROM orders o JOIN products p ON p.id = o.product_id
         WHERE o.user_id = $1 AND o.state = ANY($2::int[])
         ORDER BY o.created_at DESC, o.id DESC`,
        [userId, states],
      );
      return rows.map((row) => numbersIn(row, ['id', 'product_id', 'state']));
    },

    /** Loans the borrower repaid in full (Settled). */
    async settledCount(userId: number): Promise<number> {
      const rows = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM orders WHERE user_id = $1 AND state = $2',
        [userId, OrderState.settled],
      );
      return Number(rows[0]?.count ?? 0);
    },

    /** The reason category the borrower is told of the order's latest denial, or null. */
    async denialReasonOf(orderId: number): Promise<string | null> {
      const rows = await db.query<{ reason_category: string | null }>(
        `SELECT reason_category FROM order_decisions
         WHERE order_id = $1 AND decision = 'deny' ORDER BY created_at DESC, id DESC LIMIT 1`,
        [orderId],
      );
      return rows[0]?.reason_category ?? null;
    },

    /** When the borrower was last denied (any product), leaving out one order if asked. */
    async lastDenialAt(userId: number, excludingOrderId: number | null = null) {
      const rows = await db.query<{ at: Date | null }>(
        `SELECT max(COALESCE(decided_at, updated_at)) AS at FROM orders
         WHERE user_id = $1 AND state = $2 AND ($3::bigint IS NULL OR id <> $3)`,
        [userId, OrderState.denied, excludingOrderId],
      );
      const at = rows[0]?.at;
      return at ? new Date(at) : null;
    },

    ...createOrderWrites(db),
  };
}
export type OrderRepository = ReturnType<typeof createOrderRepository>;
