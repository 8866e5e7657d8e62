import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CAMPAIGN_CODE_TTL_MS,
  rememberCampaignFrom,
  rememberedCampaignCode,
} from './campaign-code-memory';
import {
  CAMPAIGN_ANSWER_TTL_MS,
  CAMPAIGN_LOOKUP_TIMEOUT_MS,
  cachedCampaign,
  campaignIosH5Url,
  loadCampaign,
} from './campaign-store';

const answer = { code: 'ios-launch', iosOnly: true, iosH5Url: 'https://h5.example.com/x' };

function serverAnswers(data: unknown, code = 0) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(JSON.stringify({ code, msg: 'success', data })));
}

/** A server that never answers: the request ends only when its signal aborts, as fetch does. */
function serverHangs() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(
    (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
}

/** Settles `promise` under the fake clock: 'pending' when it has not settled by then. */
async function outcomeAfter<T>(promise: Promise<T>, ms: number): Promise<T | 'pending'> {
  let outcome: T | 'pending' = 'pending';
  void promise.then((value) => (outcome = value));
  await vi.advanceTimersByTimeAsync(ms);
  return outcome;
}

describe('the landing link’s campaign', () => {
  beforeEach(() => localStorage.clear());

  it('is read from ?campaign=, else ?utm_campaign=, and remembered', () => {
    expect(rememberCampaignFrom(new URLSearchParams('utm_campaign=Summer-2026'))).toBe(
      'summer-2026',
    );
    expect(rememberedCampaignCode()).toBe('summer-2026');
    expect(
      rememberCampaignFrom(new URLSearchParams('campaign=ios-launch&utm_campaign=summer-2026')),
    ).toBe('ios-launch');
    expect(rememberedCampaignCode()).toBe('ios-launch');
  });

  it('a link without a code, or with an invalid one, keeps the remembered code', () => {
    rememberCampaignFrom(new URLSearchParams('campaign=ios-launch'));
    expect(rememberCampaignFrom(new URLSearchParams('redirect=%2F'))).toBeNull();
    expect(rememberCampaignFrom(new URLSearchParams('campaign=not%20a%20code'))).toBeNull();
    expect(rememberedCampaignCode()).toBe('ios-launch');
  });

  it('is remembered for a day only: a forwarded link opened once does not stay forever', () => {
    const openedAt = Date.now();
    rememberCampaignFrom(new URLSearchParams('campaign=ios-launch'));
    expect(rememberedCampaignCode(openedAt + CAMPAIGN_CODE_TTL_MS - 60_000)).toBe('ios-launch');
    expect(rememberedCampaignCode(openedAt + CAMPAIGN_CODE_TTL_MS + 1000)).toBeNull();
  });

  it('starts its day again when a campaign link is opened again', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    try {
      rememberCampaignFrom(new URLSearchParams('campaign=ios-launch'));
      vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
      rememberCampaignFrom(new URLSearchParams('campaign=ios-launch'));
      vi.setSystemTime(new Date('2026-03-02T12:00:00Z'));
      expect(rememberedCampaignCode()).toBe('ios-launch');
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets codes remembered without a date by earlier versions', () => {
    localStorage.setItem('saral.campaign', 'ios-launch');
    expect(rememberedCampaignCode()).toBeNull();
    expect(localStorage.getItem('saral.campaign')).toBeNull();
  });

  it('ignores a damaged record', () => {
    localStorage.setItem('saral.campaignCode', '{"code":"ios-launch"}');
    expect(rememberedCampaignCode()).toBeNull();
    localStorage.setItem('saral.campaignCode', 'not json');
    expect(rememberedCampaignCode()).toBeNull();
  });
});

describe('the campaign answer', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('is asked once and then served from the cache', async () => {
    const fetch = serverAnswers(answer);
    await expect(loadCampaign('ios-launch')).resolves.toEqual(answer);
    await expect(loadCampaign('ios-launch')).resolves.toEqual(answer);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api1/client/v1/campaign?code=ios-launch');
  });

  it('expires, and belongs to its own code only', () => {
    const now = Date.now();
    localStorage.setItem('saral.campaignAnswer', JSON.stringify({ ...answer, checkedAt: now }));
    expect(cachedCampaign('ios-launch', now + 1000)).toEqual(answer);
    expect(cachedCampaign('other-code', now + 1000)).toBeNull();
    expect(cachedCampaign('ios-launch', now + CAMPAIGN_ANSWER_TTL_MS)).toBeNull();
  });

  it('lets the visitor through when the server cannot answer, and asks again next time', async () => {
    const failing = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    await expect(loadCampaign('ios-launch')).resolves.toBeNull();
    failing.mockRestore();
    serverAnswers(answer);
    await expect(loadCampaign('ios-launch')).resolves.toEqual(answer);
  });

  it('lets the visitor through when the server is slow, caches nothing and asks again', async () => {
    vi.useFakeTimers();
    try {
      const slow = serverHangs();
      const lookup = loadCampaign('ios-launch');
      expect(await outcomeAfter(lookup, CAMPAIGN_LOOKUP_TIMEOUT_MS - 100)).toBe('pending');
      expect(await outcomeAfter(lookup, 100)).toBeNull();
      expect(cachedCampaign('ios-launch')).toBeNull();
      slow.mockRestore();
      const fetch = serverAnswers(answer);
      await expect(loadCampaign('ios-launch')).resolves.toEqual(answer);
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives Apply on iOS no h5 site when the server is slow, after the same short wait', async () => {
    vi.useFakeTimers();
    try {
      serverHangs();
      rememberCampaignFrom(new URLSearchParams('campaign=ios-launch'));
      expect(await outcomeAfter(campaignIosH5Url(), CAMPAIGN_LOOKUP_TIMEOUT_MS)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('treats a malformed answer as no answer', async () => {
    serverAnswers({ code: 'ios-launch', iosOnly: 'yes' });
    await expect(loadCampaign('ios-launch')).resolves.toBeNull();
    expect(cachedCampaign('ios-launch')).toBeNull();
  });
});
