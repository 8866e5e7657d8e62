import { OrderState } from '@saral/contract/order-states';
import type { Queryable } from '../../db/database';
import type { RepricedOrder } from './order-repricing';

/**
 * SQL on orders for the review of applications (state 1): which application is due, its rule
 * checks as last evaluated, and the operators' list. Deciding is a transition.
 */

/** An application under review, with its product's terms for a re-price. */
export type ApplicationRow = RepricedOrder & {
  user_id: number;
  product_id: number;
  state: number;
  loan_amount_paise: number;
  bank_card_id: number | null;
};

const APPLICATION_COLUMNS = `o.id, o.user_id, o.product_id, o.state, o.loan_amount_paise,
  o.bank_card_id, o.period_days, o.daily_rate_percent, o.processing_fee_percent,
  p.period_days AS product_period_days, p.daily_interest_percent AS product_daily_percent,
  p.processing_fee_percent AS product_fee_percent`;

function normalise(row: ApplicationRow): ApplicationRow {
  return {
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    product_id: Number(row.product_id),
    state: Number(row.state),
    loan_amount_paise: Number(row.loan_amount_paise),
    bank_card_id: row.bank_card_id === null ? null : Number(row.bank_card_id),
  };
}

/** One row of the operators' list of applications. */
export type ApplicationListRow = {
  id: number;
  order_no: string | null;
  state: number;
  product_id: number;
  product_name: string;
  phone: string;
  loan_amount_paise: number;
  purpose: string | null;
  created_at: Date;
  /** The stored rule checks (the review's RuleResult list). */
  checks: unknown[] | null;
  /** The decision-rules version that produced the checks (null before versions). */
  rules_version: number | null;
};

export function createReviewQueueRepository(db: Queryable) {
  return {
    /**
     * Claims the next due application; SKIP LOCKED leaves those another process holds to that
     * one. Automatic products: decide_after has passed. Manual products (apply leaves
     * decide_after empty): checks not yet evaluated, so an operator sees them at once.
     */
    async claimNextDue(now: Date, skip: readonly number[]): Promise<ApplicationRow | null> {
      const rows = await db.query<ApplicationRow>(
        `SELECT ${APPLICATION_COLUMNS}
         FROM orders o
         JOIN products p ON p.id = o.product_id
         LEFT JOIN product_decision_rules r ON r.product_id = o.product_id
         WHERE o.state = $1 AND o.id <> ALL($3::bigint[])
           AND CASE WHEN COALESCE(r.rules ->> 'mode', 'automatic') = 'automatic'
             THEN o.decide_after <= $2
             ELSE o.checks = '[]'::jsonb AND (o.decide_after IS NULL OR o.decide_after <= $2)
           END
         ORDER BY o.decide_after NULLS FIRST, o.id
         LIMIT 1
         FOR UPDATE OF o SKIP LOCKED`,
        [OrderState.auditing, now, skip],
      );
      return rows[0] ? normalise(rows[0]) : null;
    },

    async lock(orderId: number): Promise<ApplicationRow | null> {
      const rows = await db.query<ApplicationRow>(
        `SELECT ${APPLICATION_COLUMNS} FROM orders o JOIN products p ON p.id = o.product_id
         WHERE o.id = $1 FOR UPDATE OF o`,
        [orderId],
      );
      return rows[0] ? normalise(rows[0]) : null;
    },

    /** Stores the checks; `onlyWhileAuditing` leaves an order decided meanwhile alone. */
    async saveChecks(
      orderId: number,
      checks: readonly unknown[],
      options: { onlyWhileAuditing: boolean; rulesVersion: number | null },
    ): Promise<void> {
      await db.query(
        `UPDATE orders SET checks = $2::jsonb, rules_version = $5
         WHERE id = $1 AND (NOT $3::boolean OR state = $4)`,
        [
          orderId,
          JSON.stringify(checks),
          options.onlyWhileAuditing,
          OrderState.auditing,
          options.rulesVersion,
        ],
      );
    },

    /** Takes the application off the automatic queue: a person decides it. */
    async clearDecideAfter(orderId: number): Promise<void> {
      await db.query('UPDATE orders SET decide_after = NULL WHERE id = $1', [orderId]);
    },

    async list(query: {
      state?: number | undefined;
      limit: number;
      orderId?: number | undefined;
    }): Promise<ApplicationListRow[]> {
      const rows = await db.query<ApplicationListRow>(
        `SELECT o.id, o.order_no, o.state, o.product_id, p.name AS product_name, u.phone,
           o.loan_amount_paise, o.purpose, o.created_at, o.checks, o.rules_version
         FROM orders o
         JOIN products p ON p.id = o.product_id
         JOIN users u ON u.id = o.user_id
         WHERE ($1::int IS NULL OR o.state = $1) AND ($2::bigint IS NULL OR o.id = $2)
         ORDER BY o.created_at DESC, o.id DESC
         LIMIT $3`,
        [query.state ?? null, query.orderId ?? null, query.limit],
      );
      return rows.map((row) => ({
        ...row,
        id: Number(row.id),
        state: Number(row.state),
        product_id: Number(row.product_id),
        loan_amount_paise: Number(row.loan_amount_paise),
      }));
    },
  };
}
