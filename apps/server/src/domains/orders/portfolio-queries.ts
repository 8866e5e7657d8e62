import { OrderState } from '@saral/contract/order-states';
import type { Queryable } from '../../db/database';

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

/**
 * Paid-out loans past their due date (`today`, India), per days past due: how many and what they
 * owe. What an order owes is its receivable_paise, kept with every ledger posting (migration
 * 0044), so the open loans' index answers alone.
 */
export async function lateLoansByDays(q: Queryable, today: string) {
  const rows = await q.query<{ dpd: number; loans: number; owed: number }>(
    `SELECT ($1::date - o.due_date)::int AS dpd, count(*)::int AS loans,
       COALESCE(sum(o.receivable_paise), 0)::bigint AS owed
     FROM orders o
     WHERE o.state = ANY($2::int[]) AND o.due_date < $1::date
     GROUP BY o.due_date`,
    [today, OPEN_LOAN_STATES],
  );
  return rows.map((row) => ({
    dpd: Number(row.dpd),
    loans: Number(row.loans),
    owed: Number(row.owed),
  }));
}
