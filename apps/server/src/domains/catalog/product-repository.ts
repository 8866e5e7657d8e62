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
  /**
   * The approved product version whose terms the row holds (null before versions). Read in the
   * same statement as the terms, so an order priced from this row names the version it used.
   */
  version_id: number | null;
  version: number | null;
};

const COLUMNS = `p.id, p.name, p.logo, p.max_amount_paise, p.amount_list_paise,
  p.daily_interest_percent, p.processing_fee_percent, p.period_days, p.period_list, p.tenure_label,
  p.loan_processing_time, p.score, p.slogan, p.eligibility, p.requirements, p.product_type,
  p.h5_href, p.is_full, v.id AS version_id, v.version`;
const FROM = `products p
  LEFT JOIN product_versions v ON v.product_id = p.id AND v.status = 'approved'`;

export function createProductRepository(db: Queryable) {
  return {
    async listActive(): Promise<ProductRow[]> {
      const rows = await db.query<ProductRow>(
        `SELECT ${COLUMNS} FROM ${FROM} WHERE p.active ORDER BY p.sort_order, p.id`,
      );
      return rows.map(normalise);
    },

    async findActive(id: number): Promise<ProductRow | null> {
      const rows = await db.query<ProductRow>(
        `SELECT ${COLUMNS} FROM ${FROM} WHERE p.id = $1 AND p.active`,
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
    version_id: row.version_id === null ? null : Number(row.version_id),
    version: row.version === null ? null : Number(row.version),
  };
}
