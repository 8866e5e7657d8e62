import type { AuthConfig, CanApply } from '@saral/contract/api/onboarding';
import { REAPPLY_WAIT_DAYS } from '@saral/contract/constants';
import { OrderState } from '@saral/contract/order-states';
import type { Database } from '../../db/database';
import { notFound } from '../../shared/app-error';
import { createProductRepository } from '../catalog/product-repository';
import type { ContactsService } from '../contacts/contacts-service';
import type { IdentityService } from '../identity/identity-service';
import type { FormService } from '../profile-forms/form-service';
import { readOnboardingSettings } from './onboarding-settings';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the step dispatcher needs: the step order with each step's completion flag, and the
 * can-apply check it makes at the contact step.
 */
export function createOnboardingService(deps: {
  db: Database;
  forms: FormService;
  identity: IdentityService;
  contacts: ContactsService;
  now: () => Date;
}) {
  const products = createProductRepository(deps.db);
  const flag = (done: boolean) => (done ? 1 : 0);

  return {
    async authConfig(userId: number): Promise<AuthConfig> {
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
    },

    /**
     * canApply 0 when the product takes no applications now (full) or the borrower was denied in
     * the last REAPPLY_WAIT_DAYS days; continueInApp says where a borrower who can apply goes on.
     */
    async canApply(userId: number, productId: number): Promise<CanApply> {
      const product = await products.findActive(productId);
      if (!product) throw notFound('Product');
      const settings = await readOnboardingSettings(deps.db);
      const blocked = (reason: string): CanApply => ({ canApply: 0, continueInApp: 0, reason });
      if (product.is_full) {
        return blocked(`${product.name} is fully booked today. Please try another product.`);
      }
      const since = new Date(deps.now().getTime() - REAPPLY_WAIT_DAYS * DAY_MS);
      const denied = await deps.db.query<{ updated_at: Date }>(
        `SELECT updated_at FROM orders WHERE user_id = $1 AND state = $2 AND updated_at > $3
         ORDER BY updated_at DESC LIMIT 1`,
        [userId, OrderState.denied, since],
      );
      const lastDenied = denied[0];
      if (lastDenied) {
        const reapplyAt = new Date(
          new Date(lastDenied.updated_at).getTime() + REAPPLY_WAIT_DAYS * DAY_MS,
        );
        const days = Math.ceil((reapplyAt.getTime() - deps.now().getTime()) / DAY_MS);
        return blocked(`Your last application was denied. You can apply again in ${days} days.`);
      }
      return { canApply: 1, continueInApp: settings.contactsInApp, reason: null };
    },
  };
}
