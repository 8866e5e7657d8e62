import type { PublicCampaign } from '@saral/contract/api/campaign';

/**
 * Pages every visitor may see, whatever the campaign: the notice itself, the legal texts and the
 * native app's login handoff (the app chooses its own audience).
 */
export const AUDIENCE_EXEMPT_PATHS: readonly string[] = [
  '/alert',
  '/joint',
  '/protocol/term',
  '/protocol/privacy',
];

export function isAudienceExempt(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return AUDIENCE_EXEMPT_PATHS.includes(normalised);
}

/** The /alert notice of the campaign for this page, or null when the visitor may stay. */
export function audienceRedirect(input: {
  pathname: string;
  campaign: PublicCampaign | null;
  ios: boolean;
}): string | null {
  const { pathname, campaign, ios } = input;
  if (!campaign?.iosOnly || ios || isAudienceExempt(pathname)) return null;
  return `/alert?${new URLSearchParams({ campaign: campaign.code }).toString()}`;
}

/** The address a non-iOS visitor copies into an iOS browser: same site, same campaign. */
export function iosOpeningAddress(origin: string, campaignCode: string | null): string {
  if (!campaignCode) return `${origin}/`;
  return `${origin}/?${new URLSearchParams({ campaign: campaignCode }).toString()}`;
}
