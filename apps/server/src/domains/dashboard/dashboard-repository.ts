import type { Queryable } from '../../db/database';
import { lateLoansByDays } from '../orders/portfolio-queries';

/** The operators' dashboard's figures (paise, counts): kept daily figures and the open loans' index. */
export function createDashboardRepository(db: Queryable) {
  const one = async <Row>(sql: string, params: unknown[]): Promise<Row> => {
    const [row] = await db.query<Row>(sql, params as never[]);
    if (!row) throw new Error('dashboard: an aggregate returned no row');
    return row;
  };

  return {
    /**
     * Applications, decisions, payouts and repayments since the start (India's midnight) of
     * `fromDay`, from the daily figures the database keeps as rows are written (daily_counts,
     * ledger_daily; migration 0044). One disbursal posting per paid-out order, one bank debit
     * per repayment posting.
     */
    async period(fromDay: string) {
      return one<{
        applications: number;
        approved: number;
        denied: number;
        disbursed_count: number;
        disbursed_principal: number;
        disbursed_sent: number;
        repayment_count: number;
        repaid: number;
      }>(
        `WITH counts AS (SELECT event, sum(count) AS count FROM daily_counts WHERE day >= $1::date
             GROUP BY event),
           ledger AS (SELECT kind, account, side, sum(postings) AS postings,
               sum(amount_paise) AS amount
             FROM ledger_daily WHERE day >= $1::date GROUP BY kind, account, side)
         SELECT
           COALESCE((SELECT count FROM counts WHERE event = 'application'), 0)::int AS applications,
           COALESCE((SELECT count FROM counts WHERE event = 'decision:approve'), 0)::int AS approved,
           COALESCE((SELECT count FROM counts WHERE event = 'decision:deny'), 0)::int AS denied,
           COALESCE((SELECT postings FROM ledger WHERE kind = 'disbursal'
             AND account = 'loan_receivable' AND side = 'debit'), 0)::int AS disbursed_count,
           COALESCE((SELECT amount FROM ledger WHERE kind = 'disbursal'
             AND account = 'loan_receivable' AND side = 'debit'), 0)::bigint AS disbursed_principal,
           COALESCE((SELECT amount FROM ledger WHERE kind = 'disbursal' AND account = 'bank'
             AND side = 'credit'), 0)::bigint AS disbursed_sent,
           COALESCE((SELECT postings FROM ledger WHERE kind = 'payment' AND account = 'bank'
             AND side = 'debit'), 0)::int AS repayment_count,
           COALESCE((SELECT amount FROM ledger WHERE kind = 'payment' AND account = 'bank'
             AND side = 'debit'), 0)::bigint AS repaid`,
        [fromDay],
      );
    },

    /** Loans past their due date (`today`, India): per days past due, how many and what they owe. */
    lateLoans: (today: string) => lateLoansByDays(db, today),

    /** The whole book: what paid-out loans owe (loan_receivable), from the daily totals. */
    async outstanding() {
      return (
        await one<{ owed: number }>(
          `SELECT COALESCE(sum(CASE side WHEN 'debit' THEN amount_paise ELSE -amount_paise END), 0)::bigint
             AS owed FROM ledger_daily WHERE account = 'loan_receivable'`,
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
