import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, type OperatorRoleValue } from '@saral/contract/api/operator';
import {
  OPERATOR_PERMISSIONS,
  roleMay,
  type OperatorRouteAccess,
} from '@saral/contract/api/operator-permissions';
import { DEMO_OPERATORS } from '../src/db/seed/seed-operators';
import { NOT_ALLOWED } from '../src/domains/operators/operator-access';
import { opsCall, opsLogin, type OpsMethod } from './support/operator-client';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Roles and permissions on the whole app: every /ops/v1 route the app registered, called by a
 * demo operator of every role. Allowed: anything but 401/403; refused: 403 with the message.
 */

let t: TestApp;
const tokens = {} as Record<OperatorRoleValue, string>;

beforeAll(async () => {
  t = await createTestApp();
  for (const operator of DEMO_OPERATORS) {
    tokens[operator.role] = await opsLogin(t.app, operator.username, operator.password);
  }
});
afterAll(async () => {
  await t.close();
});

/** A concrete path for a route: ids that do not exist, so allowed calls change nothing. */
const concrete = (url: string) =>
  url
    .replace(/^\/ops\/v1/, '')
    .replace(/:code\b/, 'matrix-no-such-campaign')
    .replace(/:[A-Za-z]+/g, '987654');

// Before the matrix, which signs every demo session out at its end.
describe('GET /ops/v1/me', () => {
  it.each(OPERATOR_ROLES)('answers the %s its username, role and permissions', async (role) => {
    const reply = await opsCall(t.app, 'GET', '/me', { token: tokens[role] });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      id: expect.any(Number),
      username: `${role}.demo`,
      role,
      permissions: [...OPERATOR_PERMISSIONS[role]],
      twoStep: { on: false, required: false },
    });
  });
});

describe('every /ops/v1 route × every role', () => {
  it('the app lists each operator route with what it requires', () => {
    const urls = t.app.operatorRoutes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /ops/v1/login',
        'GET /ops/v1/me',
        'POST /ops/v1/applications/:orderId/approve',
        'PUT /ops/v1/campaigns/:code',
        'GET /ops/v1/overpayments',
        'GET /ops/v1/operators',
        'DELETE /ops/v1/operator-sessions/:sessionId',
        'GET /ops/v1/audit-log',
        'GET /ops/v1/payouts',
        'POST /ops/v1/payouts/:id/retry',
        'POST /ops/v1/payouts/:id/cancel',
        'POST /ops/v1/finance/manual-repayments',
        'POST /ops/v1/finance/fee-waivers',
        'POST /ops/v1/finance/requests/:id/approve',
        'POST /ops/v1/finance/requests/:id/reject',
        'GET /ops/v1/finance/requests',
        'GET /ops/v1/applications/:orderId/borrower',
        'GET /ops/v1/applications/:orderId/images/:kind',
        'POST /ops/v1/applications/:orderId/request-document',
        'GET /ops/v1/loans',
        'GET /ops/v1/loans/:orderId',
        'POST /ops/v1/loans/:orderId/notes',
        'GET /ops/v1/collections',
        'GET /ops/v1/collections/:orderId',
        'POST /ops/v1/collections/:orderId/assign',
        'POST /ops/v1/collections/:orderId/promises',
        'POST /ops/v1/collections/:orderId/contacts',
        'GET /ops/v1/products/:productId/versions',
        'POST /ops/v1/products/:productId/versions',
        'POST /ops/v1/products/:productId/versions/:version/approve',
        'POST /ops/v1/products/:productId/versions/:version/reject',
        'POST /ops/v1/complaints',
        'GET /ops/v1/complaints',
        'GET /ops/v1/complaints/:id',
        'POST /ops/v1/complaints/:id/assign',
        'POST /ops/v1/complaints/:id/status',
        'GET /ops/v1/content',
        'PUT /ops/v1/content/:key',
        'GET /ops/v1/settings/onboarding',
        'PUT /ops/v1/settings/onboarding',
        'GET /ops/v1/settings/marketing',
        'PUT /ops/v1/settings/marketing',
      ]),
    );
    expect(new Set(urls).size).toBe(urls.length);
    const accessOf = (url: string) =>
      t.app.operatorRoutes.find((route) => `${route.method} ${route.url}` === url)?.access;
    expect(accessOf('POST /ops/v1/applications/:orderId/deny')).toBe('applications.decide');
    expect(accessOf('POST /ops/v1/products/:productId/decision-rules/versions')).toBe(
      'rules.write',
    );
    expect(accessOf('POST /ops/v1/credit-tiers/versions/:version/approve')).toBe(
      'products.approve',
    );
    expect(accessOf('POST /ops/v1/operators')).toBe('operators.manage');
    expect(accessOf('GET /ops/v1/audit-log')).toBe('audit.read');
    expect(accessOf('GET /ops/v1/payouts')).toBe('payouts.read');
    expect(accessOf('POST /ops/v1/payouts/:id/retry')).toBe('payouts.manage');
    expect(accessOf('POST /ops/v1/finance/requests/:id/approve')).toBe('finance.manage');
    expect(accessOf('GET /ops/v1/finance/requests')).toBe('finance.read');
    expect(accessOf('GET /ops/v1/applications/:orderId/borrower')).toBe('applications.read');
    expect(accessOf('GET /ops/v1/applications/:orderId/images/:kind')).toBe('kyc.images');
    expect(accessOf('POST /ops/v1/applications/:orderId/request-document')).toBe(
      'applications.decide',
    );
    expect(accessOf('GET /ops/v1/loans')).toBe('loans.read');
    expect(accessOf('GET /ops/v1/loans/:orderId')).toBe('loans.read');
    expect(accessOf('POST /ops/v1/loans/:orderId/notes')).toBe('loans.note');
    expect(accessOf('GET /ops/v1/collections')).toBe('collections.read');
    expect(accessOf('GET /ops/v1/collections/:orderId')).toBe('collections.read');
    expect(accessOf('POST /ops/v1/collections/:orderId/assign')).toBe('collections.assign');
    expect(accessOf('POST /ops/v1/collections/:orderId/promises')).toBe('collections.manage');
    expect(accessOf('POST /ops/v1/collections/:orderId/contacts')).toBe('collections.manage');
    expect(accessOf('GET /ops/v1/products/:productId/versions')).toBe('rules.read');
    expect(accessOf('POST /ops/v1/products/:productId/versions')).toBe('products.propose');
    expect(accessOf('POST /ops/v1/products/:productId/versions/:version/approve')).toBe(
      'products.approve',
    );
    expect(accessOf('POST /ops/v1/products/:productId/versions/:version/reject')).toBe(
      'products.approve',
    );
    expect(accessOf('POST /ops/v1/complaints')).toBe('complaints.manage');
    expect(accessOf('GET /ops/v1/complaints')).toBe('complaints.read');
    expect(accessOf('GET /ops/v1/complaints/:id')).toBe('complaints.read');
    expect(accessOf('POST /ops/v1/complaints/:id/assign')).toBe('complaints.manage');
    expect(accessOf('POST /ops/v1/complaints/:id/status')).toBe('complaints.manage');
    expect(accessOf('GET /ops/v1/content')).toBe('content.read');
    expect(accessOf('PUT /ops/v1/content/:key')).toBe('content.write');
    expect(accessOf('GET /ops/v1/settings/onboarding')).toBe('content.read');
    expect(accessOf('PUT /ops/v1/settings/onboarding')).toBe('settings.write');
    expect(accessOf('GET /ops/v1/settings/marketing')).toBe('content.read');
    expect(accessOf('PUT /ops/v1/settings/marketing')).toBe('settings.write');
  });

  it('allowed roles get past the guard; the others get HTTP 403 with a clear message', async () => {
    // Logout ends the session it is called with, so it goes last.
    const routes = [...t.app.operatorRoutes].sort(
      (a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')),
    );
    const outcomes: string[] = [];
    for (const route of routes) {
      for (const role of OPERATOR_ROLES) {
        const reply = await opsCall(t.app, route.method as OpsMethod, concrete(route.url), {
          token: tokens[role],
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        const allowed = mayCall(role, route.access);
        const label = `${role} ${route.method} ${route.url}`;
        if (allowed) {
          expect([401, 403], `${label}: ${JSON.stringify(reply.body)}`).not.toContain(reply.status);
        } else {
          expect({ label, status: reply.status, body: reply.body }).toEqual({
            label,
            status: 403,
            body: { code: -1, msg: NOT_ALLOWED, data: null },
          });
        }
        outcomes.push(`${label}: ${allowed ? 'allowed' : 'refused'}`);
      }
    }
    expect(outcomes).toHaveLength(routes.length * OPERATOR_ROLES.length);
    expect(outcomes.filter((line) => line.endsWith('refused')).length).toBeGreaterThan(20);
  });

  it('without a session every route but sign-in answers 401 with code -4', async () => {
    for (const route of t.app.operatorRoutes.filter((item) => item.access !== 'public')) {
      const reply = await opsCall(t.app, route.method as OpsMethod, concrete(route.url));
      expect({ url: route.url, status: reply.status, code: reply.body.code }).toEqual({
        url: route.url,
        status: 401,
        code: -4,
      });
    }
  });
});

function mayCall(role: OperatorRoleValue, access: OperatorRouteAccess): boolean {
  if (access === 'public' || access === 'signed-in') return true;
  return roleMay(role, access);
}

describe('the permission map', () => {
  it('gives each role what its job needs and no more', () => {
    expect(OPERATOR_PERMISSIONS.reviewer).toContain('applications.decide');
    for (const role of ['collections', 'finance', 'support', 'viewer'] as const) {
      expect(OPERATOR_PERMISSIONS[role]).not.toContain('applications.decide');
    }
    for (const role of OPERATOR_ROLES.filter((item) => item !== 'admin')) {
      expect(OPERATOR_PERMISSIONS[role]).not.toContain('operators.manage');
      expect(OPERATOR_PERMISSIONS[role]).not.toContain('audit.read');
      expect(OPERATOR_PERMISSIONS[role]).not.toContain('rules.write');
      expect(OPERATOR_PERMISSIONS[role]).not.toContain('campaigns.write');
    }
    // Product terms are proposed and approved by admins only (a second admin approves).
    for (const permission of ['products.propose', 'products.approve'] as const) {
      expect(OPERATOR_ROLES.filter((role) => roleMay(role, permission))).toEqual(['admin']);
    }
    // Money moves by hand only for finance (and admin); payouts are read by those who answer.
    for (const role of OPERATOR_ROLES) {
      const expected = role === 'admin' || role === 'finance';
      expect(roleMay(role, 'payouts.manage'), role).toBe(expected);
      expect(roleMay(role, 'finance.manage'), role).toBe(expected);
    }
    // KYC images (full Aadhaar on the card) only for those who decide on identity.
    expect(OPERATOR_ROLES.filter((role) => roleMay(role, 'kyc.images'))).toEqual([
      'admin',
      'reviewer',
    ]);
    expect(OPERATOR_ROLES.filter((role) => roleMay(role, 'payouts.read'))).toEqual([
      'admin',
      'finance',
      'support',
      'viewer',
    ]);
    // Every role reads loans; every role but the read-only viewer writes notes on them.
    expect(OPERATOR_ROLES.filter((role) => roleMay(role, 'loans.read'))).toEqual(OPERATOR_ROLES);
    expect(OPERATOR_ROLES.filter((role) => roleMay(role, 'loans.note'))).toEqual([
      'admin',
      'reviewer',
      'collections',
      'finance',
      'support',
    ]);
    // Collections: read by those who answer or follow up loans; worked by collections (and
    // admin); only an admin assigns a loan to an agent.
    expect(OPERATOR_ROLES.filter((role) => roleMay(role, 'collections.read'))).toEqual([
      'admin',
      'collections',
      'finance',
      'support',
      'viewer',
    ]);
    expect(OPERATOR_ROLES.filter((role) => roleMay(role, 'collections.manage'))).toEqual([
      'admin',
      'collections',
    ]);
    expect(OPERATOR_ROLES.filter((role) => roleMay(role, 'collections.assign'))).toEqual(['admin']);
    // Every role reads complaints; those who answer borrowers (and admins) record and move them.
    expect(OPERATOR_ROLES.filter((role) => roleMay(role, 'complaints.read'))).toEqual(
      OPERATOR_ROLES,
    );
    expect(OPERATOR_ROLES.filter((role) => roleMay(role, 'complaints.manage'))).toEqual([
      'admin',
      'support',
    ]);
    // Texts and settings: every role reads them, only admins change them.
    expect(OPERATOR_ROLES.filter((role) => roleMay(role, 'content.read'))).toEqual(OPERATOR_ROLES);
    expect(OPERATOR_ROLES.filter((role) => roleMay(role, 'content.write'))).toEqual(['admin']);
    expect(OPERATOR_ROLES.filter((role) => roleMay(role, 'settings.write'))).toEqual(['admin']);
  });
});

describe('deny by default', () => {
  it.each([
    ['no access declared', {}],
    ['an unknown permission', { config: { operatorAccess: 'applications.reed' } }],
  ])('an /ops/v1 route with %s stops the server from starting', async (_label, options) => {
    await expect(
      createTestApp({
        configure: (app) => {
          // A typo the type checker would catch; a plain JavaScript plugin would not.
          app.get('/ops/v1/forgotten', options as object, async () => ({
            code: 0,
            msg: 'ok',
            data: null,
          }));
        },
      }),
    ).rejects.toThrow(/declares no operator access/);
  });
});

describe('the OpenAPI document', () => {
  it('describes the console’s calls with their schemas', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api1/docs/json' });
    const document = reply.json() as { paths: Record<string, Record<string, unknown>> };
    for (const route of t.app.operatorRoutes) {
      const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(document.paths[path]?.[route.method.toLowerCase()], path).toBeDefined();
    }
    expect(JSON.stringify(document.paths['/ops/v1/audit-log'])).toContain('nextCursor');
  });
});
