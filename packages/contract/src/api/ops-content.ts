import { z } from 'zod';
import { onboardingSettingsBodySchema } from './dev';
import { BORROWER_LANGUAGES } from './language';
import { adjustEnvironmentSchema, marketingOverrideSchema } from './marketing';

/**
 * Content and settings operators change in the console (/ops/v1/content, /ops/v1/settings/...).
 * Each text is kept as numbered versions with the date they take effect; the borrower API serves
 * the version that took effect last. Texts are plain text: a line '## Heading' starts a help
 * item or a section of a legal text, blank lines separate paragraphs, and {{placeholders}} name
 * the lender and the loan range.
 */

export const CONTENT_KEYS = ['faq', 'about', 'privacy', 'terms'] as const;
export const contentKeySchema = z.enum(CONTENT_KEYS);
export type ContentKey = z.infer<typeof contentKeySchema>;

/** Legal texts: a new version takes effect today or later, never in the past. */
export const LEGAL_CONTENT_KEYS: readonly ContentKey[] = ['privacy', 'terms'];

export const CONTENT_TEXT_MAX_LENGTH = 100_000;
export const CONTENT_STALE_VERSION = 'Someone else changed this text: reload';

export const contentKeyParamsSchema = z.object({ key: contentKeySchema });

/**
 * Each text exists per language (English, Hindi), each with its own versions; English when not
 * given. A language without a version serves the English text to its borrowers.
 */
export const contentLanguageSchema = z.enum(BORROWER_LANGUAGES, {
  error: 'Language must be en or hi',
});
/** GET /ops/v1/content?language=hi */
export const contentListQuerySchema = z.object({ language: contentLanguageSchema.optional() });

const isoDateSchema = z.iso.date({ error: 'effectiveFrom must be a date (YYYY-MM-DD)' });

export const contentSaveBodySchema = z.object({
  body: z.string().trim().min(1, 'The text is empty').max(CONTENT_TEXT_MAX_LENGTH),
  /** The calendar day in India from which the text is served. */
  effectiveFrom: isoDateSchema,
  /** The newest version the operator saw (0 while the text has never been edited). */
  expectedVersion: z.number().int().min(0),
  /** The language of the text (English when not given). */
  language: contentLanguageSchema.optional(),
});
export type ContentSaveBody = z.infer<typeof contentSaveBodySchema>;

export const contentVersionSchema = z.object({
  version: z.number().int(),
  effectiveFrom: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  /** Served now: the version that took effect last. */
  current: z.boolean(),
});
export type ContentVersion = z.infer<typeof contentVersionSchema>;

export const contentEntrySchema = z.object({
  key: contentKeySchema,
  /** The language of this entry's versions. */
  language: contentLanguageSchema.optional(),
  /**
   * The text served now, with its placeholders unfilled. A language without a version (version
   * 0 of Hindi) serves the English text: body is that English text, a start for translating.
   */
  body: z.string(),
  /** The version served now; 0: the text shipped with the app, never edited. */
  version: z.number().int(),
  /** The newest version (a future-dated one may be newer than the one served): expectedVersion. */
  latestVersion: z.number().int(),
  effectiveFrom: z.string().nullable(),
  /** Newest first. */
  history: z.array(contentVersionSchema.extend({ body: z.string() })),
});
export type ContentEntry = z.infer<typeof contentEntrySchema>;
export const contentListResponseSchema = z.array(contentEntrySchema);

/* Settings -------------------------------------------------------------------------------- */

/** A settings record's revision: each change counts it up; an edit of an older one is stale. */
const revisionSchema = z.number().int().min(0);

/** GET /ops/v1/settings/onboarding with its revision. */
export const onboardingSettingsSchema = onboardingSettingsBodySchema
  .required()
  .extend({ revision: revisionSchema });
export type OnboardingSettingsView = z.infer<typeof onboardingSettingsSchema>;
/**
 * PUT /ops/v1/settings/onboarding: the development route's body (a partial change) and the
 * revision the editor loaded; another revision answers 409 (ErrorCode.staleEdit).
 */
export const onboardingSettingsChangeSchema = onboardingSettingsBodySchema.extend({
  expectedRevision: revisionSchema,
});
export type OnboardingSettingsChange = z.infer<typeof onboardingSettingsChangeSchema>;

/** GET /ops/v1/settings/marketing; PUT replaces the override ({}: the environment's settings). */
export const marketingSettingsViewSchema = z.object({
  override: marketingOverrideSchema,
  effective: z.object({
    metaPixelId: z.string().nullable(),
    pixelScriptUrl: z.string(),
    adjustAppToken: z.string().nullable(),
    adjustEnvironment: adjustEnvironmentSchema,
  }),
  revision: revisionSchema,
});
export type MarketingSettingsView = z.infer<typeof marketingSettingsViewSchema>;
/** PUT /ops/v1/settings/marketing: the whole override and the revision the editor loaded. */
export const marketingSettingsChangeSchema = z.object({
  override: marketingOverrideSchema,
  expectedRevision: revisionSchema,
});
export type MarketingSettingsChange = z.infer<typeof marketingSettingsChangeSchema>;
