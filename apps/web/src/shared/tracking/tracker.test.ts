import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackingConfig } from '@saral/contract/api/tracking';
import { createTracker } from './tracker';
import {
  sessionKeyOf,
  TRACKING_CONFIG_KEY,
  trackValueOf,
  type TrackingBatch,
} from './tracking-events';
import { TRACKING_CACHE_KEY, TRACKING_CACHE_LIMIT, type CachedEvent } from './tracking-cache';

const WEB_UUID = '6f1c2a7e-1111-4c3d-9e5f-000000000001';
const START = Date.UTC(2026, 10, 21, 6, 0, 0);

const baseConfig: TrackingConfig = {
  enabled: true,
  projectName: 'saral-web',
  batchSize: 3,
  flushIntervalMs: 10_000,
  behaviors: [],
};

type Setup = {
  config?: Partial<TrackingConfig>;
  loadConfig?: () => Promise<unknown>;
  send?: (batch: TrackingBatch, token: string | null) => Promise<'stored' | 'refused'>;
  beacon?: (body: Blob, token: string | null) => boolean;
};

let stops: (() => void)[] = [];
let idCounter = 0;

/** The signed-in session as the session store holds it: tests sign in and out by hand. */
function createFakeSession() {
  let token: string | null = null;
  const listeners = new Set<() => void>();
  return {
    token: () => token,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    signIn(next: string | null) {
      token = next;
      for (const listener of listeners) listener();
    },
  };
}
let session = createFakeSession();

async function startTracker(setup: Setup = {}) {
  const sent: TrackingBatch[] = [];
  /** The token each batch went with, in order. */
  const sentAs: (string | null)[] = [];
  const send = vi.fn(
    setup.send ??
      (async (batch: TrackingBatch, token: string | null) => {
        sent.push(batch);
        sentAs.push(token);
        return 'stored' as const;
      }),
  );
  const beacons: Blob[] = [];
  const beaconedAs: (string | null)[] = [];
  const beacon = vi.fn(
    setup.beacon ??
      ((body: Blob, token: string | null) => {
        beacons.push(body);
        beaconedAs.push(token);
        return true;
      }),
  );
  const tracker = createTracker({
    loadConfig: setup.loadConfig ?? (async () => ({ ...baseConfig, ...setup.config })),
    send,
    beacon,
    session,
    webUuid: () => WEB_UUID,
    storage: localStorage,
    now: () => Date.now(),
    newId: () => `00000000-0000-4000-8000-${String((idCounter += 1)).padStart(12, '0')}`,
    configRetryMs: 5_000,
  });
  stops.push(() => tracker.stop());
  await tracker.start();
  return { tracker, send, sent, sentAs, beacon, beacons, beaconedAs };
}

function cached(): CachedEvent[] {
  return JSON.parse(localStorage.getItem(TRACKING_CACHE_KEY) ?? '[]') as CachedEvent[];
}

function button(track: string, text = 'Tap') {
  const element = document.createElement('button');
  element.setAttribute('data-track', track);
  element.textContent = text;
  document.body.append(element);
  return element;
}

/** Lets the promise chains of an upload run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
  localStorage.clear();
  document.body.innerHTML = '';
  idCounter = 0;
  session = createFakeSession();
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('batching', () => {
  it('uploads page and click events once the cache holds batchSize, with triggerTime', async () => {
    const { tracker, sent } = await startTracker();
    tracker.pageView('/login');
    vi.advanceTimersByTime(1_000);
    button('send-code').click();
    expect(sent).toHaveLength(0);
    expect(cached()).toHaveLength(2);

    vi.advanceTimersByTime(1_000);
    button('login').click();
    await settle();

    expect(sent).toHaveLength(1);
    const batch = sent[0]!;
    expect(batch.webUuid).toBe(WEB_UUID);
    expect(
      batch.events.map(({ behavior, value, pageName }) => [behavior, value, pageName]),
    ).toEqual([
      ['page_view', '', '/login'],
      ['click', 'send-code', '/login'],
      ['click', 'login', '/login'],
    ]);
    expect(batch.events.map((event) => event.eventTime)).toEqual([
      START,
      START + 1_000,
      START + 2_000,
    ]);
    for (const event of batch.events) {
      expect(event.triggerTime).toBe(START + 2_000);
      expect(event.projectName).toBe('saral-web');
      expect(event.eventId).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(new Set(batch.events.map((event) => event.eventId)).size).toBe(3);
    expect(cached()).toEqual([]);
  });

  it('uploads a smaller batch every flushIntervalMs, and nothing when the cache is empty', async () => {
    const { tracker, send, sent } = await startTracker({ config: { batchSize: 20 } });
    vi.advanceTimersByTime(10_000);
    await settle();
    expect(send).not.toHaveBeenCalled();

    tracker.pageView('/');
    button('home-apply').click();
    vi.advanceTimersByTime(9_000);
    await settle();
    expect(send).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.events.map((event) => event.value)).toEqual(['', 'home-apply']);
    expect(sent[0]!.events[0]!.triggerTime).toBe(START + 20_000);
    expect(cached()).toEqual([]);
  });

  it('sends a large cache in batches of batchSize, oldest first', async () => {
    const { tracker, sent } = await startTracker({ config: { batchSize: 20 } });
    for (let page = 0; page < 45; page += 1) tracker.pageView(page % 2 ? '/' : '/orders');
    // Reaching 20 starts an upload, which then sends the whole cache a batch at a time.
    await settle();
    expect(sent.map((batch) => batch.events.length)).toEqual([20, 20, 5]);
    expect(sent[0]!.events[0]!.eventId).toBe('00000000-0000-4000-8000-000000000001');
    expect(cached()).toEqual([]);
  });

  it('records only the behaviors the config names', async () => {
    const { tracker } = await startTracker({ config: { behaviors: ['click'], batchSize: 50 } });
    tracker.pageView('/login');
    button('login').click();
    expect(cached().map((event) => event.behavior)).toEqual(['click']);
  });
});

describe('the local cache', () => {
  it('keeps the 1000 newest events when uploads keep failing', async () => {
    const { tracker, send } = await startTracker({
      config: { batchSize: 200 },
      send: async () => {
        throw new Error('offline');
      },
    });
    for (let index = 0; index < TRACKING_CACHE_LIMIT + 5; index += 1) {
      tracker.pageView(index % 2 === 0 ? '/login' : '/');
    }
    await settle();
    const events = cached();
    expect(events).toHaveLength(TRACKING_CACHE_LIMIT);
    // The 5 oldest went; the newest is the last one recorded.
    expect(events[0]!.eventId).toBe(`00000000-0000-4000-8000-${String(6).padStart(12, '0')}`);
    expect(events[events.length - 1]!.eventId).toBe(
      `00000000-0000-4000-8000-${String(TRACKING_CACHE_LIMIT + 5).padStart(12, '0')}`,
    );
    // One failed try, not one per event: the next tick or 'online' tries again.
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps events on failure and sends them when the network comes back', async () => {
    let online = false;
    const sent: TrackingBatch[] = [];
    const { tracker, send } = await startTracker({
      send: async (batch) => {
        if (!online) throw new Error('offline');
        sent.push(batch);
        return 'stored';
      },
    });
    tracker.pageView('/');
    button('home-apply').click();
    tracker.pageView('/product/7/detail');
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    expect(cached()).toHaveLength(3);

    online = true;
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.events.map((event) => event.pageName)).toEqual([
      '/',
      '/',
      '/product/:id/detail',
    ]);
    expect(cached()).toEqual([]);
  });

  it('removes a batch only after the server acknowledged it', async () => {
    let acknowledge: (outcome: 'stored') => void = () => undefined;
    const { tracker, send } = await startTracker({
      send: (_batch) =>
        new Promise((resolve) => {
          acknowledge = resolve;
        }),
    });
    tracker.pageView('/');
    tracker.pageView('/orders');
    tracker.pageView('/personal');
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    // In flight: still cached, and a new event joins the cache meanwhile.
    expect(cached()).toHaveLength(3);
    button('repayment').click();
    expect(cached()).toHaveLength(4);

    acknowledge('stored');
    await settle();
    expect(cached().map((event) => event.value)).toEqual(['repayment']);
  });

  it('drops a batch the server refuses as invalid instead of blocking the queue', async () => {
    const { tracker, send } = await startTracker({ send: async () => 'refused' });
    tracker.pageView('/');
    tracker.pageView('/orders');
    tracker.pageView('/personal');
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    expect(cached()).toEqual([]);
  });

  it('uploads what an earlier visit left in the cache as soon as it starts', async () => {
    const leftover: CachedEvent = {
      eventId: '9a0c8f3e-2b1d-4c5e-8f70-123456789abc',
      projectName: 'saral-web',
      pageName: '/orders',
      behavior: 'click',
      value: 'repayment',
      eventTime: START - 60_000,
    };
    localStorage.setItem(TRACKING_CACHE_KEY, JSON.stringify([leftover, { broken: true }]));
    const { sent } = await startTracker({ config: { batchSize: 20 } });
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.events).toEqual([{ ...leftover, triggerTime: START }]);
    expect(cached()).toEqual([]);
  });
});

describe('page hide', () => {
  it('sends the cache by beacon on pagehide and keeps it for a confirmed upload later', async () => {
    const { tracker, beacons, beacon, sent } = await startTracker({ config: { batchSize: 20 } });
    tracker.pageView('/orders/12/detail');
    button('repayment').click();
    vi.advanceTimersByTime(500);

    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const body = beacons[0]!;
    expect(body.type).toBe('application/json');
    const batch = JSON.parse(await body.text()) as TrackingBatch;
    expect(batch.webUuid).toBe(WEB_UUID);
    expect(batch.events.map((event) => [event.pageName, event.behavior, event.value])).toEqual([
      ['/orders/:id/detail', 'page_view', ''],
      ['/orders/:id/detail', 'click', 'repayment'],
    ]);
    expect(batch.events.every((event) => event.triggerTime === START + 500)).toBe(true);

    // The beacon's delivery is unknown: the events stay and go out again (the server dedups).
    expect(cached()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent[0]!.events.map((event) => event.eventId)).toEqual(
      batch.events.map((event) => event.eventId),
    );
    expect(cached()).toEqual([]);
  });

  it('beacons when the page goes to the background, once per change of the cache', async () => {
    const { tracker, beacon } = await startTracker({ config: { batchSize: 20 } });
    tracker.pageView('/');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);

    button('home-apply').click();
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(2);
  });

  it('splits a large cache into several beacons and stops when the browser refuses one', async () => {
    let accepted = 0;
    const { tracker, beacon } = await startTracker({
      config: { batchSize: 200 },
      send: async () => {
        throw new Error('offline');
      },
      beacon: () => (accepted += 1) < 3,
    });
    for (let index = 0; index < 180; index += 1) tracker.pageView(index % 2 ? '/' : '/orders');
    window.dispatchEvent(new Event('pagehide'));
    // 180 events → 4 beacons of at most 50; the third is refused, so the fourth is not tried.
    expect(beacon).toHaveBeenCalledTimes(3);
    expect(cached()).toHaveLength(180);
  });

  it('sends nothing on page hide when the cache is empty', async () => {
    const { beacon } = await startTracker();
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).not.toHaveBeenCalled();
  });
});

describe('sessions', () => {
  const TOKEN_A = 'token-of-borrower-a';
  const TOKEN_B = 'token-of-borrower-b';
  const values = (batch: TrackingBatch | undefined) => batch?.events.map((event) => event.value);

  it('uploads events with the session they were recorded under, not the one signed in now', async () => {
    session.signIn(TOKEN_A);
    const { sent, sentAs } = await startTracker({ config: { batchSize: 20 } });
    button('a-first').click();
    button('a-quit').click();
    // A quits (the server revokes the token) and B signs in before any upload.
    session.signIn(null);
    button('anonymous-login').click();
    session.signIn(TOKEN_B);
    button('b-apply').click();
    await vi.advanceTimersByTimeAsync(10_000);

    expect(sent.map(values)).toEqual([['a-first', 'a-quit'], ['anonymous-login'], ['b-apply']]);
    // A's events keep A's token: the server stores them under A, or anonymously once A's
    // session is revoked; never under B.
    expect(sentAs).toEqual([TOKEN_A, null, TOKEN_B]);
    expect(cached()).toEqual([]);
  });

  it('sends the events of a session at once when the session changes', async () => {
    session.signIn(TOKEN_A);
    const { tracker, sent, sentAs } = await startTracker({ config: { batchSize: 20 } });
    tracker.pageView('/personal');
    session.signIn(null);
    await settle();
    expect(sent.map(values)).toEqual([['']]);
    expect(sentAs).toEqual([TOKEN_A]);
  });

  it('keeps an ended session’s token only in memory, never in the cache or the batch', async () => {
    session.signIn(TOKEN_A);
    const { tracker, sent } = await startTracker({ config: { batchSize: 20 } });
    tracker.pageView('/');
    const stored = localStorage.getItem(TRACKING_CACHE_KEY) ?? '';
    expect(stored).not.toContain(TOKEN_A);
    expect(cached()[0]!.sessionKey).toBe(sessionKeyOf(TOKEN_A));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(JSON.stringify(sent)).not.toContain('sessionKey');
    expect(JSON.stringify(sent)).not.toContain(TOKEN_A);
  });

  it('sends events of a session this page never knew anonymously (after a reload, say)', async () => {
    // Recorded under A in an earlier visit; B is signed in now.
    localStorage.setItem(
      TRACKING_CACHE_KEY,
      JSON.stringify([
        {
          eventId: '9a0c8f3e-2b1d-4c5e-8f70-123456789abc',
          projectName: 'saral-web',
          pageName: '/orders',
          behavior: 'click',
          value: 'a-repayment',
          eventTime: START - 60_000,
          sessionKey: sessionKeyOf(TOKEN_A),
        },
        {
          eventId: '9a0c8f3e-2b1d-4c5e-8f70-123456789abd',
          projectName: 'saral-web',
          pageName: '/orders',
          behavior: 'click',
          value: 'older-version',
          eventTime: START - 50_000,
        },
      ]),
    );
    session.signIn(TOKEN_B);
    const { sent, sentAs } = await startTracker({ config: { batchSize: 20 } });
    button('b-apply').click();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent.map(values)).toEqual([['a-repayment'], ['older-version'], ['b-apply']]);
    expect(sentAs).toEqual([null, null, TOKEN_B]);
  });

  it('tells sessions apart by a short tag, the same for the same token', () => {
    expect(sessionKeyOf(null)).toBe('');
    expect(sessionKeyOf(TOKEN_A)).toBe(sessionKeyOf(TOKEN_A));
    expect(sessionKeyOf(TOKEN_A)).not.toBe(sessionKeyOf(TOKEN_B));
    expect(sessionKeyOf(TOKEN_A)).toMatch(/^s[0-9a-z]{1,12}$/);
  });

  it('beacons each session’s events apart, each with its own token', async () => {
    session.signIn(TOKEN_A);
    const { beacons, beaconedAs } = await startTracker({
      config: { batchSize: 20 },
      send: async () => {
        throw new Error('offline');
      },
    });
    button('a-quit').click();
    session.signIn(null);
    button('anonymous-login').click();
    session.signIn(TOKEN_B);
    button('b-apply').click();
    await settle();
    window.dispatchEvent(new Event('pagehide'));

    const bodies = await Promise.all(
      beacons.map(async (body) => JSON.parse(await body.text()) as TrackingBatch),
    );
    expect(bodies.map(values)).toEqual([['a-quit'], ['anonymous-login'], ['b-apply']]);
    expect(beaconedAs).toEqual([TOKEN_A, null, TOKEN_B]);
  });
});

describe('older browsers (build target es2020)', () => {
  it('beacons without Array.prototype.at (Chrome before 92)', async () => {
    const at = Object.getOwnPropertyDescriptor(Array.prototype, 'at');
    const { tracker, beacon } = await startTracker({ config: { batchSize: 20 } });
    tracker.pageView('/');
    Reflect.deleteProperty(Array.prototype, 'at');
    try {
      expect(() => window.dispatchEvent(new Event('pagehide'))).not.toThrow();
    } finally {
      if (at) Object.defineProperty(Array.prototype, 'at', at);
    }
    expect(beacon).toHaveBeenCalledTimes(1);
  });
});

describe('the config', () => {
  it('records nothing when tracking is disabled', async () => {
    const { tracker, send, beacon } = await startTracker({
      config: { enabled: false, batchSize: 1 },
    });
    tracker.pageView('/login');
    button('login').click();
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(localStorage.getItem(TRACKING_CACHE_KEY)).toBeNull();
    expect(send).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('holds the first events until the config arrives, then records them', async () => {
    let resolveConfig: (config: TrackingConfig) => void = () => undefined;
    const { tracker } = await startTrackerWithoutAwait({
      loadConfig: () =>
        new Promise((resolve) => {
          resolveConfig = resolve;
        }),
    });
    tracker.pageView('/login');
    button('send-code').click();
    expect(cached()).toEqual([]);
    resolveConfig({ ...baseConfig, batchSize: 20 });
    await settle();
    expect(cached().map((event) => event.behavior)).toEqual(['page_view', 'click']);
  });

  it('drops the first events when the config arrives disabled', async () => {
    let resolveConfig: (config: TrackingConfig) => void = () => undefined;
    const { tracker } = await startTrackerWithoutAwait({
      loadConfig: () =>
        new Promise((resolve) => {
          resolveConfig = resolve;
        }),
    });
    tracker.pageView('/login');
    resolveConfig({ ...baseConfig, enabled: false });
    await settle();
    expect(localStorage.getItem(TRACKING_CACHE_KEY)).toBeNull();
  });

  it('uses the config of the last visit when the server cannot be reached', async () => {
    localStorage.setItem(TRACKING_CONFIG_KEY, JSON.stringify({ ...baseConfig, batchSize: 20 }));
    const { tracker } = await startTracker({
      loadConfig: async () => {
        throw new Error('offline');
      },
    });
    tracker.pageView('/login');
    expect(cached()).toHaveLength(1);
  });

  it('asks for the config again later when it has none', async () => {
    let attempts = 0;
    const { tracker } = await startTracker({
      loadConfig: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return { ...baseConfig, batchSize: 20 };
      },
    });
    tracker.pageView('/login');
    expect(cached()).toEqual([]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(attempts).toBe(2);
    expect(cached().map((event) => event.pageName)).toEqual(['/login']);
    expect(JSON.parse(localStorage.getItem(TRACKING_CONFIG_KEY) ?? '{}')).toMatchObject({
      batchSize: 20,
    });
  });

  it('treats a malformed config as missing', async () => {
    const { tracker } = await startTracker({
      loadConfig: async () => ({ enabled: 'yes', batchSize: 0 }),
    });
    tracker.pageView('/login');
    expect(cached()).toEqual([]);
  });
});

describe('privacy', () => {
  it('records only the data-track name of a field, never what it holds', async () => {
    const { tracker } = await startTracker({ config: { batchSize: 50 } });
    tracker.pageView('/login');
    const input = document.createElement('input');
    input.setAttribute('data-track', 'phone-field');
    document.body.append(input);
    input.value = '9876543210';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
    input.click();

    const events = cached();
    expect(events.map((event) => [event.behavior, event.value])).toEqual([
      ['page_view', ''],
      ['click', 'phone-field'],
    ]);
    expect(localStorage.getItem(TRACKING_CACHE_KEY)).not.toContain('9876543210');
  });

  it('ignores clicks outside tracked elements and finds the tracked ancestor of a click', async () => {
    const { tracker } = await startTracker({ config: { batchSize: 50 } });
    tracker.pageView('/');
    const plain = document.createElement('button');
    document.body.append(plain);
    plain.click();
    const tracked = button('home-apply');
    const label = document.createElement('span');
    label.textContent = 'Apply';
    tracked.append(label);
    label.click();
    expect(cached().map((event) => event.value)).toEqual(['', 'home-apply']);
  });

  it('does not record data-track values that are not plain names', async () => {
    const { tracker } = await startTracker({ config: { batchSize: 50 } });
    tracker.pageView('/');
    button('call 9876543210').click();
    button('phone-919876543210').click();
    button('x'.repeat(65)).click();
    expect(cached().map((event) => event.behavior)).toEqual(['page_view']);
    expect(trackValueOf('  get-money ')).toBe('get-money');
    expect(trackValueOf('step-2')).toBe('step-2');
  });

  it('names pages by path with ids replaced, never with the query', async () => {
    const { tracker } = await startTracker({ config: { batchSize: 50 } });
    tracker.pageView('/orders/audit?token=secret-token&phone=919876543210');
    tracker.pageView('/product/42/detail');
    tracker.pageView('/919876543210', true);
    const events = cached();
    expect(events.map((event) => event.pageName)).toEqual([
      '/orders/audit',
      '/product/:id/detail',
      '/*',
    ]);
    // A page view names the page the visitor came from.
    expect(events.map((event) => event.value)).toEqual([
      '',
      '/orders/audit',
      '/product/:id/detail',
    ]);
    const stored = localStorage.getItem(TRACKING_CACHE_KEY) ?? '';
    expect(stored).not.toContain('secret-token');
    expect(stored).not.toContain('9876543210');
  });
});

/** Like startTracker, for a config that is still loading when the test goes on. */
async function startTrackerWithoutAwait(setup: Setup) {
  const tracker = createTracker({
    loadConfig: setup.loadConfig!,
    send: async () => 'stored',
    beacon: () => true,
    session,
    webUuid: () => WEB_UUID,
    storage: localStorage,
  });
  stops.push(() => tracker.stop());
  void tracker.start();
  return { tracker };
}
