import type { Queryable } from '../../db/database';

/**
 * SQL on orders for the operators' borrower 360: whose application it is, the borrower's other
 * orders, and the latest order of borrowers who share an identifier with them.
 */

export type OrderParty = {
  id: number;
  user_id: number;
  phone: string;
  state: number;
  bank_card_id: number | null;
  created_at: Date;
};

export async function orderParty(q: Queryable, orderId: number): Promise<OrderParty | null> {
  const [row] = await q.query<OrderParty>(
    `SELECT o.id, o.user_id, u.phone, o.state, o.bank_card_id, o.created_at
     FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = $1`,
    [orderId],
  );
  if (!row) return null;
  return {
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    state: Number(row.state),
    bank_card_id: row.bank_card_id === null ? null : Number(row.bank_card_id),
  };
}

export type BorrowerLoanRow = {
  id: number;
  order_no: string | null;
  loan_amount_paise: number;
  state: number;
  created_at: Date;
  /** YYYY-MM-DD */
  due_date: string | null;
  settled_at: Date | null;
};

/** The borrower's orders other than `exceptOrderId`, newest first (at most `limit`). */
export async function borrowerLoans(
  q: Queryable,
  userId: number,
  exceptOrderId: number,
  limit = 50,
): Promise<BorrowerLoanRow[]> {
  const rows = await q.query<BorrowerLoanRow>(
    `SELECT id, order_no, loan_amount_paise, state, created_at,
       to_char(due_date, 'YYYY-MM-DD') AS due_date, settled_at
     FROM orders WHERE user_id = $1 AND id <> $2
     ORDER BY created_at DESC, id DESC LIMIT $3`,
    [userId, exceptOrderId, limit],
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    state: Number(row.state),
    loan_amount_paise: Number(row.loan_amount_paise),
  }));
}

export type LatestOrderOfUser = {
  user_id: number;
  phone: string;
  order_no: string | null;
  state: number | null;
};

/** Each borrower's phone and newest order (null order fields when they never applied). */
export async function latestOrdersOf(
  q: Queryable,
  userIds: readonly number[],
): Promise<LatestOrderOfUser[]> {
  if (userIds.length === 0) return [];
  const rows = await q.query<LatestOrderOfUser>(
    `SELECT u.id AS user_id, u.phone, latest.order_no, latest.state
     FROM users u
     LEFT JOIN LATERAL (
       SELECT COALESCE(o.order_no, o.id::text) AS order_no, o.state FROM orders o
       WHERE o.user_id = u.id ORDER BY o.created_at DESC, o.id DESC LIMIT 1
     ) latest ON true
     WHERE u.id = ANY($1::bigint[])
     ORDER BY u.id`,
    [userIds],
  );
  return rows.map((row) => ({
    ...row,
    user_id: Number(row.user_id),
    state: row.state === null ? null : Number(row.state),
  }));
}
