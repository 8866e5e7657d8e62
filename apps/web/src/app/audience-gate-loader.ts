import { replace } from 'react-router';
import { isAudienceExempt, audienceRedirect } from '../shared/audience/audience-gate';
import {
  loadCampaign,
  rememberCampaignFrom,
  rememberedCampaignCode,
} from '../shared/audience/campaign-store';
import { isIOS } from '../shared/device/platform';
import { sessionStore } from '../shared/session/session-store';

/**
 * Loader of the root route: remembers the landing link's campaign and sends non-iOS visitors of
 * an iOS-only campaign to /alert (spec section 2) before any page renders. Without a campaign
 * code it costs nothing; with one, one small request whose answer is cached.
 */
export async function audienceGateLoader({ request }: { request: Request }) {
  const url = new URL(request.url);
  const code = rememberCampaignFrom(url.searchParams) ?? rememberedCampaignCode();
  // Inside the native app the audience was decided by the store that installed it.
  const inNativeApp = sessionStore.get()?.isApp === true;
  if (!code || isIOS() || inNativeApp || isAudienceExempt(url.pathname)) return null;
  const target = audienceRedirect({
    pathname: url.pathname,
    campaign: await loadCampaign(code),
    ios: false,
  });
  // Replace: Back must not return to the page the visitor may not use.
  if (target) throw replace(target);
  return null;
}
