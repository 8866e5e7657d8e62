import type { Queryable } from '../../db/database';

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
  loan_date: Date | null;
  /** YYYY-MM-DD */
  due_date: string | null;
  bank_account_no: string | null;
  bank_ifsc: string | null;
};

const ORDER_COLUMNS = `o.id, o.user_id, o.product_id, p.name AS product_name, o.state, o.order_no,
  o.loan_amount_paise, o.period_days, o.daily_rate_percent, o.processing_fee_percent,
  o.interest_paise, o.processing_fee_paise, o.gst_paise, o.received_paise, o.repayment_paise,
  o.auto_money, o.created_at, o.updated_at, o.kfs_accepted_at, o.loan_date,
  to_char(o.due_date, 'YYYY-MM-DD') AS due_date,
  b.account_no AS bank_account_no, b.ifsc AS bank_ifsc`;

const NUMERIC_FIELDS = [
  'id',
  'user_id',
  'product_id',
  'loan_amount_paise',
  'interest_paise',
  'processing_fee_paise',
  'gst_paise',
  'received_paise',
  'repayment_paise',
  'daily_rate_percent',
  'processing_fee_percent',
] as const;

/** bigint and numeric come back as strings on one engine and numbers on the other. */
function normalise(row: LoanOrderRow): LoanOrderRow {
  const copy = { ...row } as Record<string, unknown>;
  for (const field of NUMERIC_FIELDS) {
    if (copy[field] !== null && copy[field] !== undefined) copy[field] = Number(copy[field]);
  }
  return copy as LoanOrderRow;
}

export type NewOrder = {
  userId: number;
  productId: number;
  bankCardId: number;
  idempotencyKey: string | null;
  amountPaise: number;
  periodDays: number;
  dailyRatePercent: number;
  processingFeePercent: number;
  interestPaise: number;
  processingFeePaise: number;
  gstPaise: number;
  receivedPaise: number;
  repaymentPaise: number;
  autoMoney: number;
  decideAfter: Date | null;
  now: Date;
};

export function createLoanRepository(db: Queryable) {
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

    async ownsBankCard(userId: number, cardId: number): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM bank_cards WHERE id = $1 AND user_id = $2', [
        cardId,
        userId,
      ]);
      return rows.length > 0;
    },

    async listOwn(userId: number): Promise<LoanOrderRow[]> {
      const rows = await db.query<LoanOrderRow>(
        `SELECT ${ORDER_COLUMNS} FROM orders o JOIN products p ON p.id = o.product_id
         LEFT JOIN bank_cards b ON b.id = o.bank_card_id
         WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT 100`,
        [userId],
      );
      return rows.map(normalise);
    },

    async findByIdempotencyKey(userId: number, key: string): Promise<number | null> {
      const rows = await db.query<{ id: number }>(
        'SELECT id FROM orders WHERE user_id = $1 AND idempotency_key = $2',
        [userId, key],
      );
      return rows[0] ? Number(rows[0].id) : null;
    },

    async activeOrderFor(userId: number, productId: number, states: readonly number[]) {
      const rows = await db.query<{ id: number }>(
        'SELECT id FROM orders WHERE user_id = $1 AND product_id = $2 AND state = ANY($3::int[])',
        [userId, productId, states],
      );
      return rows[0] ? Number(rows[0].id) : null;
    },

    /** The newest denial of this borrower (any product) after `since`. */
    async lastDenialSince(userId: number, deniedState: number, since: Date): Promise<Date | null> {
      const rows = await db.query<{ at: Date }>(
        `SELECT COALESCE(decided_at, updated_at) AS at FROM orders
         WHERE user_id = $1 AND state = $2 AND COALESCE(decided_at, updated_at) > $3
         ORDER BY at DESC LIMIT 1`,
        [userId, deniedState, since],
      );
      return rows[0] ? new Date(rows[0].at) : null;
    },

    async countInState(userId: number, state: number): Promise<number> {
      const rows = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM orders WHERE user_id = $1 AND state = $2',
        [userId, state],
      );
      return Number(rows[0]?.count ?? 0);
    },

    /** Inserts an application; null when the idempotency key was already used. */
    async insertApplication(order: NewOrder, state: number): Promise<number | null> {
      const rows = await db.query<{ id: number }>(
        `INSERT INTO orders (user_id, product_id, state, loan_amount_paise, bank_card_id,
           idempotency_key, period_days, daily_rate_percent, processing_fee_percent,
           interest_paise, processing_fee_paise, gst_paise, received_paise, repayment_paise,
           auto_money, decide_after, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17)
         ON CONFLICT (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
         RETURNING id`,
        [
          order.userId,
          order.productId,
          state,
          order.amountPaise,
          order.bankCardId,
          order.idempotencyKey,
          order.periodDays,
          order.dailyRatePercent,
          order.processingFeePercent,
          order.interestPaise,
          order.processingFeePaise,
          order.gstPaise,
          order.receivedPaise,
          order.repaymentPaise,
          order.autoMoney,
          order.decideAfter,
          order.now,
        ],
      );
      const id = rows[0] ? Number(rows[0].id) : null;
      if (id !== null) {
        await db.query('UPDATE orders SET order_no = $2 WHERE id = $1', [
          id,
          orderNumber(id, order.now),
        ]);
      }
      return id;
    },

    async acceptKfs(orderId: number, at: Date, snapshot: unknown, approvedState: number) {
      const rows = await db.query<{ kfs_accepted_at: Date }>(
        `UPDATE orders SET kfs_accepted_at = COALESCE(kfs_accepted_at, $2),
           kfs_snapshot = COALESCE(kfs_snapshot, $3::jsonb), updated_at = $2
         WHERE id = $1 AND state = $4 RETURNING kfs_accepted_at`,
        [orderId, at, JSON.stringify(snapshot), approvedState],
      );
      return rows[0] ? new Date(rows[0].kfs_accepted_at) : null;
    },
  };
}

/** SRL + date + id: unique, readable on the phone and in support calls. */
export function orderNumber(id: number, at: Date): string {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '');
  return `SRL${day}${String(id).padStart(6, '0')}`;
}
