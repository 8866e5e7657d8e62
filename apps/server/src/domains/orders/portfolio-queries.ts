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

/** Paid out and not settled: the loans that can be late. */
export const OPEN_LOAN_STATES: readonly number[] = [
  OrderState.loaned,
  OrderState.overdued,
  OrderState.extension,
];

/**
 * Days past due of the order `o` on the day `today` (an SQL parameter, YYYY-MM-DD in India):
 * 0 until the due date has passed; null unless the loan is open (`openStates`, a parameter
 * holding OPEN_LOAN_STATES). The dashboard's buckets and the operators' loan search both count
 * with this one expression.
 */
export function daysPastDueSql(today: string, openStates: string): string {
  return `CASE WHEN o.state = ANY(${openStates}::int[]) AND o.due_date IS NOT NULL
    THEN GREATEST(${today}::date - o.due_date, 0) END`;
}

/** Paid-out loans past their due date (`today`, India): days past due and what each owes. */
export async function lateLoans(q: Queryable, today: string) {
  return q.query<{ dpd: number; owed: number }>(
    `SELECT ${daysPastDueSql('$1', '$2')}::int AS dpd,
       COALESCE(sum(CASE e.side WHEN 'debit' THEN e.amount_paise ELSE -e.amount_paise END), 0)::bigint
         AS owed
     FROM orders o
     LEFT JOIN ledger_entries e ON e.order_id = o.id AND e.account = 'loan_receivable'
     WHERE o.state = ANY($2::int[]) AND o.due_date < $1::date
     GROUP BY o.id, o.due_date, o.state`,
    [today, OPEN_LOAN_STATES],
  );
}
