import type { PublicCampaign } from '@saral/contract/api/campaign';
import { CAMPAIGN_QUERY_KEYS, normaliseCampaignCode } from '@saral/contract/campaign-code';
import { Calls } from '@saral/contract/calls';
import { apiRequest } from '../api/api-client';

/**
 * The campaign of the landing link (?campaign= or ?utm_campaign=), remembered so it survives the
 * login redirect, and the server's answer about it, cached so start-up asks at most once in a while.
 * Runs at start-up: no zod here, the answer's shape is checked by hand.
 */

const CODE_KEY = 'saral.campaign';
const ANSWER_KEY = 'saral.campaignAnswer';
/** An operator's change reaches returning visitors within this time. */
export const CAMPAIGN_ANSWER_TTL_MS = 30 * 60 * 1000;

type StoredAnswer = PublicCampaign & { checkedAt: number };

// Storage can be unavailable (private modes, blocked cookies): then nothing is remembered.
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not remembered; the next page asks again.
  }
}

/** Remembers the campaign code of a landing URL's query; returns it, or null when there is none. */
export function rememberCampaignFrom(search: URLSearchParams): string | null {
  for (const key of CAMPAIGN_QUERY_KEYS) {
    const code = normaliseCampaignCode(search.get(key));
    if (code) {
      write(CODE_KEY, code);
      return code;
    }
  }
  return null;
}

export function rememberedCampaignCode(): string | null {
  return normaliseCampaignCode(read(CODE_KEY));
}

function isPublicCampaign(value: unknown): value is PublicCampaign {
  const candidate = value as Partial<PublicCampaign> | null;
  return (
    typeof candidate?.code === 'string' &&
    typeof candidate.iosOnly === 'boolean' &&
    (candidate.iosH5Url === null || typeof candidate.iosH5Url === 'string')
  );
}

/** The cached answer for `code` while it is fresh. */
export function cachedCampaign(code: string, now = Date.now()): PublicCampaign | null {
  try {
    const stored = JSON.parse(read(ANSWER_KEY) ?? 'null') as StoredAnswer | null;
    if (!isPublicCampaign(stored) || stored.code !== code) return null;
    if (!(now - stored.checkedAt < CAMPAIGN_ANSWER_TTL_MS && stored.checkedAt <= now)) return null;
    return { code: stored.code, iosOnly: stored.iosOnly, iosH5Url: stored.iosH5Url };
  } catch {
    return null;
  }
}

const inFlight = new Map<string, Promise<PublicCampaign | null>>();

/**
 * The campaign's audience: from the cache, else one request. Null when the server cannot be
 * reached: the visitor is let through rather than stopped by a network problem.
 */
export function loadCampaign(code: string): Promise<PublicCampaign | null> {
  const cached = cachedCampaign(code);
  if (cached) return Promise.resolve(cached);
  let pending = inFlight.get(code);
  if (!pending) {
    pending = apiRequest<unknown>(Calls.campaign, { query: { code } })
      .then((answer) => {
        if (!isPublicCampaign(answer)) return null;
        const campaign = { code: answer.code, iosOnly: answer.iosOnly, iosH5Url: answer.iosH5Url };
        write(ANSWER_KEY, JSON.stringify({ ...campaign, checkedAt: Date.now() }));
        return campaign;
      })
      .catch(() => null)
      .finally(() => inFlight.delete(code));
    inFlight.set(code, pending);
  }
  return pending;
}

/** The h5 site of the remembered campaign, when it has one (Apply on iOS). */
export async function campaignIosH5Url(): Promise<string | null> {
  const code = rememberedCampaignCode();
  if (!code) return null;
  return (await loadCampaign(code))?.iosH5Url ?? null;
}
