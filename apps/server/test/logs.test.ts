import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLogLines, type LogEntry } from './support/assertions';
import { createTestApp, latestCode, type TestApp } from './support/test-app';

const PHONE = '919812345678';
const MASKED = '91XXXXXX5678';

/** Fields pino fills from the machine (time, pid, host); a 4-digit code could appear there by chance. */
const MACHINE_FIELDS = new Set(['time', 'pid', 'hostname', 'responseTime', 'reqId']);
function withoutMachineFields(entry: LogEntry): unknown {
  return Object.fromEntries(Object.entries(entry).filter(([key]) => !MACHINE_FIELDS.has(key)));
}

let t: TestApp;
let code: string;
let token: string;
let wrongCode: string;
beforeAll(async () => {
  t = await createTestApp();
  t.logLines.length = 0;
  const sent = await t.app.inject({ method: 'GET', url: `/api1/sms/v1/sendCode?phone=${PHONE}` });
  expect(sent.json().code).toBe(0);
  code = await latestCode(t.app, PHONE);
  wrongCode = String((Number(code) + 5_000) % 10_000).padStart(4, '0');
  // A wrong try first: the rejected code must not be logged either.
  const wrong = await t.app.inject({
    method: 'POST',
    url: '/api1/user/v1/login',
    payload: { phone: PHONE, code: wrongCode },
  });
  expect(wrong.json().code).toBe(-1);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api1/user/v1/login',
    payload: { phone: PHONE, code },
  });
  token = login.json().data.token;
  const home = await t.app.inject({
    method: 'GET',
    url: '/api1/home/v1/index',
    headers: { token },
  });
  expect(home.json().code).toBe(0);
  const logout = await t.app.inject({
    method: 'POST',
    url: '/api1/user/v1/logout',
    headers: { token },
  });
  expect(logout.json().code).toBe(0);
  // A client that puts secrets in the query string (e.g. a shared link) must not get them logged.
  await t.app.inject({ method: 'GET', url: `/api1/home/v1/index?token=${token}&code=${code}` });
});
afterAll(async () => {
  await t.close();
});

describe('log lines of a sign-in round trip', () => {
  it('were captured, one request log pair per call', () => {
    const entries = parseLogLines(t.logLines);
    expect(
      entries.filter((entry) => entry.msg === 'incoming request').length,
    ).toBeGreaterThanOrEqual(6);
    expect(
      entries.filter((entry) => entry.msg === 'request completed').length,
    ).toBeGreaterThanOrEqual(6);
  });

  it('never contain the session token', () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(t.logLines.join('')).not.toContain(token);
  });

  it('never contain the login code or the rejected code', () => {
    const text = parseLogLines(t.logLines)
      .map((entry) => JSON.stringify(withoutMachineFields(entry)))
      .join('\n')
      // The masked phone ends in 4 digits that may equal a code by chance.
      .replaceAll(MASKED, '[masked phone]');
    for (const secret of [code, wrongCode]) {
      expect(text).not.toMatch(new RegExp(`(?<!\\d)${secret}(?!\\d)`));
    }
  });

  it('never contain the full 12-digit phone, nor its 10 local digits', () => {
    const text = t.logLines.join('');
    expect(text).not.toContain(PHONE);
    expect(text).not.toContain(PHONE.slice(2));
  });

  it('contain the masked phone instead', () => {
    const text = t.logLines.join('');
    expect(text).toContain(MASKED);
    const sendCodeLine = parseLogLines(t.logLines).find((entry) =>
      (entry.req as { url?: string } | undefined)?.url?.includes('/sms/v1/sendCode'),
    );
    expect((sendCodeLine?.req as { url: string }).url).toBe(
      `/api1/sms/v1/sendCode?phone=${MASKED}`,
    );
  });
});
