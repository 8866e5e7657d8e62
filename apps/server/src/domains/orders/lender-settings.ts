import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { createSettingsRepository } from '../content/settings-repository';
import { createLenderRepository } from '../lender/lender-repository';
import type { LenderDetails } from './key-fact-statement';

/**
 * The lender's terms printed on every Key Fact Statement; operators edit app_settings 'lender'.
 * Who the lender is (name, registration, grievance officer) is domains/lender's one setting.
 */
export const LENDER_SETTING_KEY = 'lender';

const lenderSchema = z.object({
  penalCharges: z.string(),
  coolingOffDays: z.number().int().min(1),
  recoveryAgents: z.string(),
});

/** Development seed; a real deployment replaces it with the lender's registered details. */
export const LENDER_SEED: z.infer<typeof lenderSchema> = {
  penalCharges:
    'If a repayment is late, a penal charge of 0.5% of the overdue principal per day is added, not compounded and never capitalised; there are no other charges for late payment.',
  // The RBI's minimum look-up period; the lender's board may set a longer one.
  coolingOffDays: 1,
  recoveryAgents:
    'We do not use recovery agents for loans of this product. Any contact about a repayment comes from our own team and is listed in the app.',
};

export async function readLenderDetails(db: Queryable): Promise<LenderDetails> {
  const stored = await createSettingsRepository(db).get(LENDER_SETTING_KEY);
  const parsed = lenderSchema.safeParse(stored);
  const identity = await createLenderRepository(db).read();
  return { ...(parsed.success ? parsed.data : LENDER_SEED), ...identity };
}

export async function seedLender(tx: Queryable): Promise<void> {
  await createSettingsRepository(tx).insertIfMissing(LENDER_SETTING_KEY, LENDER_SEED);
}
