import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { requestLanguage } from '../src/shared/message-language';
import { createTestApp, signIn, type TestApp } from './support/test-app';

const PHONE = '919812345670';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const sendCode = (phone: string, language?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api1/sms/v1/sendCode?phone=${phone}`,
    headers: language ? { 'accept-language': language } : {},
  });
const setLanguage = (token: string, body: unknown, language?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api1/user/v1/language',
    headers: { token, ...(language ? { 'accept-language': language } : {}) },
    payload: body as object,
  });
const storedLanguage = async (phone: string) =>
  (
    await t.db.query<{ language: string }>('SELECT language FROM users WHERE phone = $1', [phone])
  )[0]?.language;

describe('sign-in messages in the borrower’s language', () => {
  it('answers in Hindi for Accept-Language hi and in English without it', async () => {
    expect((await sendCode(PHONE, 'hi-IN,hi;q=0.9,en;q=0.8')).json().msg).toBe('कोड भेज दिया गया');
    const refusedHindi = await sendCode(PHONE, 'hi');
    expect(refusedHindi.statusCode).toBe(429);
    expect(refusedHindi.json().msg).toMatch(/^दूसरा कोड मँगाने से पहले कृपया \d+ सेकंड रुकें।$/);
    const refusedEnglish = await sendCode(PHONE);
    expect(refusedEnglish.json().msg).toMatch(/^Please wait \d+ seconds/);
  });

  it('gives validation and wrong-code messages in Hindi', async () => {
    const badPhone = await sendCode('12345', 'hi');
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().msg).toBe('कृपया सही फ़ोन नंबर डालें');

    await sendCode(PHONE);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api1/user/v1/login',
      headers: { 'accept-language': 'hi' },
      payload: { phone: PHONE, code: '0000' },
    });
    // 0000 may be the real code one time in 10,000: then the reply is a session, not a refusal.
    if (wrong.json().code !== 0) {
      expect(wrong.json().msg).toBe('कोड गलत है। कृपया SMS देखकर फिर से कोशिश करें।');
    }
  });

  it('reads the header by its weights', () => {
    expect(requestLanguage('en-US,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(requestLanguage('hi;q=0.5,en;q=0.4')).toBe('hi');
    expect(requestLanguage('fr-FR')).toBe('en');
    expect(requestLanguage(undefined)).toBe('en');
  });
});

describe('the borrower’s language in the profile', () => {
  it('is English until chosen, then keeps the choice', async () => {
    const token = await signIn(t.app, PHONE);
    expect(await storedLanguage(PHONE)).toBe('en');
    const saved = await setLanguage(token, { language: 'hi' });
    expect(saved.json()).toMatchObject({ code: 0, data: { language: 'hi' } });
    expect(await storedLanguage(PHONE)).toBe('hi');
  });

  it('refuses a language Saral does not speak, and a call without a session', async () => {
    const token = await signIn(t.app, PHONE);
    const refused = await setLanguage(token, { language: 'fr' }, 'hi');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('भाषा en या hi होनी चाहिए');
    expect(await storedLanguage(PHONE)).toBe('en');
    expect((await setLanguage('not-a-token', { language: 'hi' })).json().code).toBe(-4);
  });
});
