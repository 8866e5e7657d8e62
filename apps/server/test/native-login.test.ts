import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NATIVE_LOGIN_SIGNING_PREFIX,
  nativeLoginSigningString,
  type SignedNativeLoginRequest,
} from '@saral/contract/api/native';
import { Calls } from '@saral/contract/calls';
import { SESSION_TTL_DAYS } from '@saral/contract/constants';
import { ErrorCode } from '@saral/contract/error-codes';
import { OrderState } from '@saral/contract/order-states';
import { ConfigError } from '../src/config-values';
import { DEV_NATIVE_LOGIN_SECRET, loadConfig } from '../src/config';
import {
  NativeLoginMessage,
  signNativeLogin,
} from '../src/domains/native-login/native-login-service';
import { transition } from '../src/domains/orders/order-state-machine';
import { sha256Hex } from '../src/shared/secrets';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { PRODUCTION_ENV } from './support/production-env';
import { createBorrower, createOrder } from './support/test-data';

/**
 * The two native user-login calls of /joint through app.inject: the signed variant (signature,
 * clock skew, single-use nonce, registration) and the app-token variant (live, expired,
 * revoked, garbage); both open app sessions with the device recorded, and an app session's
 * audit refresh reports state 10 once the review approved the order.
 */

const SIGNED = `/api1${Calls.nativeSignedLogin.path}`;
const APP = `/api1${Calls.nativeAppLogin.path}`;
const HOME = `/api1${Calls.homeIndex.path}`;

const DEVICE = {
  deviceId: 'android-3f2a9c',
  version: '2.4.1',
  idfv: '',
  idfa: '',
  systemVersion: '14',
  model: 'Pixel 7',
};

let phoneCounter = 0;
const newPhone = () => `9180000${String(10_000 + (phoneCounter += 1)).slice(-5)}`;
const nonce = () => randomBytes(16).toString('hex');

function signedPayload(
  t: TestApp,
  overrides: Partial<SignedNativeLoginRequest> = {},
  secret = DEV_NATIVE_LOGIN_SECRET,
): SignedNativeLoginRequest {
  const unsigned = {
    ...DEVICE,
    phone: newPhone(),
    timestamp: t.clock.now().getTime(),
    nonce: nonce(),
    ...overrides,
  };
  return { ...unsigned, sign: signNativeLogin(secret, unsigned), ...overrides };
}

const post = (t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

async function sessionRow(t: TestApp, token: string) {
  const [row] = await t.db.query<Record<string, unknown>>(
    `SELECT user_id, is_app, device_id, app_version, idfv, idfa, system_version, device_model
     FROM sessions WHERE token_hash = $1`,
    [sha256Hex(token)],
  );
  return row;
}

describe('the signing string', () => {
  it('is the prefix and the fields in fixed order, joined by newlines', () => {
    expect(
      nativeLoginSigningString({
        phone: '919812345678',
        timestamp: 1_763_700_000_000,
        nonce: 'n0nce-0123456789ab',
        deviceId: 'dev-1',
        version: '2.4.1',
        idfv: 'V',
        idfa: '',
        systemVersion: '17.1',
        model: 'iPhone15,2',
      }),
    ).toBe(
      [
        NATIVE_LOGIN_SIGNING_PREFIX,
        '919812345678',
        '1763700000000',
        'n0nce-0123456789ab',
        'dev-1',
        '2.4.1',
        'V',
        '',
        '17.1',
        'iPhone15,2',
      ].join('\n'),
    );
  });

  it('matches a known HMAC-SHA256 value (computed independently, for app developers)', () => {
    const sign = signNativeLogin('test-secret-0123456789abcdef01234567', {
      phone: '919812345678',
      timestamp: 1_763_700_000_000,
      nonce: 'n0nce-0123456789ab',
      ...DEVICE,
    });
    expect(sign).toBe('d01b322c016a34972e921630b3c7db3e78044830f97a5fa2d5db7ba8b4c78103');
  });
});

describe('signed native login (/tripartite/v1/user-login)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers a new borrower with a good signature and opens an app session', async () => {
    const payload = signedPayload(t);
    const response = await post(t, SIGNED, payload);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { code: number; data: { token: string; isRegister: number } };
    expect(body).toMatchObject({ code: 0, data: { token: expect.any(String), isRegister: 1 } });

    const home = await t.app.inject({
      method: 'GET',
      url: HOME,
      headers: { token: body.data.token },
    });
    expect(home.json().code).toBe(0);

    const [user] = await t.db.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [
      payload.phone,
    ]);
    expect(await sessionRow(t, body.data.token)).toEqual({
      user_id: user?.id,
      is_app: true,
      device_id: 'android-3f2a9c',
      app_version: '2.4.1',
      idfv: '',
      idfa: '',
      system_version: '14',
      device_model: 'Pixel 7',
    });
  });

  it('reports isRegister 0 for a returning borrower', async () => {
    const phone = newPhone();
    await signIn(t.app, phone, '10.6.0.1');
    const response = await post(t, SIGNED, signedPayload(t, { phone }));
    expect(response.json()).toMatchObject({ code: 0, data: { isRegister: 0 } });
  });

  it('ignores a token header and needs none', async () => {
    const response = await post(t, SIGNED, signedPayload(t), { token: 'stale-or-garbage' });
    expect(response.json().code).toBe(0);
  });

  it.each([
    ['a tampered phone', (p: SignedNativeLoginRequest) => ({ ...p, phone: newPhone() })],
    ['a tampered device', (p: SignedNativeLoginRequest) => ({ ...p, model: 'Other' })],
    [
      'a tampered timestamp',
      (p: SignedNativeLoginRequest) => ({ ...p, timestamp: p.timestamp - 1 }),
    ],
    [
      'another secret',
      (p: SignedNativeLoginRequest) => ({ ...p, sign: signNativeLogin('x'.repeat(32), p) }),
    ],
  ])('refuses %s with code -6 and registers no one', async (_label, tamper) => {
    const payload = tamper(signedPayload(t));
    const response = await post(t, SIGNED, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: ErrorCode.nativeLoginRejected,
      msg: NativeLoginMessage.badSignature,
      data: null,
    });
    const users = await t.db.query('SELECT 1 FROM users WHERE phone = $1', [payload.phone]);
    expect(users).toHaveLength(0);
  });

  it('refuses a timestamp more than 5 minutes from the server clock, either way', async () => {
    const now = t.clock.now().getTime();
    for (const timestamp of [now - 5 * 60_000 - 1_000, now + 5 * 60_000 + 1_000]) {
      const response = await post(t, SIGNED, signedPayload(t, { timestamp }));
      expect(response.json()).toEqual({
        code: ErrorCode.nativeLoginRejected,
        msg: NativeLoginMessage.stale,
        data: null,
      });
    }
    for (const timestamp of [now - 4 * 60_000, now + 4 * 60_000]) {
      expect((await post(t, SIGNED, signedPayload(t, { timestamp }))).json().code).toBe(0);
    }
  });

  it('refuses a replayed nonce, also with another phone signed for it', async () => {
    const payload = signedPayload(t);
    expect((await post(t, SIGNED, payload)).json().code).toBe(0);
    const replay = await post(t, SIGNED, payload);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      code: ErrorCode.nativeLoginRejected,
      msg: NativeLoginMessage.replayed,
      data: null,
    });
    const samePhoneNewNonce = signedPayload(t, { phone: payload.phone });
    expect((await post(t, SIGNED, samePhoneNewNonce)).json().code).toBe(0);
    const otherPhoneSameNonce = signedPayload(t, { nonce: payload.nonce });
    expect((await post(t, SIGNED, otherPhoneSameNonce)).json().code).toBe(
      ErrorCode.nativeLoginRejected,
    );
  });

  it('lets only one of two simultaneous logins with one nonce through', async () => {
    const payload = signedPayload(t);
    const codes = (await Promise.all([post(t, SIGNED, payload), post(t, SIGNED, payload)])).map(
      (response) => response.json().code as number,
    );
    expect(codes.sort()).toEqual([ErrorCode.nativeLoginRejected, 0]);
  });

  it('forgets nonces once their timestamps are refused anyway', async () => {
    const payload = signedPayload(t);
    expect((await post(t, SIGNED, payload)).json().code).toBe(0);
    t.clock.advanceSeconds(11 * 60);
    expect((await post(t, SIGNED, signedPayload(t))).json().code).toBe(0);
    const kept = await t.db.query('SELECT 1 FROM native_login_nonces WHERE nonce = $1', [
      payload.nonce,
    ]);
    expect(kept).toHaveLength(0);
    // The old payload is still refused: its timestamp is stale now.
    expect((await post(t, SIGNED, payload)).json().msg).toBe(NativeLoginMessage.stale);
  });

  it.each([
    ['no sign', { sign: undefined }, 'sign'],
    ['an uppercase sign', { sign: 'A'.repeat(64) }, 'sign'],
    ['a short nonce', { nonce: 'abc' }, 'nonce'],
    ['a phone without 91', { phone: '9812345678' }, 'Phone'],
    ['a newline in the model', { model: 'Pixel\n7' }, 'model'],
    ['a model a browser cannot send as a header', { model: '小米 13' }, 'printable ASCII'],
    ['a non-ASCII version', { version: '2.4.1\u00a0' }, 'version'],
    ['no deviceId', { deviceId: undefined }, 'deviceId'],
    ['a timestamp as text', { timestamp: '1763700000000' }, 'timestamp'],
  ])('rejects a payload with %s (code -1, names the field)', async (_label, change, field) => {
    const response = await post(t, SIGNED, { ...signedPayload(t), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: ErrorCode.failed,
      msg: expect.stringContaining(field),
    });
  });
});

describe('the native login secret', () => {
  // Everything production needs but the secret under test.
  const production = { ...PRODUCTION_ENV, NATIVE_LOGIN_SECRET: undefined };

  it('is required in production', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/NATIVE_LOGIN_SECRET/);
    const secret = 'nV3qT8wK1xZ6mB4cR9hJ2dF7sL5pY0aG';
    expect(loadConfig({ ...production, NATIVE_LOGIN_SECRET: secret }).nativeLoginSecret).toBe(
      secret,
    );
  });

  it('must be at least 32 characters', () => {
    expect(() => loadConfig({ NATIVE_LOGIN_SECRET: 'short' })).toThrow(/NATIVE_LOGIN_SECRET/);
  });

  it('defaults to the named development secret outside production', () => {
    expect(loadConfig({}).nativeLoginSecret).toBe(DEV_NATIVE_LOGIN_SECRET);
    expect(DEV_NATIVE_LOGIN_SECRET).toMatch(/dev-only.*not-for-production/);
  });

  it('is the key the server checks: the development secret fails once another is set', async () => {
    const secret = 's'.repeat(40);
    const t = await createTestApp({ env: { NATIVE_LOGIN_SECRET: secret } });
    try {
      const devSigned = await post(t, SIGNED, signedPayload(t));
      expect(devSigned.json().code).toBe(ErrorCode.nativeLoginRejected);
      const good = await post(t, SIGNED, signedPayload(t, {}, secret));
      expect(good.json().code).toBe(0);
    } finally {
      await t.close();
    }
  });
});

describe('app-token native login (/user/v1/user-login)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('opens a new app session of the same borrower for a live app token', async () => {
    const appToken = await signIn(t.app, newPhone(), '10.6.1.1');
    const response = await post(t, APP, { ...DEVICE, appToken });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { code: number; data: Record<string, unknown> };
    expect(body.code).toBe(0);
    // Spec section 7: token only; isRegister belongs to the other variant.
    expect(Object.keys(body.data)).toEqual(['token']);
    const token = body.data.token as string;
    expect(token).not.toBe(appToken);

    const appRow = await sessionRow(t, appToken);
    const webRow = await sessionRow(t, token);
    expect(webRow).toMatchObject({
      user_id: appRow?.user_id,
      is_app: true,
      device_id: DEVICE.deviceId,
      device_model: DEVICE.model,
    });
    expect(appRow).toMatchObject({ is_app: false, device_id: null });

    // Both live on: signing out of the web session leaves the app's own session alone.
    await t.app.inject({ method: 'POST', url: '/api1/user/v1/logout', headers: { token } });
    const appHome = await t.app.inject({ method: 'GET', url: HOME, headers: { token: appToken } });
    expect(appHome.json().code).toBe(0);
  });

  it('accepts the device headers on later calls and works without them', async () => {
    const appToken = await signIn(t.app, newPhone(), '10.6.1.2');
    const { token } = (await post(t, APP, { ...DEVICE, appToken })).json().data as {
      token: string;
    };
    const withHeaders = await t.app.inject({
      method: 'GET',
      url: HOME,
      headers: {
        token,
        deviceId: DEVICE.deviceId,
        version: DEVICE.version,
        idfv: '',
        idfa: '',
        sdkVersion: DEVICE.systemVersion,
        brand: DEVICE.model,
      },
    });
    expect(withHeaders.json().code).toBe(0);
    const without = await t.app.inject({ method: 'GET', url: HOME, headers: { token } });
    expect(without.json().code).toBe(0);
  });

  it.each([
    ['garbage', () => Promise.resolve("' OR 1=1 --")],
    ['unknown', () => Promise.resolve(randomBytes(32).toString('base64url'))],
    [
      'revoked',
      async () => {
        const token = await signIn(t.app, newPhone(), '10.6.1.3');
        await t.app.inject({ method: 'POST', url: '/api1/user/v1/logout', headers: { token } });
        return token;
      },
    ],
  ])('refuses a %s app token with code -6', async (_label, appToken) => {
    const response = await post(t, APP, { ...DEVICE, appToken: await appToken() });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: ErrorCode.nativeLoginRejected,
      msg: NativeLoginMessage.appSessionGone,
      data: null,
    });
  });

  it('refuses an expired app token', async () => {
    const appToken = await signIn(t.app, newPhone(), '10.6.1.4');
    expect((await post(t, APP, { ...DEVICE, appToken })).json().code).toBe(0);
    t.clock.advanceSeconds(SESSION_TTL_DAYS * 24 * 3600 + 60);
    expect((await post(t, APP, { ...DEVICE, appToken })).json()).toMatchObject({
      code: ErrorCode.nativeLoginRejected,
      msg: NativeLoginMessage.appSessionGone,
    });
  });

  const expiryOf = async (token: string) => {
    const [row] = await t.db.query<{ expires_at: Date; parent_session_id: string | null }>(
      'SELECT expires_at, parent_session_id FROM sessions WHERE token_hash = $1',
      [sha256Hex(token)],
    );
    return row;
  };
  const homeCode = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: HOME, headers: { token } })).json().code as number;
  const exchange = async (appToken: string) =>
    (await post(t, APP, { ...DEVICE, appToken })).json() as {
      code: number;
      msg: string;
      data: { token: string } | null;
    };

  it('never lets the web session outlive the app session it came from', async () => {
    const appToken = await signIn(t.app, newPhone(), '10.6.1.5');
    const parent = await expiryOf(appToken);
    t.clock.advanceSeconds(20 * 24 * 3600);
    const child = await exchange(appToken);
    expect(child.code).toBe(0);
    const token = child.data?.token ?? '';
    const row = await expiryOf(token);
    // Capped at the parent's expiry, not a fresh 30 days from now.
    expect(new Date(row?.expires_at ?? 0).getTime()).toBe(
      new Date(parent?.expires_at ?? 0).getTime(),
    );
    const [parentRow] = await t.db.query<{ id: string }>(
      'SELECT id FROM sessions WHERE token_hash = $1',
      [sha256Hex(appToken)],
    );
    expect(String(row?.parent_session_id)).toBe(String(parentRow?.id));

    expect(await homeCode(token)).toBe(0);
    t.clock.advanceSeconds((SESSION_TTL_DAYS - 20) * 24 * 3600 + 60);
    expect(await homeCode(appToken)).toBe(ErrorCode.sessionInvalid);
    expect(await homeCode(token)).toBe(ErrorCode.sessionInvalid);
  });

  it('keeps the full term for a web session from an app session with longer to live', async () => {
    const appToken = await signIn(t.app, newPhone(), '10.6.1.6');
    const token = (await exchange(appToken)).data?.token ?? '';
    const row = await expiryOf(token);
    expect(new Date(row?.expires_at ?? 0).getTime()).toBe(
      t.clock.now().getTime() + SESSION_TTL_DAYS * 24 * 3600 * 1000,
    );
  });

  it('ends the web session when the app signs out (Quit), also after it was used', async () => {
    const appToken = await signIn(t.app, newPhone(), '10.6.1.7');
    const first = (await exchange(appToken)).data?.token ?? '';
    const second = (await exchange(appToken)).data?.token ?? '';
    // Used once, so this process holds both children in its session cache.
    expect(await homeCode(first)).toBe(0);
    expect(await homeCode(second)).toBe(0);

    await t.app.inject({
      method: 'POST',
      url: '/api1/user/v1/logout',
      headers: { token: appToken },
    });
    expect(await homeCode(first)).toBe(ErrorCode.sessionInvalid);
    expect(await homeCode(second)).toBe(ErrorCode.sessionInvalid);
    const revoked = await t.db.query<{ revoked_at: Date | null }>(
      'SELECT revoked_at FROM sessions WHERE token_hash = ANY($1)',
      [[sha256Hex(first), sha256Hex(second)]],
    );
    expect(revoked.map((row) => row.revoked_at)).toEqual([expect.any(Date), expect.any(Date)]);
    // A stolen app token cannot open a new one either.
    expect((await exchange(appToken)).msg).toBe(NativeLoginMessage.appSessionGone);
  });

  it('refuses a web session whose app session was revoked some other way', async () => {
    const appToken = await signIn(t.app, newPhone(), '10.6.1.8');
    const token = (await exchange(appToken)).data?.token ?? '';
    await t.db.query('UPDATE sessions SET revoked_at = $1 WHERE token_hash = $2', [
      t.clock.now(),
      sha256Hex(appToken),
    ]);
    // Another process (or this one once its cache entry is gone) asks the database.
    t.clock.advanceSeconds(3600);
    expect(await homeCode(token)).toBe(ErrorCode.sessionInvalid);
  });

  it('refuses to exchange a web session opened from the app again', async () => {
    const appToken = await signIn(t.app, newPhone(), '10.6.1.9');
    const token = (await exchange(appToken)).data?.token ?? '';
    const again = await post(t, APP, { ...DEVICE, appToken: token });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      code: ErrorCode.nativeLoginRejected,
      msg: NativeLoginMessage.handedOnSession,
      data: null,
    });
    // Signing out of the web session leaves the app's own session alone.
    await t.app.inject({ method: 'POST', url: '/api1/user/v1/logout', headers: { token } });
    expect(await homeCode(appToken)).toBe(0);
  });

  it('exchanges a session of the signed login too, capped at its expiry', async () => {
    const signed = (await post(t, SIGNED, signedPayload(t))).json().data.token as string;
    t.clock.advanceSeconds(24 * 3600);
    const token = (await exchange(signed)).data?.token ?? '';
    expect(new Date((await expiryOf(token))?.expires_at ?? 0).getTime()).toBe(
      new Date((await expiryOf(signed))?.expires_at ?? 0).getTime(),
    );
  });

  it('rejects an empty app token and missing device fields as bad input', async () => {
    for (const payload of [
      { ...DEVICE, appToken: '' },
      { appToken: 'x' },
      { ...DEVICE, version: '' },
      { ...DEVICE, model: 'Redmi Note 12 “Pro”', appToken: 'x' },
    ]) {
      const response = await post(t, APP, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(ErrorCode.failed);
    }
  });
});

describe('the audit refresh of an app session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function orderInState(phone: string, state: number): Promise<number> {
    const { userId } = await createBorrower(t.db, phone);
    return (await createOrder(t.db, { userId, state })).orderId;
  }

  const detail = async (token: string, orderId: number, view?: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api1${Calls.orderDetail.path}?orderId=${orderId}${view ? `&view=${view}` : ''}`,
        headers: { token },
      })
    ).json() as { code: number; msg: string; data: { orderState: number } };

  it('reports 10 for an approved order to an app session asking for the audit view', async () => {
    const payload = signedPayload(t);
    const appToken = (await post(t, SIGNED, payload)).json().data.token as string;
    const webToken = await signIn(t.app, payload.phone, '10.6.2.1');

    const approved = await orderInState(payload.phone, OrderState.pass);
    expect((await detail(appToken, approved, 'audit')).data.orderState).toBe(
      OrderState.reviewComplete,
    );
    // The confirm screen and every other view keep the real state, so Get Money still works.
    expect((await detail(appToken, approved)).data.orderState).toBe(OrderState.pass);
    // A web session's audit refresh sees Pass and goes to the confirm screen.
    expect((await detail(webToken, approved, 'audit')).data.orderState).toBe(OrderState.pass);
  });

  it('keeps reporting the real state while the review runs or after a denial', async () => {
    const payload = signedPayload(t);
    const appToken = (await post(t, SIGNED, payload)).json().data.token as string;
    const auditing = await orderInState(payload.phone, OrderState.auditing);
    expect((await detail(appToken, auditing, 'audit')).data.orderState).toBe(OrderState.auditing);
    await t.db.transaction((tx) =>
      transition(tx, {
        orderId: auditing,
        from: OrderState.auditing,
        to: OrderState.denied,
        actor: 'reviewer',
      }),
    );
    expect((await detail(appToken, auditing, 'audit')).data.orderState).toBe(OrderState.denied);
  });

  it('reports 10 for later states of an approved order too', async () => {
    const payload = signedPayload(t);
    const appToken = (await post(t, SIGNED, payload)).json().data.token as string;
    const loaned = await orderInState(payload.phone, OrderState.loaned);
    expect((await detail(appToken, loaned, 'audit')).data.orderState).toBe(
      OrderState.reviewComplete,
    );
  });

  const detailInApp = async (token: string, orderId: number, query: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api1${Calls.orderDetail.path}?orderId=${orderId}&${query}`,
        headers: { token },
      })
    ).json() as { code: number; msg: string; data: { orderState: number } };

  it('reports 10 to a page inside the app opened with the app’s own token (inApp=1)', async () => {
    // The app signed in through POST /user/v1/login and opened /orders/{id}/audit?token=…: that
    // session is no app session, so the page says it runs inside the app.
    const phone = newPhone();
    const handedToken = await signIn(t.app, phone, '10.6.2.2');
    const approved = await orderInState(phone, OrderState.pass);
    expect((await detailInApp(handedToken, approved, 'view=audit&inApp=1')).data.orderState).toBe(
      OrderState.reviewComplete,
    );
    // Without the signal a web visitor still sees Pass and goes to the confirm screen.
    expect((await detail(handedToken, approved, 'audit')).data.orderState).toBe(OrderState.pass);
    // The signal counts only on the audit refresh.
    expect((await detailInApp(handedToken, approved, 'inApp=1')).data.orderState).toBe(
      OrderState.pass,
    );
    // While the review runs the real state is reported, signal or not.
    const otherPhone = newPhone();
    const otherToken = await signIn(t.app, otherPhone, '10.6.2.3');
    const auditing = await orderInState(otherPhone, OrderState.auditing);
    expect((await detailInApp(otherToken, auditing, 'view=audit&inApp=1')).data.orderState).toBe(
      OrderState.auditing,
    );
    expect((await detailInApp(handedToken, approved, 'view=audit&inApp=yes')).code).toBe(
      ErrorCode.failed,
    );
  });

  it('refuses an unknown view', async () => {
    const payload = signedPayload(t);
    const appToken = (await post(t, SIGNED, payload)).json().data.token as string;
    const approved = await orderInState(payload.phone, OrderState.pass);
    expect((await detail(appToken, approved, 'confirm')).code).toBe(ErrorCode.failed);
  });
});
