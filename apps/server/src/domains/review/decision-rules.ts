import { decisionRulesSchema, type DecisionRules } from '@saral/contract/api/operator';
import { ADULT_AGE, REAPPLY_WAIT_DAYS } from '@saral/contract/constants';
import type { Queryable } from '../../db/database';

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

export type StoredRules = { rules: DecisionRules; valid: boolean };

/**
 * Stored rules over the defaults, so a rule added later gets its default on old rows. A row that
 * still does not validate falls back to manual mode: nobody is decided by rules an admin never set.
 */
export function parseStoredRules(stored: unknown): StoredRules {
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
  return {
    async productExists(productId: number): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM products WHERE id = $1', [productId]);
      return rows.length > 0;
    },

    async forProduct(productId: number): Promise<StoredRules> {
      const rows = await db.query<{ rules: unknown }>(
        'SELECT rules FROM product_decision_rules WHERE product_id = $1',
        [productId],
      );
      const row = rows[0];
      return row
        ? parseStoredRules(row.rules)
        : { rules: { ...DEFAULT_DECISION_RULES }, valid: true };
    },

    /** Replaces the rules; continue_in_app (set elsewhere) is left as it is. */
    async save(productId: number, rules: DecisionRules, at: Date): Promise<DecisionRules> {
      const valid = decisionRulesSchema.parse(rules);
      await db.query(
        `INSERT INTO product_decision_rules (product_id, rules, updated_at)
         VALUES ($1, $2::jsonb, $3)
         ON CONFLICT (product_id) DO UPDATE SET rules = EXCLUDED.rules,
           updated_at = EXCLUDED.updated_at`,
        [productId, JSON.stringify(valid), at],
      );
      return valid;
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
}
export type DecisionRulesRepository = ReturnType<typeof createDecisionRulesRepository>;
