import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_TOKEN_HEADER } from '@saral/contract/api/operator';
import { OPERATOR_API_BASE } from '@saral/contract/calls';
import { DEMO_IOS_CAMPAIGN } from '../src/db/seed/seed-campaigns';
import { seed } from '../src/db/seed/seed';
import { DEV_OPERATORS } from '../src/db/seed/seed-operators';
import { createOperator } from '../src/domains/operators/operator-passwords';
import { createTestApp, signIn, type TestApp } from './support/test-app';

/**
 * Campaign audiences on the whole app: the public check the landing page makes before sign-in,
 * and the admin-only operator routes that list and change campaigns.
 */

let t: TestApp;
const VIEWER = { username: 'campaign.viewer', password: 'viewer-password-1' };
const tokens: Record<'viewer' | 'reviewer' | 'admin', string> = {
  viewer: '',
  reviewer: '',
  admin: '',
};

async function operatorLogin(username: string, password: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${OPERATOR_API_BASE}/login`,
    payload: { username, password },
  });
  const body = response.json() as { code: number; data: { token: string } };
  if (body.code !== 0) throw new Error(`operator login failed: ${response.body}`);
  return body.data.token;
}

beforeAll(async () => {
  t = await createTestApp();
  await createOperator(t.db, { ...VIEWER, role: 'viewer' });
  tokens.viewer = await operatorLogin(VIEWER.username, VIEWER.password);
  for (const role of ['reviewer', 'admin'] as const) {
    const account = DEV_OPERATORS.find((item) => item.role === role);
    if (!account) throw new Error(`no dev ${role}`);
    tokens[role] = await operatorLogin(account.username, account.password);
  }
});
afterAll(async () => {
  await t.close();
});

async function publicCampaign(code: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api1/client/v1/campaign?code=${encodeURIComponent(code)}`,
  });
  return { status: response.statusCode, body: response.json() };
}

async function ops(
  method: 'GET' | 'PUT',
  path: string,
  options: { token?: string; payload?: object } = {},
) {
  const response = await t.app.inject({
    method,
    url: `${OPERATOR_API_BASE}${path}`,
    headers: options.token ? { [OPERATOR_TOKEN_HEADER]: options.token } : {},
    ...(options.payload ? { payload: options.payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

describe('the public campaign check', () => {
  it('answers the seeded iOS-only demo campaign without a session', async () => {
    const response = await publicCampaign('ios-launch');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      code: 0,
      msg: 'success',
      data: { code: 'ios-launch', iosOnly: true, iosH5Url: DEMO_IOS_CAMPAIGN.iosH5Url },
    });
  });

  it('reads codes case-insensitively, around spaces', async () => {
    const response = await publicCampaign('  IOS-Launch ');
    expect(response.body.data).toMatchObject({ code: 'ios-launch', iosOnly: true });
  });

  it('an unknown code restricts nobody and is not an error', async () => {
    const response = await publicCampaign('summer-2026');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      code: 0,
      data: { code: 'summer-2026', iosOnly: false, iosH5Url: null },
    });
  });

  it.each([
    ['one character', 'a'],
    ['spaces inside', 'ios launch'],
    ['other characters', 'ios<script>'],
    ['a leading dash', '-ios'],
    ['65 characters', 'a'.repeat(65)],
  ])('a code with %s is a clear validation error', async (_label, code) => {
    const response = await publicCampaign(code);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: -1,
      msg: expect.stringContaining('The campaign code must be 2–64 of'),
      data: null,
    });
  });

  it('a missing code is a validation error naming the field', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api1/client/v1/campaign' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: -1, msg: expect.stringContaining('code') });
  });
});

describe('campaigns in the operator API', () => {
  it('without an operator session: HTTP 401 with code -4', async () => {
    expect(await ops('GET', '/campaigns')).toMatchObject({ status: 401, body: { code: -4 } });
    const put = await ops('PUT', '/campaigns/new-one', {
      payload: { iosOnly: true, iosH5Url: null, active: true },
    });
    expect(put).toMatchObject({ status: 401, body: { code: -4 } });
    const borrowerStyle = await t.app.inject({
      method: 'GET',
      url: `${OPERATOR_API_BASE}/campaigns`,
      headers: { token: tokens.admin },
    });
    expect(borrowerStyle.statusCode).toBe(401);
  });

  it.each(['viewer', 'reviewer'] as const)(
    'a %s may neither list nor change: HTTP 403',
    async (role) => {
      const list = await ops('GET', '/campaigns', { token: tokens[role] });
      expect(list).toEqual({
        status: 403,
        body: { code: -1, msg: 'Not allowed for your role', data: null },
      });
      const put = await ops('PUT', '/campaigns/ios-launch', {
        token: tokens[role],
        payload: { iosOnly: false, iosH5Url: null, active: false },
      });
      expect(put.status).toBe(403);
      expect((await publicCampaign('ios-launch')).body.data.iosOnly).toBe(true);
    },
  );

  it('an admin lists the campaigns', async () => {
    const list = await ops('GET', '/campaigns', { token: tokens.admin });
    expect(list.status).toBe(200);
    expect(list.body.data).toContainEqual({
      code: 'ios-launch',
      iosOnly: true,
      iosH5Url: DEMO_IOS_CAMPAIGN.iosH5Url,
      active: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      updatedBy: null,
    });
  });

  it('an admin creates a campaign; the public check sees it at once', async () => {
    expect((await publicCampaign('diwali-ios')).body.data.iosOnly).toBe(false); // now cached
    const saved = await ops('PUT', '/campaigns/Diwali-iOS', {
      token: tokens.admin,
      payload: { iosOnly: true, iosH5Url: 'https://h5.example.com/diwali', active: true },
    });
    expect(saved).toMatchObject({
      status: 200,
      body: {
        code: 0,
        msg: 'Saved',
        data: {
          code: 'diwali-ios',
          iosOnly: true,
          iosH5Url: 'https://h5.example.com/diwali',
          active: true,
          updatedBy: 'admin',
        },
      },
    });
    expect((await publicCampaign('diwali-ios')).body.data).toEqual({
      code: 'diwali-ios',
      iosOnly: true,
      iosH5Url: 'https://h5.example.com/diwali',
    });
  });

  it('replacing keeps the creation time; an inactive campaign restricts nobody', async () => {
    const before = (await ops('GET', '/campaigns', { token: tokens.admin })).body.data as {
      code: string;
      createdAt: string;
    }[];
    const createdAt = before.find((item) => item.code === 'diwali-ios')?.createdAt;
    t.clock.advanceSeconds(60);
    const saved = await ops('PUT', '/campaigns/diwali-ios', {
      token: tokens.admin,
      payload: { iosOnly: true, iosH5Url: null, active: false },
    });
    expect(saved.body.data).toMatchObject({ createdAt, active: false, iosH5Url: null });
    expect(saved.body.data.updatedAt).not.toBe(createdAt);
    expect((await publicCampaign('diwali-ios')).body.data).toEqual({
      code: 'diwali-ios',
      iosOnly: false,
      iosH5Url: null,
    });
  });

  it.each([
    [
      'an http address',
      { iosOnly: true, iosH5Url: 'http://h5.example.com', active: true },
      'https',
    ],
    ['a script address', { iosOnly: true, iosH5Url: 'javascript:alert(1)', active: true }, 'https'],
    ['a missing flag', { iosH5Url: null, active: true }, 'iosOnly'],
  ])('refuses %s with a clear message', async (_label, payload, mention) => {
    const response = await ops('PUT', '/campaigns/bad-input', { token: tokens.admin, payload });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: -1, msg: expect.stringContaining(mention) });
  });

  it('refuses a code that is not a campaign code', async () => {
    const response = await ops('PUT', '/campaigns/no%20spaces', {
      token: tokens.admin,
      payload: { iosOnly: true, iosH5Url: null, active: true },
    });
    expect(response.status).toBe(400);
    expect(response.body.msg).toContain('The campaign code must be 2–64 of');
  });

  it('seeding again leaves an admin’s change of the demo campaign alone', async () => {
    await ops('PUT', '/campaigns/ios-launch', {
      token: tokens.admin,
      payload: { iosOnly: false, iosH5Url: DEMO_IOS_CAMPAIGN.iosH5Url, active: true },
    });
    await seed(t.db, { demoData: true });
    const rows = await t.db.query<{ ios_only: boolean; updated_by: string }>(
      "SELECT ios_only, updated_by FROM campaigns WHERE code = 'ios-launch'",
    );
    expect(rows).toEqual([{ ios_only: false, updated_by: 'admin' }]);
  });
});

describe('where Apply sends iOS visitors (the operators’ setting)', () => {
  let borrowerToken = '';
  const homeIosH5Url = async () => {
    borrowerToken ||= await signIn(t.app, '919811100001', '10.7.0.1');
    const token = borrowerToken;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api1/home/v1/index',
      headers: { token },
    });
    return (response.json() as { data: { iosH5Url: string | null } }).data.iosH5Url;
  };

  it('keeps them here by default: Home says null and the setting reads null', async () => {
    expect(await homeIosH5Url()).toBeNull();
    // An audience setting, like campaigns: admins only.
    expect((await ops('GET', '/ios-apply', { token: tokens.viewer })).status).toBe(403);
    expect((await ops('GET', '/ios-apply', { token: tokens.admin })).body.data).toEqual({
      iosH5Url: null,
    });
  });

  it('an admin sets an https address: Home carries it, the audit log has it; null clears it', async () => {
    const url = 'https://h5.example.com/saral';
    const saved = await ops('PUT', '/ios-apply', {
      token: tokens.admin,
      payload: { iosH5Url: url },
    });
    expect(saved).toMatchObject({ status: 200, body: { code: 0, data: { iosH5Url: url } } });
    expect(await homeIosH5Url()).toBe(url);
    const audit = await t.db.query<{ before: unknown; after: unknown }>(
      "SELECT before, after FROM operator_audit_log WHERE action = 'ios-apply.change'",
    );
    expect(audit).toEqual([{ before: { iosH5Url: null }, after: { iosH5Url: url } }]);

    await ops('PUT', '/ios-apply', { token: tokens.admin, payload: { iosH5Url: null } });
    expect(await homeIosH5Url()).toBeNull();
  });

  it('refuses a plain-http address and a reviewer, changing nothing', async () => {
    const http = await ops('PUT', '/ios-apply', {
      token: tokens.admin,
      payload: { iosH5Url: 'http://h5.example.com' },
    });
    expect(http.status).toBe(400);
    expect(http.body.msg).toContain('iosH5Url must be an https:// address');
    const reviewer = await ops('PUT', '/ios-apply', {
      token: tokens.reviewer,
      payload: { iosH5Url: 'https://h5.example.com' },
    });
    expect(reviewer.status).toBe(403);
    expect(await homeIosH5Url()).toBeNull();
  });
});
