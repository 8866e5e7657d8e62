import {
  marketingOverrideSchema,
  type MarketingConfig,
  type MarketingOverride,
} from '@saral/contract/api/marketing';
import type { AppConfig } from '../../config';
import type { Queryable } from '../../db/database';
import { failed } from '../../shared/app-error';
import { createSettingsRepository } from '../content/settings-repository';

/**
 * Marketing settings: the server environment gives the defaults, and operators override them in
 * app_settings 'marketing' without a deploy (an id set to null there switches a service off).
 */
export const MARKETING_SETTING_KEY = 'marketing';

export type MarketingSettings = AppConfig['marketing'];

/** The stored override; a value that no longer validates is ignored, not half applied. */
export async function readMarketingOverride(db: Queryable): Promise<MarketingOverride> {
  const stored = await createSettingsRepository(db).get(MARKETING_SETTING_KEY);
  const parsed = marketingOverrideSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : {};
}

/** Replaces the whole override; {} goes back to the environment's settings. */
export async function writeMarketingOverride(db: Queryable, override: unknown): Promise<void> {
  const parsed = marketingOverrideSchema.safeParse(override);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw failed(
      `Invalid marketing settings: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`,
    );
  }
  await createSettingsRepository(db).set(MARKETING_SETTING_KEY, parsed.data);
}

export function effectiveMarketingSettings(
  defaults: MarketingSettings,
  override: MarketingOverride,
): MarketingSettings {
  return {
    metaPixelId: override.metaPixelId !== undefined ? override.metaPixelId : defaults.metaPixelId,
    pixelScriptUrl: override.pixelScriptUrl ?? defaults.pixelScriptUrl,
    adjustAppToken:
      override.adjustAppToken !== undefined ? override.adjustAppToken : defaults.adjustAppToken,
    adjustEnvironment: override.adjustEnvironment ?? defaults.adjustEnvironment,
  };
}

/** What the browser gets: the ids it loads with, nothing it does not use. */
export function publicMarketingConfig(settings: MarketingSettings): MarketingConfig {
  return {
    metaPixelId: settings.metaPixelId,
    pixelScriptUrl: settings.metaPixelId ? settings.pixelScriptUrl : null,
    adjustAppToken: settings.adjustAppToken,
    adjustEnvironment: settings.adjustEnvironment,
  };
}

/** Sources the Content-Security-Policy adds for the configured services, none when off. */
export type CspAdditions = {
  readonly scriptSrc: readonly string[];
  readonly connectSrc: readonly string[];
  readonly imgSrc: readonly string[];
};

export const NO_CSP_ADDITIONS: CspAdditions = { scriptSrc: [], connectSrc: [], imgSrc: [] };

/**
 * fbevents.js loads its per-pixel configuration from its own origin and reports events to
 * www.facebook.com/tr (an image beacon, or sendBeacon/fetch).
 */
const META_BEACON_ORIGIN = 'https://www.facebook.com';

/**
 * The Adjust web SDK's default URL strategy (adjust-latest.js, getDefaultUrlStrategyConfig):
 * domains adjust.com then adjust.world, each with the app. and gdpr. subdomains.
 */
const ADJUST_ORIGINS = [
  'https://app.adjust.com',
  'https://gdpr.adjust.com',
  'https://app.adjust.world',
  'https://gdpr.adjust.world',
];

export function marketingCspAdditions(settings: MarketingSettings): CspAdditions {
  const scriptSrc: string[] = [];
  const connectSrc: string[] = [];
  const imgSrc: string[] = [];
  if (settings.metaPixelId) {
    const scriptOrigin = new URL(settings.pixelScriptUrl).origin;
    scriptSrc.push(scriptOrigin);
    connectSrc.push(scriptOrigin, META_BEACON_ORIGIN);
    imgSrc.push(META_BEACON_ORIGIN);
  }
  // The SDK itself is bundled (same origin); only its requests leave the site.
  if (settings.adjustAppToken) connectSrc.push(...ADJUST_ORIGINS);
  if (scriptSrc.length + connectSrc.length + imgSrc.length === 0) return NO_CSP_ADDITIONS;
  const unique = (list: string[]) => [...new Set(list)];
  return { scriptSrc: unique(scriptSrc), connectSrc: unique(connectSrc), imgSrc: unique(imgSrc) };
}
