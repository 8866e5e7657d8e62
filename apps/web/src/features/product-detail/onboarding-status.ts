import type { AuthConfig } from '@saral/contract/api/onboarding';
import { PAGE_TYPE_FLAGS, isPageType } from '@saral/contract/onboarding';

/**
 * True when every step the auth config lists is done, i.e. the dispatcher would come back to this
 * screen. Same rule as the dispatcher's walk (features/onboarding), which a feature cannot import.
 */
export function isOnboardingComplete(config: AuthConfig): boolean {
  return config.userAuthConfigVoList.every((entry) =>
    entry.pageTypes.every(
      (pageType) => !isPageType(pageType) || config[PAGE_TYPE_FLAGS[pageType]] === 1,
    ),
  );
}
