import type { Queryable } from '../../db/database';

export type InProgressOrderRow = {
  id: number;
  state: number;
  product_id: number;
  loan_amount_paise: number;
  product_name: string;
  product_logo: string;
  product_tenure_label: string;
};

export function createOrderRepository(db: Queryable) {
  return {
    /** The borrower's orders that still need something from them or from us, newest first. */
    async listInProgress(userId: number, states: readonly number[]): Promise<InProgressOrderRow[]> {
      const rows = await db.query<InProgressOrderRow>(
        `SELECT o.id, o.state, o.product_id, o.loan_amount_paise, p.name AS product_name, p.logo AS product_logo,
           p.tenure_label AS product_tenure_label
         FROM orders o JOIN products p ON p.id = o.product_id
         WHERE o.user_id = $1 AND o.state = ANY($2::int[])
         ORDER BY o.created_at DESC, o.id DESC`,
        [userId, states],
      );
      return rows.map((row) => ({
        ...row,
        product_id: Number(row.product_id),
        loan_amount_paise: Number(row.loan_amount_paise),
      }));
    },
  };
}
