import type { AdjustEnvironment } from '@saral/contract/api/marketing';
import { takeAttributionReferrer } from './attribution-referrer';

let started = false;

/**
 * The attribution service (spec section 1), started after consent with the landing referrer.
 * The official Adjust web SDK is imported here on demand, so it never enters the first chunk.
 * It sends Adjust its own device id and session data; we add only the referrer of the ad link.
 */
export async function startAdjustAttribution({
  appToken,
  environment,
}: {
  appToken: string;
  environment: AdjustEnvironment;
}): Promise<void> {
  if (started) return;
  started = true;
  const { default: Adjust } = await import('@adjustcom/adjust-web-sdk');
  Adjust.initSdk({ appToken, environment, logLevel: 'error' });
  const referrer = takeAttributionReferrer();
  // The SDK reads adjust_referrer from the address by itself; after the route guard renamed it
  // adjust_reftag, or once the borrower has moved on, it is handed over here (URL-encoded, as
  // setReferrer expects).
  if (referrer && !new URLSearchParams(location.search).has('adjust_referrer')) {
    Adjust.setReferrer(encodeURIComponent(referrer));
  }
}
