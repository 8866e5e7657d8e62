import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondProcess, createTestApp, signIn, type TestApp } from './support/test-app';

const HOME = '/api1/home/v1/index';
const LOGOUT = '/api1/user/v1/logout';
const SESSION_INVALID = { code: -4, msg: expect.stringMatching(/log in again/i), data: null };

const home = (t: TestApp, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: HOME, headers });
const logout = (t: TestApp, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: LOGOUT, headers });

describe('session tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a token from login opens Home', async () => {
    const token = await signIn(t.app, '919811100001', '10.0.1.1');
    const response = await home(t, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, data: { homeProductVos: expect.any(Array) } });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['unknown (well-formed)', randomBytes(32).toString('base64url')],
    ['garbage', "' OR 1=1 --"],
    ['non-ASCII-looking garbage', '%00%ff%zz\\..//'],
    ['overly long', 'a'.repeat(10_000)],
  ])('a %s token gets HTTP 401 with code -4', async (_label, token) => {
    const response = await home(t, token === undefined ? {} : { token });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(SESSION_INVALID);
  });

  it('an overly long token that starts with a live token is refused', async () => {
    const token = await signIn(t.app, '919811100002', '10.0.1.2');
    const response = await home(t, { token: token + 'x'.repeat(500) });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(-4);
  });

  it('a token in a different header or the query string does not count', async () => {
    const token = await signIn(t.app, '919811100003', '10.0.1.3');
    const inQuery = await t.app.inject({ method: 'GET', url: `${HOME}?token=${token}` });
    expect(inQuery.json().code).toBe(-4);
    const asBearer = await home(t, { authorization: `Bearer ${token}` });
    expect(asBearer.json().code).toBe(-4);
  });

  it('stores only the SHA-256 of the token, never the token itself', async () => {
    const token = await signIn(t.app, '919811100004', '10.0.1.4');
    const rows = await t.db.query<Record<string, unknown>>('SELECT * FROM sessions');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(JSON.stringify(row)).not.toContain(token);
    const hashes = rows.map((row) => row.token_hash);
    expect(hashes).toContain(createHash('sha256').update(token).digest('hex'));
    // Nothing else in the database holds it either.
    const dump = await t.db.query<{ dump: string }>(
      `SELECT string_agg(t::text, ' ') AS dump FROM (
         SELECT row_to_json(s)::text AS t FROM sessions s
         UNION ALL SELECT row_to_json(u)::text FROM users u
         UNION ALL SELECT row_to_json(o)::text FROM otp_codes o
         UNION ALL SELECT row_to_json(m)::text FROM sms_messages m) AS all_rows`,
    );
    expect(dump[0]?.dump).not.toContain(token);
  });
});

describe('session lifetime', () => {
  // Each test signs in its own borrower and measures time from its own login, so moving the
  // shared clock in one test does not affect the other.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is valid at 30 days minus a minute and refused after 30 days', async () => {
    const token = await signIn(t.app, '919811100010');
    t.clock.advanceSeconds(30 * 24 * 3600 - 60);
    expect((await home(t, { token })).json().code).toBe(0);
    t.clock.advanceSeconds(61);
    const expired = await home(t, { token });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(SESSION_INVALID);
  });

  it('ends at 30 days even when it was checked (and cached) a moment before', async () => {
    const token = await signIn(t.app, '919811100012');
    t.clock.advanceSeconds(30 * 24 * 3600 - 2);
    expect((await home(t, { token })).json().code).toBe(0);
    t.clock.advanceSeconds(3);
    expect((await home(t, { token })).json()).toEqual(SESSION_INVALID);
  });

  it('does not slide: using the session does not extend it', async () => {
    const token = await signIn(t.app, '919811100011');
    for (const days of [10, 10, 9]) {
      t.clock.advanceSeconds(days * 24 * 3600);
      expect((await home(t, { token })).json().code).toBe(0);
    }
    // 29 days used, the session still ends 30 days after the login.
    t.clock.advanceSeconds(24 * 3600 + 1);
    expect((await home(t, { token })).json().code).toBe(-4);
  });
});

describe('logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('revokes the session it is called with and leaves the user’s other sessions alive', async () => {
    const phone = '919811100020';
    const first = await signIn(t.app, phone, '10.0.2.1');
    t.clock.advanceSeconds(61);
    const second = await signIn(t.app, phone, '10.0.2.2');
    expect(second).not.toBe(first);

    const response = await logout(t, { token: first });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, data: null });

    const old = await home(t, { token: first });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual(SESSION_INVALID);
    expect((await home(t, { token: second })).json().code).toBe(0);
  });

  it('does not touch another user’s session', async () => {
    const mine = await signIn(t.app, '919811100021', '10.0.2.3');
    const theirs = await signIn(t.app, '919811100022', '10.0.2.4');
    expect((await logout(t, { token: mine })).json().code).toBe(0);
    expect((await home(t, { token: theirs })).json().code).toBe(0);
  });

  it('answers -4 for a second logout with the same token and without a token', async () => {
    const token = await signIn(t.app, '919811100023', '10.0.2.5');
    expect((await logout(t, { token })).json().code).toBe(0);
    const again = await logout(t, { token });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(SESSION_INVALID);
    expect((await logout(t)).json()).toEqual(SESSION_INVALID);
  });

  it('marks the session row revoked instead of leaving it live', async () => {
    const token = await signIn(t.app, '919811100024', '10.0.2.6');
    await logout(t, { token });
    const rows = await t.db.query<{ revoked_at: Date | null }>(
      'SELECT revoked_at FROM sessions WHERE token_hash = $1',
      [createHash('sha256').update(token).digest('hex')],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.revoked_at).not.toBeNull();
  });

  it('is refused by every server process once CACHE_TTL_MS has passed', async () => {
    const other = await createSecondProcess(t);
    try {
      const token = await signIn(t.app, '919811100025', '10.0.2.7');
      // The other process has checked (and may cache) the session.
      const before = await other.inject({ method: 'GET', url: HOME, headers: { token } });
      expect(before.json().code).toBe(0);
      expect((await logout(t, { token })).json().code).toBe(0);
      t.clock.advanceSeconds(Math.ceil(t.config.cacheTtlMs / 1000) + 1);
      const after = await other.inject({ method: 'GET', url: HOME, headers: { token } });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual(SESSION_INVALID);
    } finally {
      await other.close();
    }
  });
});
