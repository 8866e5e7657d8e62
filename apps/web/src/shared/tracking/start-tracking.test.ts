import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackingBatch } from './tracking-events';

const START = Date.UTC(2026, 10, 28, 6, 0, 0);

/** The session store as the recorder and the tracker see it: the test signs in by hand. */
function fakeSession() {
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

let session = fakeSession();
let sent: { batch: TrackingBatch; token: string | null }[] = [];
/** The trackers made: each listens on the document until stopped. */
const trackers: { stop(): void }[] = [];

/** A fresh start-tracking module whose lazy tracker is the real one, with fake uploads. */
async function freshModule() {
  vi.resetModules();
  vi.doMock('../session/session-store', () => ({ sessionStore: session }));
  vi.doMock('./app-tracker', async () => {
    const { createTracker } = await import('./tracker');
    return {
      createAppTracker: () => {
        const tracker = createTracker({
          loadConfig: async () => ({
            enabled: true,
            projectName: 'saral-web',
            batchSize: 3,
            flushIntervalMs: 60_000,
            behaviors: [],
          }),
          send: async (batch, token) => {
            sent.push({ batch, token });
            return 'stored';
          },
          beacon: () => true,
          session,
          webUuid: () => '6f1c2a7e-1111-4c3d-9e5f-000000000001',
          storage: localStorage,
        });
        trackers.push(tracker);
        return tracker;
      },
    };
  });
  return import('./start-tracking');
}

function button(track: string) {
  const element = document.createElement('button');
  element.setAttribute('data-track', track);
  document.body.append(element);
  return element;
}

const cachedCount = () =>
  (JSON.parse(localStorage.getItem('saral.tracking.events') ?? '[]') as unknown[]).length;

const describeSent = () =>
  sent.map(({ batch, token }) => ({
    token,
    events: batch.events.map((event) => [event.behavior, event.pageName, event.value]),
    times: batch.events.map((event) => event.eventTime),
  }));

beforeEach(() => {
  // Only the clock is fake: the tracker loads through a real dynamic import and idle callback.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  localStorage.clear();
  document.body.innerHTML = '';
  session = fakeSession();
  sent = [];
});
afterEach(() => {
  for (const tracker of trackers.splice(0)) tracker.stop();
  vi.useRealTimers();
  vi.doUnmock('../session/session-store');
  vi.doUnmock('./app-tracker');
});

describe('tracking before and after the tracker loads', () => {
  it('hands the page views and clicks of before the load to the tracker, in order, with their time and session', async () => {
    const { startTracking, loadTracking, trackPageView } = await freshModule();
    startTracking();
    trackPageView('/login');
    vi.setSystemTime(START + 1_000);
    const sendCode = button('send-code');
    sendCode.click();
    // Gone before the tracker loads: what was clicked is known already.
    sendCode.remove();
    vi.setSystemTime(START + 2_000);
    session.signIn('token-1');
    trackPageView('/');
    expect(sent).toEqual([]);

    loadTracking();
    // The first two went while signed out, the last one as the session it happened in.
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(describeSent()).toEqual([
      {
        token: null,
        events: [
          ['page_view', '/login', ''],
          ['click', '/login', 'send-code'],
        ],
        times: [START, START + 1_000],
      },
      { token: 'token-1', events: [['page_view', '/', '/login']], times: [START + 2_000] },
    ]);
  });

  it('records each click once after the load, by the tracker itself', async () => {
    const { startTracking, loadTracking, trackPageView } = await freshModule();
    startTracking();
    trackPageView('/login');
    loadTracking();
    await vi.waitFor(() => expect(cachedCount()).toBe(1));

    button('login').click();
    button('send-code').click();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(describeSent()[0]?.events).toEqual([
      ['page_view', '/login', ''],
      ['click', '/login', 'login'],
      ['click', '/login', 'send-code'],
    ]);
  });

  it('keeps at most 50 events while the tracker has not loaded', async () => {
    const { startTracking, loadTracking, trackPageView } = await freshModule();
    startTracking();
    for (let index = 0; index < 60; index += 1) trackPageView(index % 2 ? '/' : '/login');
    loadTracking();
    // Uploaded a batch at a time until the cache is empty.
    await vi.waitFor(() => expect(sent.length > 0 && cachedCount() === 0).toBe(true));
    expect(sent.reduce((count, { batch }) => count + batch.events.length, 0)).toBe(50);
  });
});
