import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CAMPAIGN_ANSWER_TTL_MS,
  cachedCampaign,
  loadCampaign,
  rememberCampaignFrom,
  rememberedCampaignCode,
} from './campaign-store';

const answer = { code: 'ios-launch', iosOnly: true, iosH5Url: 'https://h5.example.com/x' };

function serverAnswers(data: unknown, code = 0) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(JSON.stringify({ code, msg: 'success', data })));
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

  it('treats a malformed answer as no answer', async () => {
    serverAnswers({ code: 'ios-launch', iosOnly: 'yes' });
    await expect(loadCampaign('ios-launch')).resolves.toBeNull();
    expect(cachedCampaign('ios-launch')).toBeNull();
  });
});
