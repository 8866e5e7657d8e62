import { decisionRulesSchema, type DecisionRules } from '@saral/contract/api/operator';
import { ADULT_AGE, REAPPLY_WAIT_DAYS } from '@saral/contract/constants';
import type { Queryable } from '../../db/database';
import { insertFirstSettingVersion } from '../versioning/setting-version-repository';

/** What a product without a product_decision_rules row is decided by. */
export const DEFAULT_DECISION_RULES: Readonly<DecisionRules> = Object.freeze({
  mode: 'automatic',
  autoDelaySeconds: 20,
  requireKyc: true,
  minAge: ADULT_AGE,
  minMonthlyIncome: 10_000,
  enforceTierLimit: true,
  reapplyWaitDays: REAPPLY_WAIT_DAYS,
  denySharedPan: true,
  denySharedBankAccount: true,
});

export type StoredRules = {
  rules: DecisionRules;
  valid: boolean;
  /** The approved version these rules are (null for a product without versions). */
  version: number | null;
};

/**
 * Stored rules over the defaults, so a rule added later gets its default on old rows. A row that
 * still does not validate falls back to manual mode: nobody is decided by rules an admin never set.
 */
export function parseStoredRules(stored: unknown): Omit<StoredRules, 'version'> {
  const candidate =
    stored !== null && typeof stored === 'object'
      ? { ...DEFAULT_DECISION_RULES, ...stored }
      : DEFAULT_DECISION_RULES;
  const parsed = decisionRulesSchema.safeParse(candidate);
  return parsed.success
    ? { rules: parsed.data, valid: true }
    : { rules: { ...DEFAULT_DECISION_RULES, mode: 'manual' }, valid: false };
}

export function createDecisionRulesRepository(db: Queryable) {
  const repository = {
    async productExists(productId: number): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM products WHERE id = $1', [productId]);
      return rows.length > 0;
    },

    async forProduct(productId: number): Promise<StoredRules> {
      const rows = await db.query<{ rules: unknown; version: number | null }>(
        'SELECT rules, version FROM product_decision_rules WHERE product_id = $1',
        [productId],
      );
      const row = rows[0];
      return row
        ? {
            ...parseStoredRules(row.rules),
            version: row.version === null ? null : Number(row.version),
          }
        : { rules: { ...DEFAULT_DECISION_RULES }, valid: true, version: null };
    },

    /**
     * The approved version's rules become the ones the review reads (only an approval, or a test
     * setting the stage, writes here); continue_in_app (set elsewhere) is left as it is.
     */
    async save(
      productId: number,
      rules: DecisionRules,
      at: Date,
      version: number | null = null,
    ): Promise<DecisionRules> {
      const valid = decisionRulesSchema.parse(rules);
      await db.query(
        `INSERT INTO product_decision_rules (product_id, rules, updated_at, version)
         VALUES ($1, $2::jsonb, $3, $4)
         ON CONFLICT (product_id) DO UPDATE SET rules = EXCLUDED.rules,
           updated_at = EXCLUDED.updated_at, version = EXCLUDED.version`,
        [productId, JSON.stringify(valid), at, version],
      );
      return valid;
    },

    /**
     * Version 1 of every product's rules that has none: its stored rules, or the defaults for a
     * product without a row (seeding; the migration did the same for the rows it found).
     */
    async insertFirstVersions(at: Date): Promise<void> {
      const products = await db.query<{ id: number }>(
        `SELECT id FROM products p WHERE NOT EXISTS (SELECT 1 FROM setting_versions v
           WHERE v.subject = 'decision-rules' AND v.subject_id = p.id)`,
      );
      for (const { id } of products) {
        const productId = Number(id);
        const { rules } = await repository.forProduct(productId);
        await insertFirstSettingVersion(
          db,
          { subject: 'decision-rules', subjectId: productId },
          rules,
          at,
        );
        await repository.save(productId, rules, at, 1);
      }
    },

    /** Inserts rules only where a product has none (seeding keeps operators' edits). */
    async insertIfMissing(productCode: string, rules: DecisionRules): Promise<void> {
      await db.query(
        `INSERT INTO product_decision_rules (product_id, rules)
         SELECT id, $2::jsonb FROM products WHERE code = $1
         ON CONFLICT (product_id) DO NOTHING`,
        [productCode, JSON.stringify(decisionRulesSchema.parse(rules))],
      );
    },
  };
  return repository;
}
export type DecisionRulesRepository = ReturnType<typeof createDecisionRulesRepository>;
