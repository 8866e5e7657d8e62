import { CAMPAIGN_QUERY_KEYS, normaliseCampaignCode } from '@saral/contract/campaign-code';

/**
 * The campaign code of the landing link (?campaign= or ?utm_campaign=), remembered for a day so it
 * survives the login redirect. Every page's start-up reads it, so it stays small: the server's
 * answer about the campaign and its cache are in campaign-store.ts, loaded only when there is a code.
 */

/** Holds {code, savedAt}; 'saral.campaign' held a bare code kept forever, so it is not read. */
const CODE_KEY = 'saral.campaignCode';
const LEGACY_CODE_KEY = 'saral.campaign';
/**
 * A landing link speaks for the visit it starts (login redirect included), not for the browser
 * forever: a forwarded link opened once must not decide what this browser sees weeks later.
 */
export const CAMPAIGN_CODE_TTL_MS = 24 * 60 * 60 * 1000;

type StoredCode = { code: string; savedAt: number };

// Storage can be unavailable (private modes, blocked cookies): then nothing is remembered.
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
export function writeStored(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not remembered; the next page asks again.
  }
}
function forget(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing could be stored either.
  }
}

/** Remembers the campaign code of a landing URL's query; returns it, or null when there is none. */
export function rememberCampaignFrom(search: URLSearchParams): string | null {
  for (const key of CAMPAIGN_QUERY_KEYS) {
    const code = normaliseCampaignCode(search.get(key));
    if (code) {
      writeStored(CODE_KEY, JSON.stringify({ code, savedAt: Date.now() } satisfies StoredCode));
      return code;
    }
  }
  return null;
}

/** The code of the landing link of the last day, or null. */
export function rememberedCampaignCode(now = Date.now()): string | null {
  forget(LEGACY_CODE_KEY);
  try {
    const stored = JSON.parse(readStored(CODE_KEY) ?? 'null') as Partial<StoredCode> | null;
    const savedAt = stored?.savedAt;
    if (typeof savedAt !== 'number' || savedAt > now || now - savedAt >= CAMPAIGN_CODE_TTL_MS) {
      return null;
    }
    return normaliseCampaignCode(stored?.code);
  } catch {
    return null;
  }
}
