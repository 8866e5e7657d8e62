import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session/session-store';
import type { TrackingBatch } from './tracking-events';
import { beaconTrackedBatch, uploadTrackedBatch } from './tracking-upload';

const SAVE_URL = '/api1/burying-point/burying-point/save-buried-point';
const batch: TrackingBatch = {
  webUuid: '6f1c2a7e-1111-4c3d-9e5f-000000000001',
  events: [
    {
      eventId: '9a0c8f3e-2b1d-4c5e-8f70-123456789abc',
      projectName: 'saral-web',
      pageName: '/',
      behavior: 'click',
      value: 'home-apply',
      eventTime: 1,
      triggerTime: 2,
    },
  ],
};
const body = () => new Blob([JSON.stringify(batch)], { type: 'application/json' });

function replyWith(code: number) {
  return vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify({ code, msg: '', data: code === 0 ? { saved: 1 } : null })),
  );
}
const headersOf = (init: RequestInit | undefined) =>
  (init?.headers ?? {}) as Record<string, string>;

let fetchMock = replyWith(0);
beforeEach(() => {
  localStorage.clear();
  sessionStore.clear();
  fetchMock = replyWith(0);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

function stubSendBeacon(implementation: (url: string, data: Blob) => boolean) {
  const sendBeacon = vi.fn(implementation);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  return sendBeacon;
}

describe('uploading a batch', () => {
  it('goes with the token of the session it was recorded under, and without cookies', async () => {
    sessionStore.set({ token: 'token-b', phone: '919876543210', isApp: false });
    await expect(uploadTrackedBatch(batch, 'token-a')).resolves.toBe('stored');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(SAVE_URL);
    expect(init?.credentials).toBe('omit');
    expect(headersOf(init).token).toBe('token-a');
    expect(headersOf(init).web_uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(init?.body))).toEqual(batch);
  });

  it('goes anonymously, with no token at all, for events recorded signed out', async () => {
    sessionStore.set({ token: 'token-b', phone: '919876543210', isApp: false });
    await uploadTrackedBatch(batch, null);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(headersOf(init)).not.toHaveProperty('token');
    expect(init?.credentials).toBe('omit');
  });

  it('reports a batch the server refuses, and throws when it may succeed later', async () => {
    vi.stubGlobal('fetch', replyWith(-1));
    await expect(uploadTrackedBatch(batch, null)).resolves.toBe('refused');
    vi.stubGlobal('fetch', replyWith(500));
    await expect(uploadTrackedBatch(batch, null)).rejects.toThrow();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(uploadTrackedBatch(batch, null)).rejects.toThrow();
  });
});

describe('the page-hide beacon', () => {
  it('uses sendBeacon for the events of the session signed in now (its cookie says who)', () => {
    sessionStore.set({ token: 'token-a', phone: '919876543210', isApp: false });
    const sendBeacon = stubSendBeacon(() => true);
    expect(beaconTrackedBatch(body(), 'token-a')).toBe(true);
    expect(sendBeacon).toHaveBeenCalledWith(SAVE_URL, expect.any(Blob));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when sendBeacon throws (older Chrome, JSON Blobs)', async () => {
    stubSendBeacon(() => {
      throw new TypeError('sendBeacon() with a Blob whose type is not CORS-safelisted');
    });
    const sent = body();
    expect(beaconTrackedBatch(sent, null)).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(SAVE_URL);
    expect(init?.keepalive).toBe(true);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(sent);
  });

  it('falls back to a keepalive fetch when the browser will not queue the beacon', () => {
    sessionStore.set({ token: 'token-a', phone: '919876543210', isApp: false });
    stubSendBeacon(() => false);
    expect(beaconTrackedBatch(body(), 'token-a')).toBe(true);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.keepalive).toBe(true);
    expect(headersOf(init).token).toBe('token-a');
  });

  it('never beacons another session’s events: the cookie would credit them to the borrower now', () => {
    sessionStore.set({ token: 'token-b', phone: '919876543210', isApp: false });
    const sendBeacon = stubSendBeacon(() => true);
    beaconTrackedBatch(body(), 'token-a');
    beaconTrackedBatch(body(), null);
    expect(sendBeacon).not.toHaveBeenCalled();
    const [first, second] = fetchMock.mock.calls;
    expect(headersOf(first?.[1]).token).toBe('token-a');
    expect(headersOf(second?.[1])).not.toHaveProperty('token');
    expect(first?.[1]?.credentials).toBe('omit');
    expect(second?.[1]?.credentials).toBe('omit');
  });

  it('says false when even the fetch is refused at once', () => {
    stubSendBeacon(() => false);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        throw new TypeError('keepalive quota');
      }),
    );
    expect(beaconTrackedBatch(body(), null)).toBe(false);
  });
});
