import type { PublicCampaign } from '@saral/contract/api/campaign';
import { StartCalls } from '@saral/contract/start-calls';
import { apiRequest } from '../api/api-client';
import { readStored, rememberedCampaignCode, writeStored } from './campaign-code-memory';

/**
 * The server's answer about the landing link's campaign (campaign-code-memory.ts remembers its
 * code), cached so start-up asks at most once in a while. Runs at start-up: no zod here, stored
 * and received shapes are checked by hand.
 */

const ANSWER_KEY = 'saral.campaignAnswer';
/** An operator's change reaches returning visitors within this time. */
export const CAMPAIGN_ANSWER_TTL_MS = 30 * 60 * 1000;
/**
 * The root loader holds the first paint while it waits for the answer, and Apply waits for it on
 * iOS: on a slow network the visitor is let through rather than kept waiting.
 */
export const CAMPAIGN_LOOKUP_TIMEOUT_MS = 3000;

type StoredAnswer = PublicCampaign & { checkedAt: number };

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
    const stored = JSON.parse(readStored(ANSWER_KEY) ?? 'null') as StoredAnswer | null;
    if (!isPublicCampaign(stored) || stored.code !== code) return null;
    if (!(now - stored.checkedAt < CAMPAIGN_ANSWER_TTL_MS && stored.checkedAt <= now)) return null;
    return { code: stored.code, iosOnly: stored.iosOnly, iosH5Url: stored.iosH5Url };
  } catch {
    return null;
  }
}

const inFlight = new Map<string, Promise<PublicCampaign | null>>();

/**
 * The campaign's audience: from the cache, else one request of at most CAMPAIGN_LOOKUP_TIMEOUT_MS.
 * Null when the server cannot be reached in time: the visitor is let through rather than stopped
 * by a network problem, and nothing is cached, so the next page asks again.
 */
export function loadCampaign(code: string): Promise<PublicCampaign | null> {
  const cached = cachedCampaign(code);
  if (cached) return Promise.resolve(cached);
  let pending = inFlight.get(code);
  if (!pending) {
    // A plain timer (not AbortSignal.timeout) so the tests' fake clock can run it out.
    const lookup = new AbortController();
    const timer = setTimeout(
      () => lookup.abort(new DOMException('The campaign lookup took too long', 'TimeoutError')),
      CAMPAIGN_LOOKUP_TIMEOUT_MS,
    );
    pending = apiRequest<unknown>(StartCalls.campaign, { query: { code }, signal: lookup.signal })
      .then((answer) => {
        if (!isPublicCampaign(answer)) return null;
        const campaign = { code: answer.code, iosOnly: answer.iosOnly, iosH5Url: answer.iosH5Url };
        writeStored(ANSWER_KEY, JSON.stringify({ ...campaign, checkedAt: Date.now() }));
        return campaign;
      })
      .catch(() => null)
      .finally(() => {
        clearTimeout(timer);
        inFlight.delete(code);
      });
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
