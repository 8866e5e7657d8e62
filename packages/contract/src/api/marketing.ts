import { z } from 'zod';

/**
 * Marketing pixel (Meta) and attribution (Adjust) settings (spec section 1). The server holds
 * them (environment, overridable by operators in app_settings 'marketing'); the browser reads
 * only the public part below and loads nothing before the borrower consents.
 */

/** Meta's own address of the pixel library, used unless an operator configures another. */
export const META_PIXEL_OFFICIAL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

/** A Meta pixel id: digits only (Events Manager shows 15 or 16). */
export const metaPixelIdSchema = z.string().regex(/^\d{6,20}$/, 'digits only (6 to 20)');

/** An Adjust app token: letters and digits (the dashboard shows 12). */
export const adjustAppTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9]{6,32}$/, 'letters and digits (6 to 32)');

/** Where the pixel library is loaded from; its origin is allowed by the CSP, so https only. */
export const pixelScriptUrlSchema = z
  .string()
  .url({ error: 'an https:// address' })
  .refine((value) => value.startsWith('https://'), 'an https:// address');

/** Adjust's environments: 'sandbox' while testing, 'production' for real traffic. */
export const adjustEnvironmentSchema = z.enum(['production', 'sandbox'], {
  error: 'production or sandbox',
});
export type AdjustEnvironment = z.infer<typeof adjustEnvironmentSchema>;

/** GET marketing-config: what the browser needs, null ids when a service is not configured. */
export const marketingConfigSchema = z.object({
  metaPixelId: z.string().nullable(),
  /** null when there is no pixel id. */
  pixelScriptUrl: z.string().nullable(),
  adjustAppToken: z.string().nullable(),
  adjustEnvironment: adjustEnvironmentSchema,
});
export type MarketingConfig = z.infer<typeof marketingConfigSchema>;

/**
 * The operator override kept in app_settings 'marketing'. A key that is absent falls back to the
 * server environment; an id set to null switches that service off.
 */
export const marketingOverrideSchema = z
  .object({
    metaPixelId: metaPixelIdSchema.nullable(),
    pixelScriptUrl: pixelScriptUrlSchema,
    adjustAppToken: adjustAppTokenSchema.nullable(),
    adjustEnvironment: adjustEnvironmentSchema,
  })
  .partial()
  .strict();
export type MarketingOverride = z.infer<typeof marketingOverrideSchema>;

/** Development only: replaces the whole override ({} goes back to the environment's settings). */
export const MARKETING_SETTINGS_PATH = '/dev/marketing-settings';
