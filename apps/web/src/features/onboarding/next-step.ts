import type { AuthConfig } from '@saral/contract/api/onboarding';
import { AUTH_STEP_TOTAL } from '@saral/contract/constants';
import { isActiveOrderState } from '@saral/contract/order-states';
import {
  PAGE_TYPE_FLAGS,
  PAGE_TYPE_ROUTES,
  PageType,
  isPageType,
  type PageTypeValue,
} from '@saral/contract/onboarding';
import { isStepComplete } from '@saral/contract/onboarding-progress';

/** Where the dispatcher sends the borrower next (spec section 4, onboarding sequence). */
export type NextStep =
  | { kind: 'step'; pageType: PageTypeValue; path: string }
  | { kind: 'canApply'; step: number; total: number }
  | { kind: 'complete' };

/** Walks the auth config in order and returns the first incomplete step. */
export function nextOnboardingStep(config: AuthConfig, productId: string): NextStep {
  const entries = config.userAuthConfigVoList;
  for (const [index, entry] of entries.entries()) {
    if (isStepComplete(config, entry.pageTypes)) continue;
    const pageType = entry.pageTypes.find(
      (type): type is PageTypeValue => isPageType(type) && config[PAGE_TYPE_FLAGS[type]] !== 1,
    );
    if (pageType === undefined) continue;
    const step = index + 1;
    if (pageType === PageType.contact) return { kind: 'canApply', step, total: AUTH_STEP_TOTAL };
    return { kind: 'step', pageType, path: stepPath(PAGE_TYPE_ROUTES[pageType], productId, step) };
  }
  return { kind: 'complete' };
}

export function stepPath(route: string, productId: string, step: number): string {
  const query = new URLSearchParams({
    pid: productId,
    step: String(step),
    as: String(AUTH_STEP_TOTAL),
  });
  return `${route}?${query.toString()}`;
}

/** After every step: /orders when the product already has an active order, else its detail. */
export function completionTarget(
  productId: string,
  orders: readonly { productId: number; orderState: number }[],
): string {
  const hasActiveOrder = orders.some(
    (order) => String(order.productId) === productId && isActiveOrderState(order.orderState),
  );
  return hasActiveOrder ? '/orders' : `/product/${encodeURIComponent(productId)}/detail`;
}

/** canApply 0 → home; otherwise the app download page, or the contact step on the web. */
export function canApplyTarget(
  result: { canApply: number; continueInApp: number },
  productId: string,
  step: number,
): string {
  if (result.canApply === 0) return '/';
  if (result.continueInApp === 1) return '/download?state=0';
  return stepPath(PAGE_TYPE_ROUTES[PageType.contact], productId, step);
}
