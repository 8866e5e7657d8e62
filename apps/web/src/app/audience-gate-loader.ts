import { replace } from 'react-router';
import {
  rememberCampaignFrom,
  rememberedCampaignCode,
} from '../shared/audience/campaign-code-memory';
import { isIOS } from '../shared/device/platform';
import { sessionStore } from '../shared/session/session-store';

/**
 * Loader of the root route: remembers the landing link's campaign and sends anonymous non-iOS
 * visitors of an iOS-only campaign to /alert (spec section 2) before any page renders. Without a
 * campaign code it costs nothing; with one, one small request (at most a few seconds, then the
 * visitor is let through) whose answer is cached.
 */
export async function audienceGateLoader({ request }: { request: Request }) {
  const url = new URL(request.url);
  const ios = isIOS();
  // A signed-in borrower (the native app included) was admitted already and must always reach
  // their loans and repayment, whatever link they open. Off iOS their link is not even
  // remembered, so signing out later does not lock them out either.
  const signedIn = sessionStore.token() !== null;
  if (signedIn && !ios) return null;
  const code = rememberCampaignFrom(url.searchParams) ?? rememberedCampaignCode();
  if (!code || ios) return null;
  // Only a visit with a campaign code loads the lookup and the audience rules.
  const [{ isAudienceExempt, audienceRedirect }, { loadCampaign }] = await Promise.all([
    import('../shared/audience/audience-gate'),
    import('../shared/audience/campaign-store'),
  ]);
  if (isAudienceExempt(url.pathname)) return null;
  const target = audienceRedirect({
    pathname: url.pathname,
    campaign: await loadCampaign(code),
    ios: false,
  });
  // Replace: Back must not return to the page the visitor may not use.
  if (target) throw replace(target);
  return null;
}
