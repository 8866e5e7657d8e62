import type { Queryable } from '../../db/database';

export type LedgerSide = 'debit' | 'credit';

export type LedgerEntryRow = {
  id: number;
  posting_id: string;
  order_id: number;
  account: string;
  side: LedgerSide;
  amount_paise: number;
  kind: string;
  reference: string | null;
  created_at: Date;
};

export type NewLedgerEntry = {
  account: string;
  side: LedgerSide;
  amountPaise: number;
  kind: string;
};

/**
 * SQL of the ledger. ledger_entries is insert-only (UPDATE and DELETE are rules that do nothing),
 * so this repository only ever inserts and sums.
 */
export function createLedgerRepository(q: Queryable) {
  return {
    /** All entries of one posting in one statement: they land together or not at all. */
    async insertPosting(posting: {
      postingId: string;
      orderId: number;
      reference: string | null;
      entries: readonly NewLedgerEntry[];
      at: Date;
    }): Promise<void> {
      const params: (string | number | Date | null)[] = [
        posting.postingId,
        posting.orderId,
        posting.reference,
        posting.at,
      ];
      const rows = posting.entries.map((entry) => {
        params.push(entry.account, entry.side, entry.amountPaise, entry.kind);
        const base = params.length - 4;
        return `($1, $2, $${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $3, $4)`;
      });
      await q.query(
        `INSERT INTO ledger_entries
           (posting_id, order_id, account, side, amount_paise, kind, reference, created_at)
         VALUES ${rows.join(', ')}`,
        params,
      );
    },

    /** Debits − credits of one account of one order. */
    async balance(orderId: number, account: string): Promise<number> {
      const rows = await q.query<{ balance: number | string }>(
        `SELECT COALESCE(SUM(CASE WHEN side = 'debit' THEN amount_paise ELSE -amount_paise END), 0)::bigint
           AS balance
         FROM ledger_entries WHERE order_id = $1 AND account = $2`,
        [orderId, account],
      );
      return Number(rows[0]?.balance ?? 0);
    },

    async balancesOf(orderId: number): Promise<{ account: string; balance: number }[]> {
      const rows = await q.query<{ account: string; balance: number | string }>(
        `SELECT account,
           SUM(CASE WHEN side = 'debit' THEN amount_paise ELSE -amount_paise END)::bigint AS balance
         FROM ledger_entries WHERE order_id = $1 GROUP BY account ORDER BY account`,
        [orderId],
      );
      return rows.map((row) => ({ account: row.account, balance: Number(row.balance) }));
    },

    async entriesOf(orderId: number): Promise<LedgerEntryRow[]> {
      const rows = await q.query<LedgerEntryRow>(
        `SELECT id, posting_id::text AS posting_id, order_id, account, side, amount_paise, kind,
           reference, created_at
         FROM ledger_entries WHERE order_id = $1 ORDER BY id`,
        [orderId],
      );
      return rows.map((row) => ({
        ...row,
        id: Number(row.id),
        order_id: Number(row.order_id),
        amount_paise: Number(row.amount_paise),
      }));
    },

    /** Σ debits and Σ credits over every entry, optionally of one order. */
    async totals(orderId: number | null): Promise<{ debits: number; credits: number }> {
      const rows = await q.query<{ debits: number | string; credits: number | string }>(
        `SELECT
           COALESCE(SUM(amount_paise) FILTER (WHERE side = 'debit'), 0)::bigint AS debits,
           COALESCE(SUM(amount_paise) FILTER (WHERE side = 'credit'), 0)::bigint AS credits
         FROM ledger_entries WHERE ($1::bigint IS NULL OR order_id = $1)`,
        [orderId],
      );
      return { debits: Number(rows[0]?.debits ?? 0), credits: Number(rows[0]?.credits ?? 0) };
    },

    /** Postings whose debits differ from their credits, or that span more than one order. */
    async unbalancedPostings(): Promise<
      { postingId: string; debits: number; credits: number; orders: number }[]
    > {
      const rows = await q.query<{
        posting_id: string;
        debits: number | string;
        credits: number | string;
        orders: number | string;
      }>(
        `SELECT posting_id::text AS posting_id,
           COALESCE(SUM(amount_paise) FILTER (WHERE side = 'debit'), 0)::bigint AS debits,
           COALESCE(SUM(amount_paise) FILTER (WHERE side = 'credit'), 0)::bigint AS credits,
           COUNT(DISTINCT order_id)::int AS orders
         FROM ledger_entries GROUP BY posting_id
         HAVING COALESCE(SUM(amount_paise) FILTER (WHERE side = 'debit'), 0)
             <> COALESCE(SUM(amount_paise) FILTER (WHERE side = 'credit'), 0)
           OR COUNT(DISTINCT order_id) <> 1
         ORDER BY posting_id`,
      );
      return rows.map((row) => ({
        postingId: row.posting_id,
        debits: Number(row.debits),
        credits: Number(row.credits),
        orders: Number(row.orders),
      }));
    },

    /** Σ amounts by order, account, side and kind, for the given orders. */
    async sumsByKind(orderIds: readonly number[]) {
      const rows = await q.query<{
        order_id: number | string;
        account: string;
        side: LedgerSide;
        kind: string;
        total: number | string;
      }>(
        `SELECT order_id, account, side, kind, SUM(amount_paise)::bigint AS total
         FROM ledger_entries WHERE order_id = ANY($1::bigint[])
         GROUP BY order_id, account, side, kind`,
        [orderIds],
      );
      return rows.map((row) => ({
        orderId: Number(row.order_id),
        account: row.account,
        side: row.side,
        kind: row.kind,
        totalPaise: Number(row.total),
      }));
    },

    /** Postings of the order that brought money in (a bank debit), oldest first. */
    async receiptsOf(orderId: number) {
      const rows = await q.query<{
        posting_id: string;
        kind: string;
        amount: number | string;
        credit: number | string;
        reference: string | null;
        at: Date;
      }>(
        `SELECT posting_id::text AS posting_id,
           MIN(kind) FILTER (WHERE account = 'bank' AND side = 'debit') AS kind,
           SUM(amount_paise) FILTER (WHERE account = 'bank' AND side = 'debit')::bigint AS amount,
           COALESCE(SUM(amount_paise) FILTER (WHERE account = 'borrower_credit'
             AND side = 'credit'), 0)::bigint AS credit,
           MIN(reference) AS reference, MIN(created_at) AS at
         FROM ledger_entries WHERE order_id = $1
         GROUP BY posting_id
         HAVING COUNT(*) FILTER (WHERE account = 'bank' AND side = 'debit') > 0
         ORDER BY MIN(created_at), MIN(id)`,
        [orderId],
      );
      return rows.map((row) => ({
        postingId: row.posting_id,
        kind: row.kind,
        amountPaise: Number(row.amount),
        creditPaise: Number(row.credit),
        reference: row.reference,
        at: new Date(row.at),
      }));
    },

    /** Credit entries of one account across orders, newest first, with the kind of the money in. */
    async creditsOf(account: string, limit: number) {
      const rows = await q.query<{
        order_id: number | string;
        kind: string;
        amount_paise: number | string;
        reference: string | null;
        created_at: Date;
      }>(
        // The kind of the money that came in: a payment (its excess) or a whole overpayment.
        `SELECT c.order_id, c.amount_paise, c.reference, c.created_at,
           (SELECT b.kind FROM ledger_entries b WHERE b.posting_id = c.posting_id
             AND b.account = 'bank' AND b.side = 'debit' LIMIT 1) AS kind
         FROM ledger_entries c
         WHERE c.account = $1 AND c.side = 'credit' ORDER BY c.created_at DESC, c.id DESC LIMIT $2`,
        [account, limit],
      );
      return rows.map((row) => ({
        orderId: Number(row.order_id),
        kind: row.kind,
        amountPaise: Number(row.amount_paise),
        reference: row.reference,
        at: new Date(row.created_at),
      }));
    },

    async postingCount(): Promise<number> {
      const rows = await q.query<{ count: number | string }>(
        'SELECT COUNT(DISTINCT posting_id)::int AS count FROM ledger_entries',
      );
      return Number(rows[0]?.count ?? 0);
    },
  };
}
