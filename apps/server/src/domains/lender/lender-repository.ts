import { lenderIdentitySchema, type LenderIdentity } from '@saral/contract/api/lender';
import type { Queryable } from '../../db/database';
import { createSettingsRepository } from '../content/settings-repository';

/** The one place the lender's identity lives: app_settings 'lender_identity', edited by operators. */
export const LENDER_IDENTITY_SETTING_KEY = 'lender_identity';

/**
 * Development seed, the same lender everywhere; a real deployment replaces it with the lender's
 * registered details (the registration numbers say they are demo data).
 */
export const LENDER_IDENTITY_SEED: LenderIdentity = {
  name: 'Saral Finserv Private Limited',
  cin: 'U64990KA2024PTC000000, demo data, not a real CIN',
  rbiRegistration: 'N-14.03999, demo data, not a real certificate',
  address: '4th Floor, Prestige Tower, Residency Road, Bengaluru, Karnataka 560025',
  customerCare: {
    phone: '+91 80 4000 0000',
    email: 'support@saral.example',
    hours: 'Monday to Saturday, 9:30 am to 6:30 pm, except public holidays',
  },
  grievanceOfficer: {
    name: 'Meera Iyer',
    phone: '+91 80 4000 0101',
    email: 'grievance@saral.example',
    address: '4th Floor, Prestige Tower, Residency Road, Bengaluru, Karnataka 560025',
  },
  complaintPortalUrl: 'https://cms.rbi.org.in',
};

export function createLenderRepository(db: Queryable) {
  const settings = createSettingsRepository(db);
  return {
    /**
     * The lender's identity. A missing or broken setting is an error, never a guess: a borrower
     * must not be shown a lender that is not the real one.
     */
    async read(): Promise<LenderIdentity> {
      const parsed = lenderIdentitySchema.safeParse(
        await settings.get(LENDER_IDENTITY_SETTING_KEY),
      );
      if (!parsed.success) {
        throw new Error(
          `app_settings '${LENDER_IDENTITY_SETTING_KEY}' is missing or invalid: ${parsed.error.message}`,
        );
      }
      return parsed.data;
    },

    async write(identity: LenderIdentity): Promise<void> {
      await settings.set(LENDER_IDENTITY_SETTING_KEY, lenderIdentitySchema.parse(identity));
    },

    async seedIfMissing(): Promise<void> {
      await settings.insertIfMissing(LENDER_IDENTITY_SETTING_KEY, LENDER_IDENTITY_SEED);
    },
  };
}
