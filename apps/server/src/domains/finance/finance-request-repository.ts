import type { FinanceRequestListQuery } from '@saral/contract/api/operator-finance';
import type { Queryable, SqlParam } from '../../db/database';
import { decodeCursor } from '../../shared/keyset-cursor';

/** SQL on finance_requests: maker-checker requests (manual repayments, overdue-fee waivers). */

export type FinanceRequestRow = {
  id: number;
  kind: 'manual_repayment' | 'fee_waiver';
  order_id: number;
  amount_paise: number;
  bank_reference: string | null;
  received_on: string | null;
  reason: string | null;
  status: 'pending' | 'approved' | 'rejected';
  maker_id: number;
  maker_username: string;
  checker_username: string | null;
  decision_reason: string | null;
  created_at: Date;
  decided_at: Date | null;
};

export type NewFinanceRequest = {
  kind: FinanceRequestRow['kind'];
  orderId: number;
  amountPaise: number;
  bankReference: string | null;
  receivedOn: string | null;
  reason: string | null;
  makerId: number;
  makerUsername: string;
  at: Date;
};

const COLUMNS = `id, kind, order_id, amount_paise, bank_reference, received_on::text AS received_on,
  reason, status, maker_id, maker_username, checker_username, decision_reason, created_at,
  decided_at`;

function normalise(row: FinanceRequestRow): FinanceRequestRow {
  return {
    ...row,
    id: Number(row.id),
    order_id: Number(row.order_id),
    amount_paise: Number(row.amount_paise),
    maker_id: Number(row.maker_id),
    created_at: new Date(row.created_at),
    decided_at: row.decided_at === null ? null : new Date(row.decided_at),
  };
}

export function createFinanceRequestRepository(db: Queryable) {
  return {
    /** The new request's row; null when its bank reference is already asked for. */
    async insert(request: NewFinanceRequest): Promise<FinanceRequestRow | null> {
      const rows = await db.query<FinanceRequestRow>(
        `INSERT INTO finance_requests (kind, order_id, amount_paise, bank_reference, received_on,
           reason, maker_id, maker_username, created_at)
         VALUES ($1, $2, $3, $4, $5::date, $6, $7, $8, $9)
         ON CONFLICT (lower(bank_reference))
           WHERE kind = 'manual_repayment' AND status <> 'rejected' DO NOTHING
         RETURNING ${COLUMNS}`,
        [
          request.kind,
          request.orderId,
          request.amountPaise,
          request.bankReference,
          request.receivedOn,
          request.reason,
          request.makerId,
          request.makerUsername,
          request.at,
        ],
      );
      return rows[0] ? normalise(rows[0]) : null;
    },

    /** Locks the request until the transaction ends (one decision at a time). */
    async lock(id: number): Promise<FinanceRequestRow | null> {
      const rows = await db.query<FinanceRequestRow>(
        `SELECT ${COLUMNS} FROM finance_requests WHERE id = $1 FOR UPDATE`,
        [id],
      );
      return rows[0] ? normalise(rows[0]) : null;
    },

    async decide(
      id: number,
      decision: {
        status: 'approved' | 'rejected';
        checkerId: number;
        checkerUsername: string;
        reason: string | null;
        at: Date;
      },
    ): Promise<FinanceRequestRow> {
      const rows = await db.query<FinanceRequestRow>(
        `UPDATE finance_requests SET status = $2, checker_id = $3, checker_username = $4,
           decision_reason = $5, decided_at = $6
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [
          id,
          decision.status,
          decision.checkerId,
          decision.checkerUsername,
          decision.reason,
          decision.at,
        ],
      );
      if (!rows[0]) throw new Error(`finance request ${id} vanished`);
      return normalise(rows[0]);
    },

    /** Newest first, `limit + 1` rows (the extra one tells whether a next page exists). */
    async list(query: FinanceRequestListQuery): Promise<FinanceRequestRow[]> {
      const where: string[] = [];
      const params: SqlParam[] = [];
      const add = (sql: string, value: SqlParam) => {
        params.push(value);
        where.push(sql.replace('?', `$${params.length}`));
      };
      if (query.status) add('status = ?', query.status);
      if (query.kind) add('kind = ?', query.kind);
      if (query.cursor) {
        const cursor = decodeCursor(query.cursor);
        params.push(cursor.at, Number(cursor.id));
        where.push(`(created_at, id) < ($${params.length - 1}, $${params.length})`);
      }
      params.push(query.limit + 1);
      const rows = await db.query<FinanceRequestRow>(
        `SELECT ${COLUMNS} FROM finance_requests
         ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
         ORDER BY created_at DESC, id DESC LIMIT $${params.length}`,
        params,
      );
      return rows.map(normalise);
    },
  };
}
