import type { Queryable } from '../../db/database';

export type ProductRow = {
  id: number;
  name: string;
  logo: string;
  max_amount_paise: number;
  amount_list_paise: number[];
  daily_interest_percent: number;
  processing_fee_percent: number;
  period_days: number;
  period_list: number[];
  /** The term as cards word it, e.g. 'Tenure 7 days' (operators edit it with period_days). */
  tenure_label: string;
  loan_processing_time: string;
  score: number;
  slogan: string;
  eligibility: string[];
  requirements: string[];
  product_type: number;
  h5_href: string;
  is_full: boolean;
};

const COLUMNS = `id, name, logo, max_amount_paise, amount_list_paise, daily_interest_percent,
  processing_fee_percent, period_days, period_list, tenure_label, loan_processing_time, score, slogan,
  eligibility, requirements, product_type, h5_href, is_full`;

export function createProductRepository(db: Queryable) {
  return {
    async listActive(): Promise<ProductRow[]> {
      const rows = await db.query<ProductRow>(
        `SELECT ${COLUMNS} FROM products WHERE active ORDER BY sort_order, id`,
      );
      return rows.map(normalise);
    },

    async findActive(id: number): Promise<ProductRow | null> {
      const rows = await db.query<ProductRow>(
        `SELECT ${COLUMNS} FROM products WHERE id = $1 AND active`,
        [id],
      );
      return rows[0] ? normalise(rows[0]) : null;
    },
  };
}

/** bigint[] and numeric arrive as strings or bigints depending on the engine. */
function normalise(row: ProductRow): ProductRow {
  return {
    ...row,
    max_amount_paise: Number(row.max_amount_paise),
    amount_list_paise: row.amount_list_paise.map(Number),
    daily_interest_percent: Number(row.daily_interest_percent),
    processing_fee_percent: Number(row.processing_fee_percent),
    score: Number(row.score),
  };
}
