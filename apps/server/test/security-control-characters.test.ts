import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_API_BASE } from '@saral/contract/calls';
import { placeIn } from './support/base-info';
import { createTestApp, signIn, type TestApp } from './support/test-app';

/**
 * Control characters (NUL above all, which PostgreSQL cannot store in text) are refused at
 * validation with a clear 4xx for every call, and the log never carries what was submitted.
 */

const PERSONAL = {
  realName: 'Savitri Devi Raghunathan',
  email: 'savitri.raghunathan@example.com',
  dateOfBirth: '23-04-1979',
  address: '17 Lotus Residency, Kochi',
};

let t: TestApp;
let token: string;
let place: { liveState: string; liveDistrict: string };
beforeAll(async () => {
  t = await createTestApp({
    configure: (app) => {
      // A database failure with personal data in its parameters, as a bug might cause one.
      app.post('/test/failing-query', async (request) => {
        const { name, answers } = request.body as { name: string; answers: string };
        await t.db.query('SELECT $1::jsonb, $2::int', [answers, name]);
        return { ok: true };
      });
    },
  });
  token = await signIn(t.app, '919812300001');
  place = await placeIn(t.app, token, 'Kerala');
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = { token }) =>
  t.app.inject({ method: 'POST', url, payload, headers });

const BASE_INFO = {
  ...PERSONAL,
  gender: '2',
  education: '5',
  maritalStatus: '2',
  pinCode: '682001',
};

describe('a NUL or other control character in a string', () => {
  it.each([
    ['realName', `${PERSONAL.realName}\u0000`],
    ['address', `17 Lotus\u0000 Residency`],
    ['email', `savitri\u0007@example.com`],
  ])('base info with one in %s: 400 naming the field', async (field, value) => {
    const response = await post('/api1/auth/v1/base-info', {
      ...BASE_INFO,
      ...place,
      [field]: value,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: -1,
      msg: `${field}: control characters are not allowed`,
      data: null,
    });
  });

  it('a tracked event value: 400', async () => {
    const response = await post('/api1/burying-point/v2/burying-point', {
      projectName: 'saral',
      pageName: 'home',
      behavior: 'click',
      value: 'a\u0000b',
      eventTime: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('value: control characters are not allowed');
  });

  it('a query parameter: 400', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api1/auth/v1/auth-page-info?type=base%00Info',
      headers: { token },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('type: control characters are not allowed');
  });

  it('an operator sign-in: 400', async () => {
    const response = await post(
      `${OPERATOR_API_BASE}/login`,
      { username: 'admin\u0000', password: 'x'.repeat(12) },
      {},
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('username: control characters are not allowed');
  });

  it('line breaks and tabs in free text are still accepted', async () => {
    const response = await post('/api1/auth/v1/base-info', {
      ...BASE_INFO,
      ...place,
      address: '17 Lotus Residency,\r\nKochi\t682001',
    });
    expect(response.statusCode).toBe(200);
  });

  it('nothing that was submitted reaches the log, and nothing failed with a 500', () => {
    const log = t.logLines.join('');
    for (const value of Object.values(PERSONAL)) expect(log).not.toContain(value);
    expect(log).not.toContain('"statusCode":500');
    expect(log).not.toContain('unhandled error');
  });
});

describe('an unexpected database error', () => {
  it('is logged without the SQL, its parameters, or the where/detail fields', async () => {
    t.logLines.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/failing-query',
      payload: {
        name: PERSONAL.realName,
        answers: JSON.stringify({ email: PERSONAL.email, address: PERSONAL.address }),
      },
    });
    expect(response.statusCode).toBe(500);
    const failure = t.logLines.find((line) => line.includes('unhandled error'));
    expect(failure).toBeDefined();
    const { err } = JSON.parse(failure!) as { err: Record<string, unknown> };
    expect(err).toMatchObject({ code: '22P02' });
    expect(Object.keys(err)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(params|query|where|detail)$/)]),
    );
    const log = t.logLines.join('');
    for (const value of Object.values(PERSONAL)) expect(log).not.toContain(value);
  });
});
