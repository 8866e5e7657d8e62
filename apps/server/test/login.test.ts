import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, latestCode, signIn, type TestApp } from './support/test-app';

const PHONE = '919812345678';
const OTHER_PHONE = '917012345678';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const sendCode = (phone: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'GET', url: `/api1/sms/v1/sendCode?phone=${phone}`, remoteAddress: ip });
const login = (phone: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api1/user/v1/login', payload: { phone, code } });

describe('sending a login code', () => {
  it('sends a 4-digit code by SMS and answers in the envelope', async () => {
    const response = await sendCode(PHONE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, msg: 'Code sent', data: null });
    expect(await latestCode(t.app, PHONE)).toMatch(/^\d{4}$/);
  });

  it('answers the same for a registered and an unknown phone', async () => {
    await signIn(t.app, PHONE);
    t.clock.advanceSeconds(61);
    const known = await sendCode(PHONE, '10.0.0.2');
    const unknown = await sendCode(OTHER_PHONE, '10.0.0.3');
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
  });

  it('refuses a second code within a minute and allows it after', async () => {
    expect((await sendCode(PHONE)).json().code).toBe(0);
    const again = await sendCode(PHONE);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({
      code: -2,
      msg: expect.stringMatching(/wait \d+ seconds/),
    });
    t.clock.advanceSeconds(61);
    expect((await sendCode(PHONE)).json().code).toBe(0);
  });

  it('allows at most 10 codes a day per phone', async () => {
    for (let index = 0; index < 10; index += 1) {
      expect((await sendCode(PHONE, `10.1.0.${index}`)).json().code).toBe(0);
      t.clock.advanceSeconds(61);
    }
    const eleventh = await sendCode(PHONE, '10.1.1.1');
    expect(eleventh.json()).toMatchObject({ code: -2, msg: expect.stringContaining('today') });
    t.clock.advanceSeconds(24 * 3600);
    expect((await sendCode(PHONE, '10.1.1.1')).json().code).toBe(0);
  });

  it('rejects a malformed phone with the spec message and stores nothing', async () => {
    for (const phone of ['9812345678', '91981234567', '915812345678', 'abc', '']) {
      const response = await sendCode(phone);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: -1,
        msg: 'Please Enter correct Phone Number',
        data: null,
      });
    }
    const rows = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM otp_codes',
    );
    expect(rows[0]?.count).toBe(0);
  });
});

describe('signing in with the code', () => {
  it('registers a new borrower on first login and recognises them after', async () => {
    await sendCode(PHONE);
    const first = await login(PHONE, await latestCode(t.app, PHONE));
    expect(first.json()).toMatchObject({ code: 0, data: { isRegister: 1 } });
    expect(first.json().data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    t.clock.advanceSeconds(61);
    await sendCode(PHONE);
    const second = await login(PHONE, await latestCode(t.app, PHONE));
    expect(second.json()).toMatchObject({ code: 0, data: { isRegister: 0 } });
    expect(second.json().data.token).not.toBe(first.json().data.token);
  });

  it('accepts a code only once', async () => {
    await sendCode(PHONE);
    const code = await latestCode(t.app, PHONE);
    expect((await login(PHONE, code)).json().code).toBe(0);
    const reused = await login(PHONE, code);
    expect(reused.json()).toMatchObject({
      code: -1,
      msg: expect.stringContaining('expired or was already used'),
    });
  });

  it('refuses a code older than 5 minutes', async () => {
    await sendCode(PHONE);
    const code = await latestCode(t.app, PHONE);
    t.clock.advanceSeconds(5 * 60 + 1);
    expect((await login(PHONE, code)).json()).toMatchObject({
      code: -1,
      msg: expect.stringContaining('expired'),
    });
  });

  it('accepts a code just before it expires', async () => {
    await sendCode(PHONE);
    const code = await latestCode(t.app, PHONE);
    t.clock.advanceSeconds(5 * 60 - 1);
    expect((await login(PHONE, code)).json().code).toBe(0);
  });

  it('voids the older code when a new one is sent', async () => {
    await sendCode(PHONE);
    const oldCode = await latestCode(t.app, PHONE);
    t.clock.advanceSeconds(61);
    await sendCode(PHONE);
    const newCode = await latestCode(t.app, PHONE);
    if (oldCode !== newCode) expect((await login(PHONE, oldCode)).json().code).toBe(-1);
    expect((await login(PHONE, newCode)).json().code).toBe(0);
  });

  it('voids the code after 5 wrong tries, even for the right code after', async () => {
    await sendCode(PHONE);
    const code = await latestCode(t.app, PHONE);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await login(PHONE, wrong)).json()).toMatchObject({
        code: -1,
        msg: expect.stringContaining('Incorrect code'),
      });
    }
    expect((await login(PHONE, wrong)).json()).toMatchObject({
      msg: expect.stringContaining('Too many wrong attempts'),
    });
    expect((await login(PHONE, code)).json().code).toBe(-1);
  });

  it('does not let a code for one phone sign in another', async () => {
    await sendCode(PHONE);
    const code = await latestCode(t.app, PHONE);
    await sendCode(OTHER_PHONE, '10.0.0.2');
    const otherCode = await latestCode(t.app, OTHER_PHONE);
    if (code !== otherCode) expect((await login(OTHER_PHONE, code)).json().code).toBe(-1);
  });

  it('explains a malformed code without a stack trace', async () => {
    const response = await login(PHONE, '12a4');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: -1, msg: 'Please Enter Correct OTP', data: null });
  });
});
