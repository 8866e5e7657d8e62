import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CAMPAIGN_CODE_TTL_MS,
  rememberedCampaignCode,
} from '../shared/audience/campaign-code-memory';
import { CAMPAIGN_LOOKUP_TIMEOUT_MS } from '../shared/audience/campaign-store';
import { sessionStore } from '../shared/session/session-store';
import { audienceGateLoader } from './audience-gate-loader';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const iosOnly = { code: 'ios-launch', iosOnly: true, iosH5Url: null };

function visitorOn(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

function serverAnswers(data: unknown) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(JSON.stringify({ code: 0, msg: 'ok', data })));
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

/** The loader's outcome: the address it redirects to, or null when the page may render. */
async function gate(path: string): Promise<string | null> {
  try {
    await audienceGateLoader({ request: new Request(`http://saral.test${path}`) });
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStore.clear();
});

describe('the audience gate at start-up', () => {
  it('sends an anonymous Android visitor of an iOS-only campaign to /alert', async () => {
    visitorOn(ANDROID);
    serverAnswers(iosOnly);
    expect(await gate('/login?campaign=ios-launch')).toBe('/alert?campaign=ios-launch');
    // Remembered across the login redirect.
    expect(await gate('/login?redirect=%2F')).toBe('/alert?campaign=ios-launch');
  });

  it('never stops a signed-in borrower: their loans and repayment stay reachable', async () => {
    visitorOn(ANDROID);
    const fetch = serverAnswers(iosOnly);
    sessionStore.set({ token: 't'.repeat(43), phone: '919876543210', isApp: false });
    for (const path of ['/?campaign=ios-launch', '/orders/7/detail', '/orders', '/']) {
      expect(await gate(path)).toBeNull();
    }
    expect(fetch).not.toHaveBeenCalled();
    // Nor does the link they opened lock them out after signing out.
    expect(rememberedCampaignCode()).toBeNull();
    sessionStore.clear();
    expect(await gate('/login')).toBeNull();
  });

  it('forgets the landing link after a day', async () => {
    visitorOn(ANDROID);
    serverAnswers(iosOnly);
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z'), toFake: ['Date'] });
    expect(await gate('/login?campaign=ios-launch')).toBe('/alert?campaign=ios-launch');
    vi.setSystemTime(Date.now() + CAMPAIGN_CODE_TTL_MS + 1000);
    expect(await gate('/login')).toBeNull();
  });

  it('lets the visitor through when the campaign lookup runs out of time', async () => {
    visitorOn(ANDROID);
    serverHangs();
    vi.useFakeTimers();
    let outcome: string | null | 'pending' = 'pending';
    void gate('/login?campaign=ios-launch').then((target) => (outcome = target));
    await vi.advanceTimersByTimeAsync(CAMPAIGN_LOOKUP_TIMEOUT_MS - 100);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(100);
    expect(outcome).toBeNull();
  });

  it('asks nothing on iOS, and remembers the campaign there for Apply', async () => {
    visitorOn(IPHONE);
    const fetch = serverAnswers(iosOnly);
    expect(await gate('/login?campaign=ios-launch')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(rememberedCampaignCode()).toBe('ios-launch');
  });
});
