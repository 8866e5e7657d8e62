import type { CreditLimit as CreditLimitView } from '@saral/contract/api/loan';
import { formatRupees, rupeesToPaise } from '@saral/contract/money';
import type { Database } from '../../db/database';
import { failed } from '../../shared/app-error';
import { createCreditLimitRepository } from './credit-limit-repository';
import { creditLimitOf, tierNumbered, unlockedTier } from './credit-tier';
import { readCreditTiers } from './credit-tiers';

export const CreditLimitMessage = {
  notOpen: 'This credit limit is not open to you yet',
} as const;

/**
 * The borrower's credit limit and their consent to a higher one (GET /order/v1/credit-limit,
 * POST /order/v1/credit-limit/accept). Accepting is recorded once per tier; accepting again
 * answers the first acceptance.
 */
export function createCreditLimitService(deps: { db: Database; now: () => Date }) {
  const acceptances = createCreditLimitRepository(deps.db);
  return {
    async view(userId: number): Promise<CreditLimitView> {
      return creditLimitOf(deps.db, userId);
    },

    async accept(userId: number, tier: number) {
      const tiers = await readCreditTiers(deps.db);
      const asked = tierNumbered(tier, tiers);
      const credit = await creditLimitOf(deps.db, userId);
      if (!asked || tier > unlockedTier(credit.loanNumber, tiers).tier) {
        throw failed(CreditLimitMessage.notOpen);
      }
      if (tier > credit.limit.tier) {
        await acceptances.accept(userId, tier, rupeesToPaise(asked.maxRupees), deps.now());
      }
      // Accepted now, before, or by a simultaneous request: all answer the first acceptance.
      const acceptedAt = await acceptances.acceptedAt(userId, tier);
      if (!acceptedAt) {
        throw failed(`Your credit limit is already ${formatRupees(credit.limit.maxRupees)}`);
      }
      return { tier, maxRupees: asked.maxRupees, acceptedAt: acceptedAt.toISOString() };
    },
  };
}
export type CreditLimitService = ReturnType<typeof createCreditLimitService>;
