import { OrderState } from '@saral/contract/order-states';
import type { Queryable, SqlParam } from '../../db/database';
import {
  CREATED_MICROS_SQL,
  createdKeyCondition,
  matchConditions,
  type LoanMatch,
} from './loan-search-queries';
import { numbersIn } from './numeric-columns';

/**
 * SQL of the operators' review queue (GET /ops/v1/applications/queue): applications in Auditing
 * with their borrower, in keyset pages on (created_at, id). The (state, created_at) index walks
 * the queue in either direction.
 */

export type ReviewQueueSearch = {
  match?: LoanMatch;
  productId?: number;
  amountMinPaise?: number;
  amountMaxPaise?: number;
  checks?: 'failed' | 'passed';
  /** waitedLongest: oldest application first. */
  sort: 'waitedLongest' | 'newest';
  after?: { createdMicros: string; id: number };
  limit: number;
};

export type ReviewQueueRow = {
  id: number;
  order_no: string | null;
  product_id: number;
  product_name: string;
  phone: string;
  borrower_name: string | null;
  loan_amount_paise: number;
  purpose: string | null;
  created_at: Date;
  checks: unknown[] | null;
  /** The keyset key: created_at in whole microseconds since 1970. */
  created_micros: string;
};

/** A failed check in the stored list (jsonb containment, so no row is unpacked). */
const SOME_CHECK_FAILED = `o.checks @> '[{"passed": false}]'::jsonb`;

/** One page (`limit` + 1 rows, to tell whether another follows) of the queue. */
export async function reviewQueuePage(
  q: Queryable,
  search: ReviewQueueSearch,
): Promise<ReviewQueueRow[]> {
  const params: SqlParam[] = [OrderState.auditing];
  const param = (value: SqlParam) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = ['o.state = $1'];
  if (search.match) {
    const { onOrder, onBorrower } = await matchConditions(q, search.match, param);
    where.push(...onOrder, ...onBorrower);
  }
  if (search.productId !== undefined) where.push(`o.product_id = ${param(search.productId)}`);
  if (search.amountMinPaise !== undefined) {
    where.push(`o.loan_amount_paise >= ${param(search.amountMinPaise)}`);
  }
  if (search.amountMaxPaise !== undefined) {
    where.push(`o.loan_amount_paise <= ${param(search.amountMaxPaise)}`);
  }
  if (search.checks === 'failed') where.push(SOME_CHECK_FAILED);
  if (search.checks === 'passed') where.push(`NOT ${SOME_CHECK_FAILED}`);
  const oldestFirst = search.sort === 'waitedLongest';
  if (search.after) where.push(createdKeyCondition(oldestFirst ? '>' : '<', search.after, param));
  const direction = oldestFirst ? 'ASC' : 'DESC';
  const rows = await q.query<ReviewQueueRow>(
    `SELECT o.id, o.order_no, o.product_id, p.name AS product_name, u.phone,
       COALESCE(ui.real_name, ui.recognized_name) AS borrower_name, o.loan_amount_paise,
       o.purpose, o.created_at, o.checks, ${CREATED_MICROS_SQL} AS created_micros
     FROM orders o
     JOIN users u ON u.id = o.user_id
     JOIN products p ON p.id = o.product_id
     LEFT JOIN user_identity ui ON ui.user_id = o.user_id
     WHERE ${where.join(' AND ')}
     ORDER BY o.created_at ${direction}, o.id ${direction}
     LIMIT ${param(search.limit + 1)}`,
    params,
  );
  return rows.map((row) => numbersIn(row, ['id', 'product_id', 'loan_amount_paise']));
}
