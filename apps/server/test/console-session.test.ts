import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_CONSOLE_HEADER, OPERATOR_SESSION_COOKIE } from '@saral/contract/api/operator';
import { OPERATOR_API_BASE } from '@saral/contract/calls';
import { MISSING_CONSOLE_HEADER } from '../src/domains/operators/operator-access';
import { opsCall } from './support/operator-client';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The operations console: its build served under /console with a policy of its own, and its
 * operator session held in an HttpOnly, SameSite=Strict cookie guarded against cross-site forgery.
 */

const SHELL =
  '<!doctype html><html><head><title>Saral console</title></head><body><div id="root"></div></body></html>';
let distDir: string;
let t: TestApp;
beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'saral-console-'));
  await fs.mkdir(path.join(distDir, 'assets'));
  await fs.writeFile(path.join(distDir, 'index.html'), SHELL);
  await fs.writeFile(path.join(distDir, 'assets', 'console-abc.js'), 'console.log(1)');
  t = await createTestApp({ env: { CONSOLE_DIST_DIR: distDir } });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

async function cookieLogin() {
  const response = await t.app.inject({
    method: 'POST',
    url: `${OPERATOR_API_BASE}/login`,
    payload: { username: 'finance.demo', password: 'saral-finance-demo', sessionCookie: true },
  });
  const cookie = response.cookies.find((item) => item.name === OPERATOR_SESSION_COOKIE);
  return { response, cookie };
}

describe('the console session cookie', () => {
  it('is HttpOnly, SameSite=Strict and scoped to the operator API; the reply holds no token', async () => {
    const { response, cookie } = await cookieLogin();
    expect(response.json()).toMatchObject({ code: 0, data: { token: null, role: 'finance' } });
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: OPERATOR_API_BASE });
    expect(cookie?.value.length).toBeGreaterThan(20);
    expect(cookie?.secure).toBeFalsy();
  });

  it('signs reads in, and refuses a change that lacks the console header (cross-site forgery)', async () => {
    const { cookie } = await cookieLogin();
    const cookies = { [OPERATOR_SESSION_COOKIE]: cookie?.value ?? '' };
    const me = await t.app.inject({ method: 'GET', url: `${OPERATOR_API_BASE}/me`, cookies });
    expect(me.json()).toMatchObject({ code: 0, data: { username: 'finance.demo' } });

    const forged = await t.app.inject({
      method: 'POST',
      url: `${OPERATOR_API_BASE}/finance/fee-waivers`,
      cookies,
      payload: { orderId: 1, amount: 10, reason: 'forged from another site' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: -1, msg: MISSING_CONSOLE_HEADER });
    const requests = await t.db.query('SELECT id FROM finance_requests');
    expect(requests).toHaveLength(0);
  });

  it('ends at sign-out: the cookie is cleared and no longer opens a session', async () => {
    const { cookie } = await cookieLogin();
    const cookies = { [OPERATOR_SESSION_COOKIE]: cookie?.value ?? '' };
    const logout = await t.app.inject({
      method: 'POST',
      url: `${OPERATOR_API_BASE}/logout`,
      cookies,
      headers: { [OPERATOR_CONSOLE_HEADER]: '1' },
    });
    expect(logout.json()).toMatchObject({ code: 0 });
    const cleared = logout.cookies.find((item) => item.name === OPERATOR_SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    const me = await t.app.inject({ method: 'GET', url: `${OPERATOR_API_BASE}/me`, cookies });
    expect(me.statusCode).toBe(401);
  });

  it('leaves header-token clients as they were: no cookie, no console header needed', async () => {
    const login = await opsCall(t.app, 'POST', '/login', {
      payload: { username: 'viewer.demo', password: 'saral-viewer-demo' },
    });
    const token = (login.body.data as { token: string }).token;
    expect(token).toMatch(/.{20,}/);
    const logout = await opsCall(t.app, 'POST', '/logout', { token });
    expect(logout.body.code).toBe(0);
  });
});

describe('the console pages', () => {
  it('are served under /console with a policy that allows no other origin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/console/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Saral console');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:\/\//);
    expect(response.headers['x-robots-tag']).toContain('noindex');
  });

  it('answer deep links with the shell and unknown files with 404', async () => {
    const deep = await t.app.inject({ method: 'GET', url: '/console/loans/12' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('Saral console');
    expect(deep.headers['cache-control']).toBe('no-cache');
    const missing = await t.app.inject({ method: 'GET', url: '/console/assets/nope.js' });
    expect(missing.statusCode).toBe(404);
    const asset = await t.app.inject({ method: 'GET', url: '/console/assets/console-abc.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
