import { OrderState } from '@saral/contract/order-states';
import type { Queryable, SqlParam } from '../../db/database';
import { numbersIn } from './numeric-columns';
import type { OrderMoneyRow } from './order-money';
import { OPEN_LOAN_STATES, daysPastDueSql } from './portfolio-queries';

/**
 * SQL of collections (GET /ops/v1/collections…) that reads the orders tables: the queue of late
 * loans (as the dashboard counts them: open and past the due date), one order for the detail,
 * and the settling of promises to pay against the repayments in the ledger. What an order owes
 * is order-money's, not computed here.
 */

export type CollectionQueueSearch = {
  /** YYYY-MM-DD in India: days past due are counted to this day. */
  today: string;
  dpdMin?: number;
  dpdMax?: number | null;
  /** An operator id, or null for loans nobody is assigned. */
  agentId?: number | null;
  after?: { dpd: number; id: number };
  limit: number;
};

export type CollectionQueueRow = OrderMoneyRow & {
  order_no: string | null;
  /** YYYY-MM-DD */
  due_date: string;
  phone: string;
  borrower_name: string | null;
  dpd: number;
  agent_username: string | null;
  /** The agent's display name (operators.display_name), null when unset or unassigned. */
  agent_name: string | null;
  /** YYYY-MM-DD */
  promised_date: string | null;
  promise_paise: number | null;
  contact_channel: string | null;
  contact_outcome: string | null;
  contacted_at: Date | null;
};

const NUMERIC = [
  'id',
  'state',
  'loan_amount_paise',
  'interest_paise',
  'processing_fee_paise',
  'gst_paise',
  'received_paise',
  'repayment_paise',
  'dpd',
  'promise_paise',
] as const;
const normalise = <Row extends object>(row: Row): Row => numbersIn(row, NUMERIC);

const ORDER_COLUMNS = `o.id, o.state, o.order_no, o.loan_amount_paise, o.interest_paise,
  o.processing_fee_paise, o.gst_paise, o.received_paise, o.repayment_paise, o.settled_at,
  to_char(o.due_date, 'YYYY-MM-DD') AS due_date, u.phone,
  COALESCE(ui.real_name, ui.recognized_name) AS borrower_name`;

/**
 * One page (`limit` + 1 rows) of late loans, most days past due first (earliest due date), then
 * by id.
 */
export async function collectionQueue(
  q: Queryable,
  search: CollectionQueueSearch,
): Promise<CollectionQueueRow[]> {
  const params: SqlParam[] = [search.today, OPEN_LOAN_STATES];
  const dpd = daysPastDueSql('$1', '$2');
  const param = (value: SqlParam) => {
    params.push(value);
    return `$${params.length}`;
  };
  // Every row is open and past its due date, so its days past due are exactly today − due date:
  // the bucket and the keyset are said on the due date, which the open-loans index orders (and
  // the planner can estimate, unlike the days-past-due expression).
  const where = ['o.state = ANY($2::int[])', 'o.due_date < $1::date'];
  if (search.dpdMin !== undefined) {
    where.push(`o.due_date <= $1::date - ${param(search.dpdMin)}::int`);
  }
  if (search.dpdMax !== undefined && search.dpdMax !== null) {
    where.push(`o.due_date >= $1::date - ${param(search.dpdMax)}::int`);
  }
  if (search.agentId === null) where.push('a.agent_operator_id IS NULL');
  else if (search.agentId !== undefined) {
    where.push(`a.agent_operator_id = ${param(search.agentId)}`);
  }
  if (search.after) {
    // dpd < d, or dpd = d and a higher id: (due date, id) after (today − d, id).
    const afterDpd = param(search.after.dpd);
    where.push(`(o.due_date, o.id) > ($1::date - ${afterDpd}::int, ${param(search.after.id)})`);
  }
  const rows = await q.query<CollectionQueueRow>(
    `SELECT ${ORDER_COLUMNS}, ${dpd} AS dpd,
       a.username AS agent_username, a.display_name AS agent_name,
       to_char(pr.promised_date, 'YYYY-MM-DD') AS promised_date, pr.amount_paise AS promise_paise,
       c.channel AS contact_channel, c.outcome AS contact_outcome, c.contacted_at
     FROM orders o
     JOIN users u ON u.id = o.user_id
     LEFT JOIN user_identity ui ON ui.user_id = o.user_id
     LEFT JOIN LATERAL (
       SELECT ca.agent_operator_id, op.username, op.display_name FROM collection_assignments ca
       JOIN operators op ON op.id = ca.agent_operator_id
       WHERE ca.order_id = o.id ORDER BY ca.id DESC LIMIT 1
     ) a ON true
     LEFT JOIN promises_to_pay pr ON pr.order_id = o.id AND pr.status = 'open'
     LEFT JOIN LATERAL (
       SELECT cc.channel, cc.outcome, cc.contacted_at FROM collection_contacts cc
       WHERE cc.order_id = o.id ORDER BY cc.contacted_at DESC, cc.id DESC LIMIT 1
     ) c ON true
     WHERE ${where.join(' AND ')}
     ORDER BY o.due_date ASC, o.id ASC LIMIT ${param(search.limit + 1)}`,
    params,
  );
  return rows.map((row) => normalise(row));
}

export type CollectionOrderRow = OrderMoneyRow & {
  order_no: string | null;
  due_date: string | null;
  phone: string;
  borrower_name: string | null;
  /** null unless paid out and not settled. */
  dpd: number | null;
};

/** One order as collections shows it; null when there is no such order. */
export async function collectionOrderRow(
  q: Queryable,
  orderId: number,
  today: string,
): Promise<CollectionOrderRow | null> {
  const [row] = await q.query<CollectionOrderRow>(
    `SELECT ${ORDER_COLUMNS}, ${daysPastDueSql('$2', '$3')} AS dpd
     FROM orders o
     JOIN users u ON u.id = o.user_id
     LEFT JOIN user_identity ui ON ui.user_id = o.user_id
     WHERE o.id = $1`,
    [orderId, today, OPEN_LOAN_STATES],
  );
  return row ? normalise(row) : null;
}

/** Locks the order's row for the rest of the transaction (one assignment or promise at a time). */
export async function lockOrder(q: Queryable, orderId: number): Promise<boolean> {
  const rows = await q.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
  return rows.length > 0;
}

/**
 * Settles open promises to pay (of `orderIds`, or every one): kept once the order was settled, or
 * repayments credited since the promise was made reach its amount, by the end of the promised day
 * in India; broken when that day has passed (`today`, India) without. Run on read: no scheduler.
 */
export async function settlePromises(
  q: Queryable,
  { today, now, orderIds }: { today: string; now: Date; orderIds?: readonly number[] },
): Promise<void> {
  const params: SqlParam[] = [today, now, OrderState.settled];
  if (orderIds) params.push(orderIds);
  // The end of the promised day in India (UTC+5:30), as an instant.
  const dayEnd = `(((p.promised_date + 1)::timestamp - interval '330 minutes') AT TIME ZONE 'UTC')`;
  await q.query(
    `UPDATE promises_to_pay SET
       status = CASE WHEN r.kept THEN 'kept' ELSE 'broken' END, resolved_at = $2
     FROM (
       SELECT p.id, p.promised_date < $1::date AS lapsed,
         (o.state = $3 AND o.settled_at IS NOT NULL AND o.settled_at < ${dayEnd})
         OR COALESCE((
           SELECT sum(e.amount_paise) FROM ledger_entries e
           WHERE e.order_id = p.order_id AND e.account = 'loan_receivable' AND e.side = 'credit'
             AND e.kind = 'payment' AND e.created_at >= p.created_at AND e.created_at < ${dayEnd}
         ), 0) >= p.amount_paise AS kept
       FROM promises_to_pay p
       JOIN orders o ON o.id = p.order_id
       WHERE p.status = 'open' ${orderIds ? 'AND p.order_id = ANY($4::bigint[])' : ''}
     ) r
     WHERE promises_to_pay.id = r.id AND (r.kept OR r.lapsed)`,
    params,
  );
}

/**
 * Contacts logged with the borrower of `orderId` (on any of their loans) from `from` to before
 * `to`. The borrower's row is locked first, so two agents logging at once are counted one after
 * the other (the contacts-a-day limit holds under concurrency).
 */
export async function contactsWithBorrowerOfOrder(
  q: Queryable,
  orderId: number,
  from: Date,
  to: Date,
): Promise<number> {
  await q.query(
    'SELECT u.id FROM users u JOIN orders o ON o.user_id = u.id WHERE o.id = $1 FOR UPDATE OF u',
    [orderId],
  );
  const [row] = await q.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM collection_contacts c
     WHERE c.order_id IN (SELECT id FROM orders
       WHERE user_id = (SELECT user_id FROM orders WHERE id = $1))
       AND c.contacted_at >= $2 AND c.contacted_at < $3`,
    [orderId, from, to],
  );
  return Number(row?.count ?? 0);
}
