import type { MarketingConfig } from '@saral/contract/api/marketing';
import { StartCalls } from '@saral/contract/start-calls';
import { apiRequest } from '../api/api-client';
import { rememberAttributionReferrer } from './attribution-referrer';

/**
 * Start-up (main.tsx): keeps the landing referrer, asks the server whether a pixel or Adjust is
 * configured and only then loads the consent bar and loaders (a chunk of their own).
 */
export function startMarketing(): void {
  rememberAttributionReferrer(location.search);
  apiRequest<unknown>(StartCalls.marketingConfig)
    .then((data) => {
      const config = asMarketingConfig(data);
      if (!config?.metaPixelId && !config?.adjustAppToken) return;
      return import('./marketing-runtime').then(({ runMarketing }) => runMarketing(config));
    })
    // Marketing never disturbs the app: without the config, nothing loads.
    .catch(() => undefined);
}

/** Checked by hand: the start-up chunk must not carry the schema library. */
function asMarketingConfig(data: unknown): MarketingConfig | null {
  if (typeof data !== 'object' || data === null) return null;
  const value = data as Record<string, unknown>;
  const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : null);
  const environment = value.adjustEnvironment === 'sandbox' ? 'sandbox' : 'production';
  return {
    metaPixelId: text('metaPixelId'),
    pixelScriptUrl: text('pixelScriptUrl'),
    adjustAppToken: text('adjustAppToken'),
    adjustEnvironment: environment,
  };
}
