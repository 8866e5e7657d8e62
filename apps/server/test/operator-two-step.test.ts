import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TwoStepMessage } from '@saral/contract/api/operator';
import { loadConfig } from '../src/config';
import { opsCall } from './support/operator-client';
import { PRODUCTION_ENV } from './support/production-env';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Two-step sign-in (TOTP) for operators: required for admin and finance here as in production,
 * set up with an authenticator app, each code used once, reset by an admin.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_TWO_STEP_ROLES: 'admin,finance' } });
});
afterAll(async () => {
  await t.close();
});

const FINANCE = { username: 'finance.demo', password: 'saral-finance-demo' };
const login = (payload: object) => opsCall(t.app, 'POST', '/login', { payload });
const tokenOf = (reply: Awaited<ReturnType<typeof login>>) =>
  (reply.body.data as { token: string }).token;
/** The code the authenticator app shows now (the server's test clock). */
const codeNow = (secret: string) =>
  generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });

let secret = '';

describe('a role that needs two-step sign-in', () => {
  it('signs in with the password but may only set two-step up until it is on', async () => {
    const token = tokenOf(await login(FINANCE));
    const me = await opsCall(t.app, 'GET', '/me', { token });
    expect(me.body.data).toMatchObject({ twoStep: { on: false, required: true } });
    const refused = await opsCall(t.app, 'GET', '/finance/requests', { token });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(TwoStepMessage.setupNeeded);
  });

  it('turns it on with the first right code from the authenticator app', async () => {
    const token = tokenOf(await login(FINANCE));
    const setup = await opsCall(t.app, 'POST', '/me/two-step', { token });
    const data = setup.body.data as { secret: string; otpauthUri: string; qrSvg: string };
    secret = data.secret;
    expect(data.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*finance\.demo.*secret=/);
    expect(data.qrSvg).toMatch(/^<svg/);

    const wrong = await opsCall(t.app, 'POST', '/me/two-step/confirm', {
      token,
      payload: { code: String((Number(await codeNow(secret)) + 1) % 1_000_000).padStart(6, '0') },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe(TwoStepMessage.wrongCode);

    const right = await opsCall(t.app, 'POST', '/me/two-step/confirm', {
      token,
      payload: { code: await codeNow(secret) },
    });
    expect(right.body.code).toBe(0);
    expect((await opsCall(t.app, 'GET', '/finance/requests', { token })).status).toBe(200);
    const stored = await t.db.query<{ two_step_secret: string }>(
      `SELECT two_step_secret FROM operators WHERE username = 'finance.demo'`,
    );
    expect(stored[0]?.two_step_secret).not.toContain(secret);
  });

  it('then asks for the code at sign-in, refuses a wrong one and a code used before', async () => {
    const missing = await login(FINANCE);
    expect(missing.status).toBe(401);
    expect(missing.body.msg).toBe(TwoStepMessage.codeNeeded);
    expect(missing.body.data).toBeNull();

    t.clock.advanceSeconds(60);
    const code = await codeNow(secret);
    const wrong = await login({ ...FINANCE, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.msg).toBe(TwoStepMessage.wrongCode);

    const right = await login({ ...FINANCE, code });
    expect(right.body.code).toBe(0);
    const replay = await login({ ...FINANCE, code });
    expect(replay.body.msg).toBe(TwoStepMessage.wrongCode);

    t.clock.advanceSeconds(30);
    const next = await login({ ...FINANCE, code: await codeNow(secret) });
    expect(next.body.code).toBe(0);
    const audit = await t.db.query<{ action: string }>(
      `SELECT action FROM operator_audit_log WHERE operator_username = 'finance.demo'
       ORDER BY id`,
    );
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['operator.two-step-enable', 'operator.sign-in-failed']),
    );
  });

  it('is reset by an admin (a lost phone): sessions end, and the set-up starts again', async () => {
    const financeToken = tokenOf(await login({ ...FINANCE, code: await nextCode() }));
    // The admin needs two-step too: set it up for admin.demo first.
    const adminPassword = { username: 'admin.demo', password: 'saral-admin-demo' };
    const adminSetupToken = tokenOf(await login(adminPassword));
    const adminSetup = await opsCall(t.app, 'POST', '/me/two-step', { token: adminSetupToken });
    const adminSecret = (adminSetup.body.data as { secret: string }).secret;
    await opsCall(t.app, 'POST', '/me/two-step/confirm', {
      token: adminSetupToken,
      payload: { code: await codeNow(adminSecret) },
    });
    t.clock.advanceSeconds(30);
    const adminToken = tokenOf(await login({ ...adminPassword, code: await codeNow(adminSecret) }));

    const financeId = (await opsCall(t.app, 'GET', '/me', { token: financeToken })).body.data as {
      id: number;
    };
    const reset = await opsCall(t.app, 'POST', `/operators/${financeId.id}/two-step/reset`, {
      token: adminToken,
    });
    expect(reset.body.data).toMatchObject({ twoStepOn: false });
    expect((await opsCall(t.app, 'GET', '/me', { token: financeToken })).status).toBe(401);
    const again = tokenOf(await login(FINANCE));
    const me = await opsCall(t.app, 'GET', '/me', { token: again });
    expect(me.body.data).toMatchObject({ twoStep: { on: false, required: true } });
  });
});

async function nextCode() {
  t.clock.advanceSeconds(30);
  return codeNow(secret);
}

describe('roles that do not need it', () => {
  it('work with the password alone', async () => {
    const token = tokenOf(await login({ username: 'viewer.demo', password: 'saral-viewer-demo' }));
    const me = await opsCall(t.app, 'GET', '/me', { token });
    expect(me.body.data).toMatchObject({ twoStep: { on: false, required: false } });
    expect((await opsCall(t.app, 'GET', '/payouts', { token })).status).toBe(200);
  });
});

describe('the setting', () => {
  it('always includes admin and finance in production, and refuses unknown roles', () => {
    expect(loadConfig(PRODUCTION_ENV).operatorTwoStepRoles.sort()).toEqual(['admin', 'finance']);
    expect(
      loadConfig({ ...PRODUCTION_ENV, OPERATOR_TWO_STEP_ROLES: 'reviewer' }).operatorTwoStepRoles,
    ).toEqual(expect.arrayContaining(['admin', 'finance', 'reviewer']));
    expect(loadConfig({}).operatorTwoStepRoles).toEqual([]);
    expect(() => loadConfig({ OPERATOR_TWO_STEP_ROLES: 'boss' })).toThrow(/unknown role "boss"/);
  });
});
