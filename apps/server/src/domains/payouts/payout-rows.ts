import type { Queryable } from '../../db/database';

/**
 * The payouts table's row as the service and the operators' screens read it, and the mapping
 * from driver values (bigint as text, timestamps as strings) to numbers and dates.
 */

export type PayoutStatus = 'pending' | 'processing' | 'paid' | 'failed';

export type PayoutRow = {
  id: string;
  order_id: number;
  provider: string;
  amount_paise: number;
  ifsc: string;
  account_no: string;
  status: PayoutStatus;
  provider_reference: string | null;
  failure_reason: string | null;
  /** The provider's idempotency key of the current send (after an operator's retry). */
  send_key: string | null;
  attempts: number;
  next_attempt_at: Date;
  created_at: Date;
  updated_at: Date;
};

export const PAYOUT_COLUMNS = `id::text AS id, order_id, provider, amount_paise, ifsc, account_no, status,
  provider_reference, failure_reason, send_key::text AS send_key, attempts, next_attempt_at,
  created_at, updated_at`;

export function normalisePayout(row: PayoutRow): PayoutRow {
  return {
    ...row,
    order_id: Number(row.order_id),
    amount_paise: Number(row.amount_paise),
    attempts: Number(row.attempts),
    next_attempt_at: new Date(row.next_attempt_at),
    created_at: new Date(row.created_at),
    updated_at: new Date(row.updated_at),
  };
}

export async function findPayoutOfOrder(q: Queryable, orderId: number): Promise<PayoutRow | null> {
  const rows = await q.query<PayoutRow>(
    `SELECT ${PAYOUT_COLUMNS} FROM payouts WHERE order_id = $1`,
    [orderId],
  );
  return rows[0] ? normalisePayout(rows[0]) : null;
}
