import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, latestCode, signIn, type TestApp } from './support/test-app';

const PHONE = '919812345670';
const OTHER_PHONE = '917012345670';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { OTP_IP_HOURLY_LIMIT: '30' } });
});
afterEach(async () => {
  await t.close();
});

const sendPromotionCode = (phone: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'GET',
    url: `/api1/sms/v1/promotion/sendCode?phone=${encodeURIComponent(phone)}`,
    remoteAddress: ip,
  });
const sendLoginCode = (phone: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'GET', url: `/api1/sms/v1/sendCode?phone=${phone}`, remoteAddress: ip });
const login = (phone: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api1/user/v1/login', payload: { phone, code } });

async function latestSmsBody(phone: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: `/dev/sms-outbox?phone=${phone}` });
  return (response.json() as { data: { body: string }[] }).data[0]?.body ?? '';
}

describe('the promotion code request', () => {
  it('sends a code that signs in with the normal login call and registers a new borrower', async () => {
    const response = await sendPromotionCode(PHONE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, msg: 'Code sent', data: null });
    const body = await latestSmsBody(PHONE);
    expect(body).toContain('loan offer');
    expect(body).toMatch(/^\d{4} /);

    const signedIn = await login(PHONE, await latestCode(t.app, PHONE));
    expect(signedIn.json()).toMatchObject({ code: 0, data: { isRegister: 1 } });
    expect(signedIn.json().data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers a known and an unknown number the same', async () => {
    await signIn(t.app, PHONE);
    t.clock.advanceSeconds(61);
    const known = await sendPromotionCode(PHONE, '10.0.0.2');
    const unknown = await sendPromotionCode(OTHER_PHONE, '10.0.0.3');
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    // The returning borrower is signed in, not registered again.
    const again = await login(PHONE, await latestCode(t.app, PHONE));
    expect(again.json()).toMatchObject({ code: 0, data: { isRegister: 0 } });
  });

  it('rejects a malformed phone with the spec message and sends nothing', async () => {
    for (const phone of ['9812345678', '+919812345678', '915812345678', 'abc', '']) {
      const response = await sendPromotionCode(phone);
      expect(response.statusCode, phone).toBe(400);
      expect(response.json()).toEqual({
        code: -1,
        msg: 'Please Enter correct Phone Number',
        data: null,
      });
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api1/sms/v1/promotion/sendCode' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: -1, msg: 'Please Enter correct Phone Number' });
    const rows = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM otp_codes',
    );
    expect(rows[0]?.count).toBe(0);
  });

  it('shares the per-phone limit with the login code request', async () => {
    expect((await sendPromotionCode(PHONE)).json().code).toBe(0);
    const promotionAgain = await sendPromotionCode(PHONE);
    expect(promotionAgain.statusCode).toBe(429);
    expect(promotionAgain.json()).toMatchObject({
      code: -2,
      msg: expect.stringMatching(/wait \d+ seconds/),
    });
    // Switching to the login page's request does not get round the limit.
    expect((await sendLoginCode(PHONE)).statusCode).toBe(429);
    t.clock.advanceSeconds(61);
    expect((await sendPromotionCode(PHONE)).json().code).toBe(0);
  });

  it('voids the earlier code when a new one is sent from either page', async () => {
    await sendLoginCode(PHONE);
    const loginCode = await latestCode(t.app, PHONE);
    t.clock.advanceSeconds(61);
    await sendPromotionCode(PHONE);
    const promotionCode = await latestCode(t.app, PHONE);
    if (loginCode !== promotionCode) expect((await login(PHONE, loginCode)).json().code).toBe(-1);
    expect((await login(PHONE, promotionCode)).json().code).toBe(0);
  });

  it('bounds the sends from one IP address across phones', async () => {
    for (let index = 0; index < 30; index += 1) {
      const phone = `9170000001${String(index).padStart(2, '0')}`;
      expect((await sendPromotionCode(phone, '10.9.9.9')).json().code).toBe(0);
    }
    const blocked = await sendPromotionCode('919999999990', '10.9.9.9');
    expect(blocked.json()).toMatchObject({ code: -2, msg: expect.stringContaining('network') });
  });

  it('refuses a wrong code with the server message', async () => {
    await sendPromotionCode(PHONE);
    const code = await latestCode(t.app, PHONE);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    expect((await login(PHONE, wrong)).json()).toMatchObject({
      code: -1,
      msg: 'Incorrect code. Please check the SMS and try again.',
    });
  });
});
