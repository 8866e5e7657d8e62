/**
 * Campaign codes as they arrive in landing links (?campaign= or ?utm_campaign=). Kept apart from
 * the zod schemas so the web app's start-up check can read them without loading zod.
 */

/** Lowercase letters, digits, dash and underscore; 2–64 characters, starting with a letter or digit. */
export const CAMPAIGN_CODE_PATTERN = /^[a-z0-9][a-z0-9_-]{1,63}$/;
export const CAMPAIGN_CODE_RULE =
  'The campaign code must be 2–64 of: a-z 0-9 _ - (starting with a-z or 0-9)';

/** Query keys that carry the campaign code of a landing link, in order of preference. */
export const CAMPAIGN_QUERY_KEYS = ['campaign', 'utm_campaign'] as const;

/** The code in its stored form (trimmed, lowercase), or null when it is not a valid code. */
export function normaliseCampaignCode(raw: string | null | undefined): string | null {
  const code = (raw ?? '').trim().toLowerCase();
  return CAMPAIGN_CODE_PATTERN.test(code) ? code : null;
}
