import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_API_BASE } from '@saral/contract/calls';
import { OPERATOR_TOKEN_HEADER } from '@saral/contract/api/operator';
import { DEV_OPERATORS } from '../src/db/seed/seed-operators';
import { createTestApp, signIn, type TestApp } from './support/test-app';

/** Replies with personal data must never be kept by a browser, proxy or shared cache. */

let t: TestApp;
let token: string;
let operatorToken: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t.app, '919812300051');
  const admin = DEV_OPERATORS.find((operator) => operator.role === 'admin')!;
  const login = await t.app.inject({
    method: 'POST',
    url: `${OPERATOR_API_BASE}/login`,
    payload: { username: admin.username, password: admin.password },
  });
  operatorToken = login.json().data.token;
});
afterAll(async () => {
  await t.close();
});

describe('Cache-Control on authenticated replies', () => {
  it.each([
    '/api1/home/v1/index',
    '/api1/auth/v1/auth-config',
    '/api1/auth/v1/auth-page-info?type=baseInfo',
    '/api1/bank/v1/find-user-bank-card',
    '/api1/order/v1/list',
    '/api1/auth/v1/contacts',
  ])('borrower GET %s: no-store', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { token } });
    expect(response.json().code).toBe(0);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('a borrower call refused for its input is not stored either', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api1/order/v1/detail?orderId=999999',
      headers: { token },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(['/applications', '/campaigns'])('operator GET %s: no-store', async (path) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${OPERATOR_API_BASE}${path}`,
      headers: { [OPERATOR_TOKEN_HEADER]: operatorToken },
    });
    expect(response.json().code).toBe(0);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
