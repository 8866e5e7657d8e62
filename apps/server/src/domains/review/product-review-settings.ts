import type { Queryable } from '../../db/database';
import { parseStoredRules, DEFAULT_DECISION_RULES } from './decision-rules';
import type { ProductReviewSettings } from '../orders/apply-service';

/**
 * What applying needs of a product's review rules (product_decision_rules): the mode, the
 * automatic delay, the re-apply wait and whether its borrowers finish in the native app.
 */
export async function readProductReviewSettings(
  db: Queryable,
  productId: number,
): Promise<ProductReviewSettings> {
  const rows = await db.query<{ rules: unknown; continue_in_app: number }>(
    'SELECT rules, continue_in_app FROM product_decision_rules WHERE product_id = $1',
    [productId],
  );
  const row = rows[0];
  const { rules } = row ? parseStoredRules(row.rules) : { rules: DEFAULT_DECISION_RULES };
  return {
    mode: rules.mode,
    autoDelaySeconds: rules.autoDelaySeconds,
    reapplyWaitDays: rules.reapplyWaitDays,
    continueInApp: Number(row?.continue_in_app ?? 0) === 1,
  };
}
