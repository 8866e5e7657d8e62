import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope, expectNoInternals, parseLogLines } from './support/assertions';
import { createTestApp, signIn, type TestApp } from './support/test-app';

const GENERIC_MSG = 'Something went wrong. Please try again.';
const SECRET_DETAIL =
  'connection to db-primary.internal:5432 failed for user saral password=hunter2';
const THROWING_ROUTE = '/api1/test-only/v1/throw';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({
    configure: (app) => {
      // A route that fails the way a bug or an outage would: a plain Error with internal detail.
      app.get(THROWING_ROUTE, async () => {
        throw new Error(SECRET_DETAIL);
      });
    },
  });
  token = await signIn(t.app, '919822200001', '10.0.3.1');
});
afterAll(async () => {
  await t.close();
});

const loginUrl = '/api1/user/v1/login';

describe('every reply is a {code, msg, data} envelope', () => {
  const cases: [string, () => InjectOptions, number, number][] = [
    ['success', () => ({ method: 'GET', url: '/api1/home/v1/index', headers: { token } }), 200, 0],
    [
      'sendCode success',
      () => ({ method: 'GET', url: '/api1/sms/v1/sendCode?phone=919822200002' }),
      200,
      0,
    ],
    ['no session', () => ({ method: 'GET', url: '/api1/client/v1/faq' }), 401, -4],
    ['unknown path', () => ({ method: 'GET', url: '/api1/nothing/v1/here' }), 404, -5],
    ['wrong method', () => ({ method: 'DELETE', url: loginUrl }), 404, -5],
    ['bad query', () => ({ method: 'GET', url: '/api1/sms/v1/sendCode?phone=12' }), 400, -1],
    [
      'bad JSON',
      () => ({
        method: 'POST',
        url: loginUrl,
        headers: { 'content-type': 'application/json' },
        payload: '{"phone": "919822200003", "code": ',
      }),
      400,
      -1,
    ],
    [
      'empty JSON body',
      () => ({
        method: 'POST',
        url: loginUrl,
        headers: { 'content-type': 'application/json' },
        payload: '',
      }),
      400,
      -1,
    ],
    [
      'unsupported content type',
      () => ({
        method: 'POST',
        url: loginUrl,
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      }),
      415,
      -1,
    ],
    [
      'body too large',
      () => ({
        method: 'POST',
        url: loginUrl,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ phone: '919822200004', code: 'x'.repeat(2 * 1024 * 1024) }),
      }),
      413,
      -1,
    ],
    ['internal error', () => ({ method: 'GET', url: THROWING_ROUTE }), 500, -3],
  ];

  it.each(cases)('%s', async (_label, request, status, code) => {
    const response = await t.app.inject(request());
    expect(response.statusCode).toBe(status);
    const body = expectEnvelope(response);
    expect(body.code).toBe(code);
  });

  it('a rate-limited request is an envelope too', async () => {
    const phone = '919822200005';
    const url = `/api1/sms/v1/sendCode?phone=${phone}`;
    expect((await t.app.inject({ method: 'GET', url, remoteAddress: '10.0.3.5' })).statusCode).toBe(
      200,
    );
    const limited = await t.app.inject({ method: 'GET', url, remoteAddress: '10.0.3.5' });
    expect(limited.statusCode).toBe(429);
    expect(expectEnvelope(limited).code).toBe(-2);
  });
});

describe('client mistakes get a clear msg', () => {
  it('an unknown /api1 path is a 404 with code -5', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api1/user/v9/login' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: -5, msg: 'Not found', data: null });
  });

  it('invalid JSON is a 400 that says so, with no stack trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: loginUrl,
      headers: { 'content-type': 'application/json' },
      payload: '{"phone": 919822200006,,}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: -1,
      msg: 'The request body is not valid JSON',
      data: null,
    });
    expectNoInternals(response.body);
  });

  it.each([
    ['code', { phone: '919822200007' }, /OTP|code/i],
    ['phone', { code: '1234' }, /phone/i],
  ])('a login body without %s gets a msg naming it', async (_field, payload, named) => {
    const response = await t.app.inject({ method: 'POST', url: loginUrl, payload });
    expect(response.statusCode).toBe(400);
    const body = expectEnvelope(response);
    expect(body.code).toBe(-1);
    expect(body.msg).toMatch(named);
  });

  it('a field of a nested body is named by its path', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api1/burying-point/v2/burying-point',
      payload: { projectName: 'saral-web', behavior: 'click', eventTime: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response).msg).toMatch(/^pageName: /);
  });

  it('a body that is JSON but not an object is refused clearly', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: loginUrl,
      headers: { 'content-type': 'application/json' },
      payload: '"919822200008"',
    });
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response).code).toBe(-1);
  });
});

describe('unexpected failures', () => {
  it('a throwing route answers 500, code -3 and a generic msg that hides the detail', async () => {
    const response = await t.app.inject({ method: 'GET', url: THROWING_ROUTE });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: -3, msg: GENERIC_MSG, data: null });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('db-primary');
  });

  it('logs the error with its detail and stack at level error', async () => {
    t.logLines.length = 0;
    await t.app.inject({ method: 'GET', url: THROWING_ROUTE });
    const errors = parseLogLines(t.logLines).filter((entry) => entry.level >= 50);
    expect(errors).toHaveLength(1);
    const err = errors[0]?.err as { message?: string; stack?: string } | undefined;
    expect(err?.message).toBe(SECRET_DETAIL);
    expect(err?.stack).toMatch(/\n\s+at /);
  });

  it('a database failure inside a route is a 500 with code -3, not a leaked SQL error', async () => {
    await t.db.query('ALTER TABLE faq_items RENAME TO faq_items_unavailable');
    try {
      t.logLines.length = 0;
      const response = await t.app.inject({
        method: 'GET',
        url: '/api1/client/v1/faq',
        headers: { token },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: -3, msg: GENERIC_MSG, data: null });
      expect(response.body).not.toMatch(/faq_items|relation|SELECT/i);
      expect(parseLogLines(t.logLines).some((entry) => entry.level >= 50)).toBe(true);
    } finally {
      await t.db.query('ALTER TABLE faq_items_unavailable RENAME TO faq_items');
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api1/client/v1/faq', headers: { token } })).json()
        .code,
    ).toBe(0);
  });

  it('a database failure while checking the session is -3, not -4 (the borrower stays signed in)', async () => {
    // A token this process has never checked, so the answer has to come from the database.
    const freshToken = await signIn(t.app, '919822200009', '10.0.3.9');
    await t.db.query('ALTER TABLE sessions RENAME TO sessions_unavailable');
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api1/home/v1/index',
        headers: { token: freshToken },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: -3, msg: GENERIC_MSG, data: null });
    } finally {
      await t.db.query('ALTER TABLE sessions_unavailable RENAME TO sessions');
    }
    const after = await t.app.inject({
      method: 'GET',
      url: '/api1/home/v1/index',
      headers: { token: freshToken },
    });
    expect(after.json().code).toBe(0);
  });
});
