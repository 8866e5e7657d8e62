import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { createSettingsRepository } from '../content/settings-repository';
import type { LenderDetails } from './key-fact-statement';

/** The lender printed on every Key Fact Statement; operators edit app_settings 'lender'. */
export const LENDER_SETTING_KEY = 'lender';

const lenderSchema = z.object({
  name: z.string(),
  address: z.string(),
  rbiRegistration: z.string(),
  penalCharges: z.string(),
  coolingOffDays: z.number().int().min(1),
  recoveryAgents: z.string(),
  grievanceOfficer: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.string(),
  }),
});

/** Development seed; a real deployment replaces it with the lender's registered details. */
export const LENDER_SEED: LenderDetails = {
  name: 'Saral Fincorp Private Limited (demo lender)',
  address: '4th Floor, Prestige Tower, Residency Road, Bengaluru, Karnataka 560025',
  rbiRegistration: 'NBFC registration: demo data, not a real certificate',
  penalCharges:
    'If a repayment is late, a penal charge of 0.5% of the overdue principal per day is added, not compounded and never capitalised; there are no other charges for late payment.',
  // The RBI's minimum look-up period; the lender's board may set a longer one.
  coolingOffDays: 1,
  recoveryAgents:
    'We do not use recovery agents for loans of this product. Any contact about a repayment comes from our own team and is listed in the app.',
  grievanceOfficer: {
    name: 'Grievance Redressal Officer (demo)',
    phone: '080 4000 0000',
    email: 'grievance@saral.example',
    address: '4th Floor, Prestige Tower, Residency Road, Bengaluru, Karnataka 560025',
  },
};

export async function readLenderDetails(db: Queryable): Promise<LenderDetails> {
  const stored = await createSettingsRepository(db).get(LENDER_SETTING_KEY);
  const parsed = lenderSchema.safeParse(stored);
  return parsed.success ? parsed.data : LENDER_SEED;
}

export async function seedLender(tx: Queryable): Promise<void> {
  await createSettingsRepository(tx).insertIfMissing(LENDER_SETTING_KEY, LENDER_SEED);
}
