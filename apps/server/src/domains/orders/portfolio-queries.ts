import { OrderState } from '@saral/contract/order-states';
import type { Queryable } from '../../db/database';

/** Orders applied for since `from` (the operators' dashboard). */
export async function applicationsSince(q: Queryable, from: Date): Promise<number> {
  const [row] = await q.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM orders WHERE created_at >= $1',
    [from],
  );
  return Number(row?.count ?? 0);
}

/** Paid-out loans past their due date (`today`, India): days past due and what each owes. */
export async function lateLoans(q: Queryable, today: string) {
  return q.query<{ dpd: number; owed: number }>(
    `SELECT ($1::date - o.due_date)::int AS dpd,
       COALESCE(sum(CASE e.side WHEN 'debit' THEN e.amount_paise ELSE -e.amount_paise END), 0)::bigint
         AS owed
     FROM orders o
     LEFT JOIN ledger_entries e ON e.order_id = o.id AND e.account = 'loan_receivable'
     WHERE o.state = ANY($2::int[]) AND o.due_date < $1::date
     GROUP BY o.id, o.due_date`,
    [today, [OrderState.loaned, OrderState.overdued, OrderState.extension]],
  );
}
