import type { Queryable } from '../../db/database';
import { applicationsSince, lateLoans } from '../orders/portfolio-queries';

/** Sums over orders, decisions and the ledger for the operators' dashboard (paise, counts). */
export function createDashboardRepository(db: Queryable) {
  const one = async <Row>(sql: string, params: unknown[]): Promise<Row> => {
    const [row] = await db.query<Row>(sql, params as never[]);
    if (!row) throw new Error('dashboard: an aggregate returned no row');
    return row;
  };

  return {
    async period(from: Date) {
      const totals = await one<{
        approved: number;
        denied: number;
        disbursed_count: number;
        disbursed_principal: number;
        disbursed_sent: number;
        repayment_count: number;
        repaid: number;
      }>(
        `SELECT
           (SELECT count(*) FROM order_decisions WHERE created_at >= $1 AND decision = 'approve')::int
             AS approved,
           (SELECT count(*) FROM order_decisions WHERE created_at >= $1 AND decision = 'deny')::int
             AS denied,
           (SELECT count(DISTINCT order_id) FROM ledger_entries
              WHERE kind = 'disbursal' AND created_at >= $1)::int AS disbursed_count,
           (SELECT COALESCE(sum(amount_paise), 0) FROM ledger_entries WHERE kind = 'disbursal'
              AND account = 'loan_receivable' AND side = 'debit' AND created_at >= $1)::bigint
             AS disbursed_principal,
           (SELECT COALESCE(sum(amount_paise), 0) FROM ledger_entries WHERE kind = 'disbursal'
              AND account = 'bank' AND side = 'credit' AND created_at >= $1)::bigint AS disbursed_sent,
           (SELECT count(DISTINCT posting_id) FROM ledger_entries WHERE kind = 'payment'
              AND account = 'bank' AND side = 'debit' AND created_at >= $1)::int AS repayment_count,
           (SELECT COALESCE(sum(amount_paise), 0) FROM ledger_entries WHERE kind = 'payment'
              AND account = 'bank' AND side = 'debit' AND created_at >= $1)::bigint AS repaid`,
        [from],
      );
      return { ...totals, applications: await applicationsSince(db, from) };
    },

    /** Loans past their due date (`today`, India) with days past due and what each owes. */
    lateLoans: (today: string) => lateLoans(db, today),

    /** The whole book: what paid-out loans owe (loan_receivable), all of it. */
    async outstanding() {
      return (
        await one<{ owed: number }>(
          `SELECT COALESCE(sum(CASE side WHEN 'debit' THEN amount_paise ELSE -amount_paise END), 0)::bigint
             AS owed FROM ledger_entries WHERE account = 'loan_receivable'`,
          [],
        )
      ).owed;
    },

    /** Browsers that viewed each page since `from` (the web app's page-view events). */
    async pageVisitors(from: Date, pages: readonly string[]) {
      return db.query<{ page_name: string; visitors: number }>(
        `SELECT page_name, count(DISTINCT COALESCE(web_uuid, user_id::text))::int AS visitors
         FROM tracking_events
         WHERE behavior = 'page_view' AND event_time >= $1 AND page_name = ANY($2::text[])
         GROUP BY page_name`,
        [from, pages],
      );
    },
  };
}
