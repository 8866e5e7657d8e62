import type { Queryable } from '../../db/database';
import type { ProductReviewSettings } from './loan-service';

/**
 * What applying needs to know of a product's review rules (product_decision_rules): the mode,
 * the automatic delay, the re-apply wait and whether its borrowers finish in the native app.
 */
export async function readProductReviewSettings(
  db: Queryable,
  productId: number,
  defaults: Omit<ProductReviewSettings, 'continueInApp'>,
): Promise<ProductReviewSettings> {
  const rows = await db.query<{ rules: Partial<ProductReviewSettings>; continue_in_app: number }>(
    'SELECT rules, continue_in_app FROM product_decision_rules WHERE product_id = $1',
    [productId],
  );
  const row = rows[0];
  const rules = row?.rules ?? {};
  return {
    mode: rules.mode === 'manual' ? 'manual' : defaults.mode,
    autoDelaySeconds:
      typeof rules.autoDelaySeconds === 'number'
        ? rules.autoDelaySeconds
        : defaults.autoDelaySeconds,
    reapplyWaitDays:
      typeof rules.reapplyWaitDays === 'number' ? rules.reapplyWaitDays : defaults.reapplyWaitDays,
    continueInApp: Number(row?.continue_in_app ?? 0) === 1,
  };
}
