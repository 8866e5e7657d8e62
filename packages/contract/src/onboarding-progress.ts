import type { AuthConfig } from './api/onboarding';
import { PAGE_TYPE_FLAGS, isPageType } from './onboarding';

/**
 * Whether onboarding is done, read from the auth config: the steps operators configured, in their
 * order, with each page type's flag. The web's dispatcher and the server's apply check both use
 * it, so a step an operator drops from the configuration is no longer asked for anywhere.
 */

/**
 * A step (one entry of the auth config) is complete when every page type it names has its flag
 * at 1; a page type this app does not know counts as done.
 */
export function isStepComplete(config: AuthConfig, pageTypes: readonly number[]): boolean {
  return pageTypes.every(
    (pageType) => !isPageType(pageType) || config[PAGE_TYPE_FLAGS[pageType]] === 1,
  );
}

/**
 * True when every step the auth config lists is complete, i.e. the onboarding dispatcher would
 * find nothing left to do.
 */
export function isOnboardingComplete(config: AuthConfig): boolean {
  return config.userAuthConfigVoList.every((entry) => isStepComplete(config, entry.pageTypes));
}
