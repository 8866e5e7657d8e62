import type { Queryable } from '../../db/database';

/**
 * SQL on orders for the borrower's own Account: the loans of a data download, whether any order
 * still blocks closing the account, and the facts of a no-dues letter.
 */

/** Final order states: denied, payout failed, settled, invalid. Any other order is still open. */
export const FINAL_ORDER_STATES: readonly number[] = [3, 5, 7, 9];

export type AccountOrderRow = {
  id: number;
  loanNo: string;
  state: number;
  amountPaise: number;
  appliedAt: Date;
  loanDate: Date | null;
  settledAt: Date | null;
  userId: number;
};

type Row = {
  id: number;
  order_no: string | null;
  state: number;
  loan_amount_paise: number;
  created_at: Date;
  loan_date: Date | null;
  settled_at: Date | null;
  user_id: number;
};

const COLUMNS = `id, order_no, state, loan_amount_paise, created_at, loan_date, settled_at, user_id`;

function toOrder(row: Row): AccountOrderRow {
  return {
    id: Number(row.id),
    loanNo: row.order_no ?? String(row.id),
    state: Number(row.state),
    amountPaise: Number(row.loan_amount_paise),
    appliedAt: new Date(row.created_at),
    loanDate: row.loan_date ? new Date(row.loan_date) : null,
    settledAt: row.settled_at ? new Date(row.settled_at) : null,
    userId: Number(row.user_id),
  };
}

/** Every order of the borrower, newest first. */
export async function ordersOfBorrower(q: Queryable, userId: number): Promise<AccountOrderRow[]> {
  const rows = await q.query<Row>(
    `SELECT ${COLUMNS} FROM orders WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
    [userId],
  );
  return rows.map(toOrder);
}

/** One order of the borrower; null when it does not exist or is someone else's. */
export async function orderOfBorrower(
  q: Queryable,
  userId: number,
  orderId: number,
): Promise<AccountOrderRow | null> {
  const [row] = await q.query<Row>(`SELECT ${COLUMNS} FROM orders WHERE id = $1 AND user_id = $2`, [
    orderId,
    userId,
  ]);
  return row ? toOrder(row) : null;
}
