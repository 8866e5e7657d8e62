import type { AuthConfig, CanApply } from '@saral/contract/api/onboarding';
import { isOnboardingComplete } from '@saral/contract/onboarding-progress';
import type { Database } from '../../db/database';
import { notFound } from '../../shared/app-error';
import { DAY_MS } from '../../shared/clock';
import { createProductRepository } from '../catalog/product-repository';
import { activeLoanMessage, blockingActiveLoan } from '../orders/one-active-loan';
import type { ReapplyWaitOf } from '../orders/reapply-wait';
import { readOnboardingSettings } from './onboarding-settings';

/**
 * What each step's own domain says about the borrower. Ports rather than the services themselves,
 * so the steps' domains (identity reads the onboarding settings) do not depend back on this one.
 */
export type OnboardingSteps = {
  forms: { completion(userId: number): Promise<{ basic: boolean; work: boolean }> };
  identity: { isComplete(userId: number): Promise<{ identity: boolean; face: boolean }> };
  contacts: { find(userId: number): Promise<unknown> };
};

/**
 * What the step dispatcher needs: the step order with each step's completion flag, and the
 * can-apply check it makes at the contact step.
 */
export function createOnboardingService(
  deps: OnboardingSteps & {
    db: Database;
    /** The re-apply wait after a denial, as precheck and apply count it. */
    reapplyWait: ReapplyWaitOf;
  },
) {
  const products = createProductRepository(deps.db);
  const flag = (done: boolean) => (done ? 1 : 0);

  async function authConfig(userId: number): Promise<AuthConfig> {
    const [settings, forms, identity, contacts] = await Promise.all([
      readOnboardingSettings(deps.db),
      deps.forms.completion(userId),
      deps.identity.isComplete(userId),
      deps.contacts.find(userId),
    ]);
    return {
      userAuthConfigVoList: settings.stepOrder.map((pageType) => ({ pageTypes: [pageType] })),
      basic: flag(forms.basic),
      work: flag(forms.work),
      kycAadhaarAndPan: flag(identity.identity),
      kycFaceAndHold: flag(identity.face),
      contact: flag(contacts !== null),
    };
  }

  return {
    authConfig,

    /** Every step of the configured order is done (a step operators dropped is not asked for). */
    async isComplete(userId: number): Promise<boolean> {
      return isOnboardingComplete(await authConfig(userId));
    },

    /**
     * canApply 0 when the product takes no applications now (full), the borrower was denied
     * within the product's re-apply wait or has an active loan in the way; continueInApp says where a borrower who can apply goes.
     */
    async canApply(userId: number, productId: number): Promise<CanApply> {
      const product = await products.findActive(productId);
      if (!product) throw notFound('Product');
      const settings = await readOnboardingSettings(deps.db);
      const blocked = (reason: string): CanApply => ({ canApply: 0, continueInApp: 0, reason });
      if (product.is_full) {
        return blocked(`${product.name} is fully booked today. Please try another product.`);
      }
      const wait = await deps.reapplyWait(userId, productId);
      if (wait) {
        const days = Math.ceil(wait.leftMs / DAY_MS);
        return blocked(`Your last application was denied. You can apply again in ${days} days.`);
      }
      // One loan at a time (the orders module's rule), said before the contact step, not after it.
      const active = await blockingActiveLoan(deps.db, userId, productId);
      if (active) return blocked(activeLoanMessage(active));
      return { canApply: 1, continueInApp: settings.contactsInApp, reason: null };
    },
  };
}
export type OnboardingService = ReturnType<typeof createOnboardingService>;
