import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session/session-store';
import { ApiError, apiRequest, ClientErrorCode, setSessionExpiredHandler } from './api-client';

type Captured = { url: string; init: RequestInit };
let calls: Captured[] = [];

function answer(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      calls.push({ url: String(url), init });
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

const headersOf = (call: Captured | undefined) =>
  (call?.init.headers ?? {}) as Record<string, string>;

beforeEach(() => {
  calls = [];
  localStorage.clear();
  sessionStore.clear();
  document.cookie = '_fbp=fb.1.123.456; path=/';
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  vi.unstubAllGlobals();
  setSessionExpiredHandler(() => undefined);
});

describe('the API client', () => {
  it('sends the spec headers on every call, with the session token', async () => {
    sessionStore.set({ token: 'tok-1', phone: '9876543210', isApp: false });
    answer({ code: 0, msg: 'success', data: { ok: true } });
    await expect(
      apiRequest({ method: 'GET', path: '/home/v1/index' }, { query: { id: 3 } }),
    ).resolves.toEqual({ ok: true });

    expect(calls[0]?.url).toMatch(/\/api1\/home\/v1\/index\?id=3$/);
    const headers = headersOf(calls[0]);
    expect(headers.token).toBe('tok-1');
    expect(headers.web_uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.os).toBe('web');
    expect(headers.fbp).toBe('fb.1.123.456');
    expect(headers.fbc).toBe('');
    expect(headers.packageName).toBe('in.saral.web');
  });

  it('keeps the same web_uuid across calls', async () => {
    answer({ code: 0, msg: '', data: null });
    await apiRequest({ method: 'GET', path: '/a' });
    await apiRequest({ method: 'GET', path: '/b' });
    expect(headersOf(calls[0]).web_uuid).toBe(headersOf(calls[1]).web_uuid);
  });

  it('adds the headers of one call to the spec headers', async () => {
    sessionStore.set({ token: 'tok-1', phone: '', isApp: false });
    answer({ code: 0, msg: '', data: null });
    await apiRequest(
      { method: 'POST', path: '/order/v1/apply' },
      { body: {}, headers: { 'idempotency-key': 'key-1' } },
    );
    await apiRequest({ method: 'POST', path: '/order/v1/apply' }, { body: {} });
    expect(headersOf(calls[0])['idempotency-key']).toBe('key-1');
    expect(headersOf(calls[0]).token).toBe('tok-1');
    expect(headersOf(calls[0])['content-type']).toBe('application/json');
    expect(headersOf(calls[1])['idempotency-key']).toBeUndefined();
  });

  it('never sends the token on the two native user-login calls', async () => {
    sessionStore.set({ token: 'tok-1', phone: '', isApp: true });
    answer({ code: 0, msg: '', data: null });
    await apiRequest({ method: 'POST', path: '/user/v1/user-login' }, { body: {} });
    await apiRequest({ method: 'POST', path: '/tripartite/v1/user-login' }, { body: {} });
    expect(headersOf(calls[0]).token).toBeUndefined();
    expect(headersOf(calls[1]).token).toBeUndefined();
  });

  it('sends the native device headers on every call of an app session', async () => {
    sessionStore.set({
      token: 'tok-app',
      phone: '',
      isApp: true,
      device: {
        deviceId: 'dev-42',
        version: '2.4.1',
        idfv: 'IDFV-1',
        idfa: 'IDFA-1',
        systemVersion: '17.1',
        model: 'iPhone15,2',
      },
    });
    answer({ code: 0, msg: '', data: null });
    await apiRequest({ method: 'GET', path: '/home/v1/index' });
    await apiRequest({ method: 'POST', path: '/order/v1/apply' }, { body: {} });
    for (const call of calls) {
      expect(headersOf(call)).toMatchObject({
        token: 'tok-app',
        deviceId: 'dev-42',
        version: '2.4.1',
        idfv: 'IDFV-1',
        idfa: 'IDFA-1',
        sdkVersion: '17.1',
        brand: 'iPhone15,2',
      });
    }
  });

  it('drops a header a browser would refuse (beyond Latin-1) instead of failing the call', async () => {
    sessionStore.set({
      token: 'tok-app',
      phone: '',
      isApp: true,
      // Stored by an app that sent a model before the contract asked for printable ASCII.
      device: {
        deviceId: 'dev-43',
        version: '2.4.1',
        idfv: '',
        idfa: '',
        systemVersion: '14',
        model: '小米 13',
      },
    });
    // Like a browser, the stub builds Headers: a value beyond U+00FF throws a TypeError there.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL, init: RequestInit) => {
        calls.push({ url: String(url), init: { ...init, headers: new Headers(init.headers) } });
        return new Response(JSON.stringify({ code: 0, msg: '', data: { fine: true } }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    await expect(
      apiRequest(
        { method: 'GET', path: '/home/v1/index' },
        { headers: { 'x-extra': 'naïve', 'x-broken': 'line\nbreak', 'x-emoji': '🙂' } },
      ),
    ).resolves.toEqual({ fine: true });
    const sent = calls[0]?.init.headers as Headers;
    expect(sent.get('deviceId')).toBe('dev-43');
    expect(sent.get('token')).toBe('tok-app');
    expect(sent.has('brand')).toBe(false);
    // Latin-1 is fine for a browser and is kept; a line break or an emoji is not.
    expect(sent.has('x-extra')).toBe(true);
    expect(sent.has('x-broken')).toBe(false);
    expect(sent.has('x-emoji')).toBe(false);
  });

  it('sends no device headers for a web session or without one', async () => {
    answer({ code: 0, msg: '', data: null });
    await apiRequest({ method: 'GET', path: '/home/v1/index' });
    sessionStore.set({ token: 'tok-1', phone: '', isApp: false });
    await apiRequest({ method: 'GET', path: '/home/v1/index' });
    for (const call of calls) {
      for (const header of ['deviceId', 'version', 'idfv', 'idfa', 'sdkVersion', 'brand']) {
        expect(headersOf(call)[header]).toBeUndefined();
      }
    }
  });

  it('keeps the device of a stored app session across a reload, ignoring a malformed one', async () => {
    const device = {
      deviceId: 'dev-7',
      version: '1.0.0',
      idfv: '',
      idfa: '',
      systemVersion: '14',
      model: 'Pixel 7',
    };
    localStorage.setItem(
      'saral.session',
      JSON.stringify({ token: 'tok-stored', phone: '', isApp: true, device }),
    );
    vi.resetModules();
    const reloaded = await import('../session/session-store');
    expect(reloaded.sessionStore.get()).toEqual({
      token: 'tok-stored',
      phone: '',
      isApp: true,
      device,
    });

    localStorage.setItem(
      'saral.session',
      JSON.stringify({ token: 'tok-stored', phone: '', isApp: true, device: { deviceId: 7 } }),
    );
    vi.resetModules();
    const malformed = await import('../session/session-store');
    expect(malformed.sessionStore.get()).toEqual({ token: 'tok-stored', phone: '', isApp: true });
  });

  it('turns a non-zero code into an ApiError carrying msg', async () => {
    answer({ code: -1, msg: 'Incorrect code', data: null }, 400);
    await expect(
      apiRequest({ method: 'POST', path: '/user/v1/login' }, { body: {} }),
    ).rejects.toMatchObject({
      code: -1,
      message: 'Incorrect code',
    });
  });

  it('on code -4 clears the session and reports it, except on the contacts step', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    sessionStore.set({ token: 'tok-1', phone: '', isApp: false });
    answer({ code: -4, msg: 'Please log in again.', data: null }, 401);

    await expect(apiRequest({ method: 'GET', path: '/home/v1/index' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(sessionStore.token()).toBeNull();
    expect(localStorage.getItem('saral.session')).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);

    sessionStore.set({ token: 'tok-2', phone: '', isApp: false });
    window.history.replaceState(null, '', '/auth/contacts?pid=1');
    await expect(
      apiRequest({ method: 'POST', path: '/auth/v1/contacts' }, { body: {} }),
    ).rejects.toMatchObject({ code: -4 });
    expect(sessionStore.token()).toBe('tok-2');
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('explains a network failure instead of crashing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest({ method: 'GET', path: '/home/v1/index' })).rejects.toMatchObject({
      code: ClientErrorCode.network,
      message: expect.stringContaining('internet'),
    });
  });

  it('treats a reply that is not an envelope as a bad response', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>proxy error</html>', { status: 502 })),
    );
    await expect(apiRequest({ method: 'GET', path: '/home/v1/index' })).rejects.toMatchObject({
      code: ClientErrorCode.badResponse,
    });
  });

  it('checks the reply against its schema, given or imported with the call', async () => {
    const { unreadCountResponseSchema } = await import('@saral/contract/api/notifications');
    const call = { method: 'GET', path: '/inbox/v1/unread' } as const;
    const imported = () => Promise.resolve(unreadCountResponseSchema);
    answer({ code: 0, msg: '', data: { unread: 2 } });
    await expect(apiRequest(call, { schema: unreadCountResponseSchema })).resolves.toEqual({
      unread: 2,
    });
    await expect(apiRequest(call, { schema: imported })).resolves.toEqual({ unread: 2 });

    answer({ code: 0, msg: '', data: { unread: -1 } });
    for (const schema of [unreadCountResponseSchema, imported]) {
      await expect(apiRequest(call, { schema })).rejects.toMatchObject({
        code: ClientErrorCode.badResponse,
      });
    }
  });

  it("reports a schema whose chunk cannot be loaded as a network failure, like the call's", async () => {
    answer({ code: 0, msg: '', data: { unread: 2 } });
    const unloadable = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(
      apiRequest({ method: 'GET', path: '/inbox/v1/unread' }, { schema: unloadable }),
    ).rejects.toMatchObject({
      code: ClientErrorCode.network,
      message: expect.stringContaining('internet'),
    });
  });

  it('fails at once while the browser is offline, without calling out', async () => {
    answer({ code: 0, msg: '', data: null });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await expect(apiRequest({ method: 'GET', path: '/home/v1/index' })).rejects.toMatchObject({
        code: ClientErrorCode.network,
        message: "You're offline. Check your connection, then try again.",
      });
      expect(calls).toHaveLength(0);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('never shows a raw server message: a crash or a proxy page reads as a plain sentence', async () => {
    const plain = 'Something went wrong on our side. Please try again in a moment.';
    answer({ code: -3, msg: 'Internal Server Error', data: null }, 500);
    await expect(apiRequest({ method: 'GET', path: '/a' })).rejects.toMatchObject({
      code: -3,
      message: plain,
    });
    answer({ code: -1, msg: 'Internal Server Error', data: null });
    await expect(apiRequest({ method: 'GET', path: '/a' })).rejects.toMatchObject({
      message: plain,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad Gateway</html>', { status: 502 })),
    );
    await expect(apiRequest({ method: 'GET', path: '/a' })).rejects.toMatchObject({
      message: plain,
    });
    // A refusal that says what to do is shown as the server wrote it.
    answer({ code: -1, msg: 'Face check service is unavailable, please try again' }, 503);
    await expect(apiRequest({ method: 'GET', path: '/a' })).rejects.toMatchObject({
      message: 'Face check service is unavailable, please try again',
    });
  });
});
