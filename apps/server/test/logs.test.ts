import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLogLines, type LogEntry } from './support/assertions';
import { createTestApp, latestCode, type TestApp } from './support/test-app';

const PHONE = '919812345678';
const MASKED = '91XXXXXX5678';

/** Fields pino fills from the machine (time, pid, host); a 4-digit code could appear there by chance. */
const MACHINE_FIELDS = new Set(['time', 'pid', 'hostname', 'durationMs', 'requestId']);
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
  it('are one line per request with method, route, status, duration and request id', () => {
    const requests = parseLogLines(t.logLines).filter((entry) => entry.msg === 'request');
    expect(requests).toHaveLength(7);
    expect(requests.map((entry) => [entry.method, entry.route, entry.status])).toEqual([
      ['GET', '/api1/sms/v1/sendCode', 200],
      ['GET', '/dev/sms-outbox', 200],
      ['POST', '/api1/user/v1/login', 400],
      ['POST', '/api1/user/v1/login', 200],
      ['GET', '/api1/home/v1/index', 200],
      ['POST', '/api1/user/v1/logout', 200],
      ['GET', '/api1/home/v1/index', 401],
    ]);
    for (const entry of requests) {
      expect(entry.durationMs).toEqual(expect.any(Number));
      expect(entry.requestId).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(new Set(requests.map((entry) => entry.requestId)).size).toBe(7);
    // Fastify's own pair of lines per request is gone.
    const messages = parseLogLines(t.logLines).map((entry) => entry.msg);
    expect(messages).not.toContain('incoming request');
    expect(messages).not.toContain('request completed');
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

  it('name a phone only masked (the sandbox SMS line)', () => {
    expect(t.logLines.join('')).toContain(MASKED);
  });
});

describe('the request id', () => {
  it('is returned in X-Request-Id, and the same id is on the request’s log line', async () => {
    t.logLines.length = 0;
    const reply = await t.app.inject({ method: 'GET', url: '/api1/client/v1/faq' });
    const id = reply.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [line] = parseLogLines(t.logLines).filter((entry) => entry.msg === 'request');
    expect(line).toMatchObject({ requestId: id, route: '/api1/client/v1/faq', status: 401 });
  });

  it('is taken from the load balancer when it is a short safe token', async () => {
    const incoming = 'lb-7f3a9c2e41d04b6a';
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api1/client/v1/faq',
      headers: { 'x-request-id': incoming },
    });
    expect(reply.headers['x-request-id']).toBe(incoming);
  });

  it('is replaced when the incoming one is long, short or carries other characters', async () => {
    for (const incoming of [
      'x'.repeat(65),
      'short',
      'id with spaces',
      'id\nforged-line',
      `${PHONE}<b>`,
    ]) {
      const reply = await t.app.inject({
        method: 'GET',
        url: '/api1/client/v1/faq',
        headers: { 'x-request-id': incoming },
      });
      expect(reply.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('is on error replies and unknown routes too', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api1/no/such/call' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
