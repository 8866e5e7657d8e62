import type { MarketingConfig } from '@saral/contract/api/marketing';
import { showConsentBar } from './consent-bar';
import { storeMarketingConsent, storedMarketingConsent } from './marketing-consent';
import { loadMetaPixel } from './meta-pixel';

/**
 * Loaded at start-up only when the server configured a pixel id or an Adjust token. Nothing is
 * loaded or sent before the borrower allows it; a stored answer is not asked again.
 */
export function runMarketing(config: MarketingConfig): void {
  const services = [
    ...(config.metaPixelId ? ['Meta'] : []),
    ...(config.adjustAppToken ? ['Adjust'] : []),
  ];
  if (services.length === 0) return;
  const consent = storedMarketingConsent(services);
  if (consent === 'granted') return startServices(config);
  if (consent === 'denied') return;
  showConsentBar(services, (choice) => {
    storeMarketingConsent(choice, services);
    if (choice === 'granted') startServices(config);
  });
}

function startServices(config: MarketingConfig): void {
  if (config.metaPixelId && config.pixelScriptUrl) {
    loadMetaPixel({ pixelId: config.metaPixelId, scriptUrl: config.pixelScriptUrl });
  }
  if (config.adjustAppToken) {
    // The SDK is a chunk of its own, fetched now; marketing never disturbs the app.
    void import('./adjust-attribution')
      .then(({ startAdjustAttribution }) =>
        startAdjustAttribution({
          appToken: config.adjustAppToken as string,
          environment: config.adjustEnvironment,
        }),
      )
      .catch(() => undefined);
  }
}
