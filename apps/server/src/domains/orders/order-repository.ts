import { OrderState } from '@saral/contract/order-states';
import type { Queryable } from '../../db/database';
import { numbersIn } from './numeric-columns';
import type { OrderPrice } from './loan-quote';
import type { OrderMoneyRow } from './order-money';

/**
 * SQL on orders as borrowers see them: their orders, the history applying looks at, new orders
 * and re-pricing (the KFS acceptance is in kfs-acceptance-repository). State changes are not
 * here: only transition makes them.
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
};

const ORDER_COLUMNS = `o.id, o.user_id, o.product_id, p.name AS product_name, o.state, o.order_no,
  o.loan_amount_paise, o.period_days, o.daily_rate_percent, o.processing_fee_percent,
  o.interest_paise, o.processing_fee_paise, o.gst_paise, o.received_paise, o.repayment_paise,
  o.auto_money, o.created_at, o.updated_at, o.kfs_accepted_at,
  o.kfs_snapshot ->> 'termsHash' AS kfs_terms_hash, o.loan_date, o.settled_at, o.purpose,
  to_char(o.due_date, 'YYYY-MM-DD') AS due_date,
  b.account_no AS bank_account_no, b.ifsc AS bank_ifsc`;

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
] as const;

/** Numeric columns of an order row as numbers (pg answers bigint and numeric as strings). */
export const normalise = <Row extends object>(row: Row): Row => numbersIn(row, NUMERIC_FIELDS);

/**
 * A new order. Applications start in Auditing (apply); seeds and test data may start one in a
 * later state with the dates that state implies. From then on only transition moves it.
 */
export type OrderDraft = {
  userId: number;
  productId: number;
  state: number;
  amountPaise: number;
  /** Null for orders that were never priced (demo data). */
  price: OrderPrice | null;
  /** The approved product version the price was taken from (apply); the order keeps it. */
  productVersionId?: number | null;
  bankCardId?: number | null;
  idempotencyKey?: string | null;
  /** Fingerprint of the request the key came with: the same key with another body is refused. */
  requestHash?: string | null;
  autoMoney?: number;
  purpose?: string | null;
  applyIp?: string | null;
  applyDevice?: string | null;
  decideAfter?: Date | null;
  /** When it was applied for. */
  at: Date;
  decidedAt?: Date | null;
  kfsAcceptedAt?: Date | null;
  loanDate?: Date | null;
  /** YYYY-MM-DD */
  dueDate?: string | null;
};

/** An order that counts against the borrower's active-loan limit. */
export type ActiveLoanRow = {
  id: number;
  order_no: string | null;
  product_id: number;
  product_name: string;
  state: number;
};

/** SRL + date + id: unique, readable on the phone and in support calls. */
export function orderNumber(id: number, at: Date): string {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '');
  return `SRL${day}${String(id).padStart(6, '0')}`;
}

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

    /** Inserts an order with its number; null when its idempotency key was already used. */
    async insert(order: OrderDraft): Promise<number | null> {
      const price = order.price;
      const rows = await db.query<{ id: number }>(
        `INSERT INTO orders (user_id, product_id, state, loan_amount_paise, bank_card_id,
           idempotency_key, period_days, daily_rate_percent, processing_fee_percent,
           interest_paise, processing_fee_paise, gst_paise, received_paise, repayment_paise,
           auto_money, decide_after, created_at, updated_at, decided_at, kfs_accepted_at,
           loan_date, due_date, idempotency_request_hash, purpose, apply_ip, apply_device,
           product_version_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17,
           $18, $19, $20, $21::date, $22, $23, $24, $25, $26)
         ON CONFLICT (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
         RETURNING id`,
        [
          order.userId,
          order.productId,
          order.state,
          order.amountPaise,
          order.bankCardId ?? null,
          order.idempotencyKey ?? null,
          price?.periodDays ?? null,
          price?.dailyRatePercent ?? null,
          price?.processingFeePercent ?? null,
          price?.quote.interestPaise ?? null,
          price?.quote.processingFeePaise ?? null,
          price?.quote.gstPaise ?? null,
          price?.quote.receivedPaise ?? null,
          price?.quote.repaymentPaise ?? null,
          order.autoMoney ?? 1,
          order.decideAfter ?? null,
          order.at,
          order.decidedAt ?? null,
          order.kfsAcceptedAt ?? null,
          order.loanDate ?? null,
          order.dueDate ?? null,
          order.requestHash ?? null,
          order.purpose ?? null,
          order.applyIp ?? null,
          order.applyDevice ?? null,
          order.productVersionId ?? null,
        ],
      );
      const id = rows[0] ? Number(rows[0].id) : null;
      if (id !== null) {
        await db.query('UPDATE orders SET order_no = $2 WHERE id = $1', [
          id,
          orderNumber(id, order.at),
        ]);
      }
      return id;
    },

    /**
     * A new principal at a new price, before the money moves (Auditing or Pass). A Key Fact
     * Statement of the old amount no longer describes the loan, so its acceptance is cleared and
     * must be given again.
     */
    async reprice(orderId: number, price: OrderPrice, at: Date): Promise<void> {
      const repriced = await db.query(
        `UPDATE orders SET loan_amount_paise = $2, period_days = $3, daily_rate_percent = $4,
           processing_fee_percent = $5, interest_paise = $6, processing_fee_paise = $7,
           gst_paise = $8, received_paise = $9, repayment_paise = $10,
           kfs_snapshot = NULL, kfs_accepted_at = NULL, updated_at = $11
         WHERE id = $1 AND state IN ($12, $13) RETURNING id`,
        [
          orderId,
          price.quote.principalPaise,
          price.periodDays,
          price.dailyRatePercent,
          price.processingFeePercent,
          price.quote.interestPaise,
          price.quote.processingFeePaise,
          price.quote.gstPaise,
          price.quote.receivedPaise,
          price.quote.repaymentPaise,
          at,
          OrderState.auditing,
          OrderState.pass,
        ],
      );
      if (repriced.length === 0) throw new Error(`order ${orderId} cannot be re-priced now`);
    },
  };
}
export type OrderRepository = ReturnType<typeof createOrderRepository>;
