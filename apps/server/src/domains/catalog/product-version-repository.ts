import type { ProductVersionStatus } from '@saral/contract/api/ops-products';
import type { Queryable } from '../../db/database';
import { normaliseVersionRow, type VersionRow } from '../versioning/versioned-changes';

/** A version's terms as stored (jsonb): amounts in paise. */
export type StoredProductTerms = {
  maxAmountPaise: number;
  amountChoicesPaise: number[];
  dailyInterestPercent: number;
  processingFeePercent: number;
  periodDays: number;
  periodChoices: number[];
  tenureLabel: string;
};

/** A version as stored: the shared version columns, the product and its terms. */
export type ProductVersionRow = Omit<VersionRow<StoredProductTerms>, 'value'> & {
  product_id: number;
  terms: StoredProductTerms;
};

const COLUMNS = `id, product_id, version, terms, base_version, reason, status, proposed_by,
  proposed_by_username, proposed_at, decided_by, decided_by_username, decided_at, decision_reason`;

/** The products row's terms as a version stores them. */
const TERMS_OF_PRODUCT = `jsonb_build_object(
    'maxAmountPaise', max_amount_paise,
    'amountChoicesPaise', to_jsonb(amount_list_paise),
    'dailyInterestPercent', daily_interest_percent,
    'processingFeePercent', processing_fee_percent,
    'periodDays', period_days,
    'periodChoices', to_jsonb(period_list),
    'tenureLabel', tenure_label)`;

/** Product versions and the products row's terms (the approved version's copy). */
export function createProductVersionRepository(db: Queryable) {
  return {
    /** Locks the product while its versions change; null when there is no such product. */
    async lockProduct(productId: number): Promise<{ id: number; name: string } | null> {
      const rows = await db.query<{ id: number; name: string }>(
        'SELECT id, name FROM products WHERE id = $1 FOR UPDATE',
        [productId],
      );
      return rows[0] ? { id: Number(rows[0].id), name: rows[0].name } : null;
    },

    async productExists(productId: number): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM products WHERE id = $1', [productId]);
      return rows.length > 0;
    },

    /** Newest first. */
    async list(productId: number): Promise<ProductVersionRow[]> {
      const rows = await db.query<ProductVersionRow>(
        `SELECT ${COLUMNS} FROM product_versions WHERE product_id = $1 ORDER BY version DESC`,
        [productId],
      );
      return rows.map(normalise);
    },

    async find(
      productId: number,
      version: number,
      lock = false,
    ): Promise<ProductVersionRow | null> {
      const rows = await db.query<ProductVersionRow>(
        `SELECT ${COLUMNS} FROM product_versions WHERE product_id = $1 AND version = $2
         ${lock ? 'FOR UPDATE' : ''}`,
        [productId, version],
      );
      return rows[0] ? normalise(rows[0]) : null;
    },

    async withStatus(productId: number, status: ProductVersionStatus) {
      const rows = await db.query<ProductVersionRow>(
        `SELECT ${COLUMNS} FROM product_versions WHERE product_id = $1 AND status = $2
         ORDER BY version DESC LIMIT 1`,
        [productId, status],
      );
      return rows[0] ? normalise(rows[0]) : null;
    },

    /** A pending version numbered after every earlier one (rejected ones keep their numbers). */
    async insertPending(proposal: {
      productId: number;
      terms: StoredProductTerms;
      baseVersion: number;
      reason: string;
      operatorId: number;
      username: string;
      at: Date;
    }): Promise<ProductVersionRow> {
      const rows = await db.query<ProductVersionRow>(
        `INSERT INTO product_versions (product_id, version, terms, base_version, reason, status,
           proposed_by, proposed_by_username, proposed_at)
         SELECT $1, COALESCE(max(version), 0) + 1, $2::jsonb, $3, $4, 'pending', $5, $6, $7
         FROM product_versions WHERE product_id = $1
         RETURNING ${COLUMNS}`,
        [
          proposal.productId,
          JSON.stringify(proposal.terms),
          proposal.baseVersion,
          proposal.reason,
          proposal.operatorId,
          proposal.username,
          proposal.at,
        ],
      );
      const row = rows[0];
      if (!row) throw new Error('product version not inserted');
      return normalise(row);
    },

    async decide(
      id: number,
      decision: {
        status: 'approved' | 'rejected';
        operatorId: number | null;
        username: string;
        reason: string | null;
        at: Date;
      },
    ): Promise<ProductVersionRow> {
      const rows = await db.query<ProductVersionRow>(
        `UPDATE product_versions SET status = $2, decided_by = $3, decided_by_username = $4,
           decision_reason = $5, decided_at = $6
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, decision.status, decision.operatorId, decision.username, decision.reason, decision.at],
      );
      const row = rows[0];
      if (!row) throw new Error(`product version ${id} missing`);
      return normalise(row);
    },

    /** An approved version replaced by a newer one; its decision stays as it was. */
    async supersede(id: number): Promise<void> {
      await db.query(
        "UPDATE product_versions SET status = 'superseded' WHERE id = $1 AND status = 'approved'",
        [id],
      );
    },

    /** The products row takes an approved version's terms. */
    async writeTermsToProduct(productId: number, terms: StoredProductTerms): Promise<void> {
      await db.query(
        `UPDATE products SET max_amount_paise = $2, amount_list_paise = $3::bigint[],
           daily_interest_percent = $4, processing_fee_percent = $5, period_days = $6,
           period_list = $7::int[], tenure_label = $8
         WHERE id = $1`,
        [
          productId,
          terms.maxAmountPaise,
          terms.amountChoicesPaise,
          terms.dailyInterestPercent,
          terms.processingFeePercent,
          terms.periodDays,
          terms.periodChoices,
          terms.tenureLabel,
        ],
      );
    },

    /** Version 1 of every product that has none, from its row (the migration does the same). */
    async insertFirstVersions(at: Date): Promise<void> {
      await db.query(
        `INSERT INTO product_versions (product_id, version, terms, base_version, reason, status,
           proposed_by_username, proposed_at, decided_by_username, decided_at)
         SELECT id, 1, ${TERMS_OF_PRODUCT}, NULL, 'The terms in force when versions began',
           'approved', 'system', $1, 'system', $1
         FROM products
         WHERE NOT EXISTS (SELECT 1 FROM product_versions v WHERE v.product_id = products.id)`,
        [at],
      );
    },
  };
}

/** jsonb numbers come back as numbers; bigint ids as strings on one engine. */
function normalise(row: ProductVersionRow): ProductVersionRow {
  const terms = row.terms;
  const { value, ...versionColumns } = normaliseVersionRow(row, {
    maxAmountPaise: Number(terms.maxAmountPaise),
    amountChoicesPaise: terms.amountChoicesPaise.map(Number),
    dailyInterestPercent: Number(terms.dailyInterestPercent),
    processingFeePercent: Number(terms.processingFeePercent),
    periodDays: Number(terms.periodDays),
    periodChoices: terms.periodChoices.map(Number),
    tenureLabel: terms.tenureLabel,
  });
  return { ...versionColumns, product_id: Number(row.product_id), terms: value };
}
