import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Calls } from '@saral/contract/calls';
import { API_BASE_PATH } from '@saral/contract/constants';
import { CONTENT_STALE_VERSION, type ContentEntry } from '@saral/contract/api/ops-content';
import { ErrorCode } from '@saral/contract/error-codes';
import type { FastifyInstance } from 'fastify';
import { SETTINGS_STALE_EDIT } from '../src/domains/onboarding/onboarding-settings';
import { NOT_ALLOWED } from '../src/domains/operators/operator-access';
import { opsCall, opsLogin } from './support/operator-client';
import { countRows } from './support/assertions';
import { createSecondProcess, createTestApp, signIn, type TestApp } from './support/test-app';

/**
 * Texts and settings operators change in the console (/ops/v1/content, /ops/v1/settings/...):
 * what the borrower API serves after a change, future-dated legal versions, concurrent edits,
 * placeholders, permissions and the audit log.
 */

let t: TestApp;
let admin: string;
let viewer: string;
let borrower: string;
type AuditedText = { version: number; effectiveFrom: string | null; body: string };
const NEW_QUESTION = 'Can I change my bank account after applying?';

/** Operator sessions end after a day idle: after the test clock moves a day, sign in again. */
async function signInOperators() {
  admin = await opsLogin(t.app, 'admin.demo', 'saral-admin-demo');
  viewer = await opsLogin(t.app, 'viewer.demo', 'saral-viewer-demo');
}

beforeAll(async () => {
  t = await createTestApp();
  await signInOperators();
  borrower = await signIn(t.app, '919844400071', '10.0.7.1');
});
afterAll(async () => {
  await t.close();
});

async function borrowerGet(app: FastifyInstance, path: string) {
  const reply = await app.inject({
    method: 'GET',
    url: `${API_BASE_PATH}${path}`,
    headers: { token: borrower },
  });
  return reply.json() as { code: number; msg: string; data: never };
}

async function entryOf(key: string): Promise<ContentEntry> {
  const reply = await opsCall(t.app, 'GET', '/content', { token: viewer });
  expect(reply.status).toBe(200);
  const entry = (reply.body.data as ContentEntry[]).find((item) => item.key === key);
  if (!entry) throw new Error(`no ${key} in the list`);
  return entry;
}

/** The test clock starts on 21 November 2026 at 11:30 in India. */
const today = '2026-11-21';
const tomorrow = '2026-11-22';

describe('GET /ops/v1/content', () => {
  it('lists the four texts as shipped, version 0, in the edited form with placeholders unfilled', async () => {
    const reply = await opsCall(t.app, 'GET', '/content', { token: viewer });
    const entries = reply.body.data as ContentEntry[];
    expect(entries.map((entry) => [entry.key, entry.version, entry.latestVersion])).toEqual([
      ['faq', 0, 0],
      ['about', 0, 0],
      ['privacy', 0, 0],
      ['terms', 0, 0],
    ]);
    const faq = entries[0]?.body ?? '';
    expect(faq).toMatch(/^## Who can apply for a Saral loan\?\n/);
    expect(faq).toContain('{{loans.minAmount}}');
    expect(entries[2]?.body).toContain('## 1. Personal data we collect');
    expect(entries[2]?.body).toContain('{{lender.name}}');
  });
});

describe('PUT /ops/v1/content/faq', () => {
  it('an admin adds a help item; this process serves it at once, another after the cache period', async () => {
    const other = await createSecondProcess(t);
    try {
      const before = (await borrowerGet(other, Calls.faq.path)).data as { title: string }[];
      const faq = await entryOf('faq');
      const body = `${faq.body}\n\n## ${NEW_QUESTION}\nWrite to {{customerCare.email}} before the money is sent.`;
      const saved = await opsCall(t.app, 'PUT', '/content/faq', {
        token: admin,
        payload: { body, effectiveFrom: today, expectedVersion: 0 },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data).toMatchObject({ key: 'faq', version: 1, latestVersion: 1 });

      const here = (await borrowerGet(t.app, Calls.faq.path)).data as {
        title: string;
        content: string;
      }[];
      expect(here).toHaveLength(before.length + 1);
      expect(here.at(-1)).toEqual({
        title: NEW_QUESTION,
        content: 'Write to support@saral.example before the money is sent.',
      });
      // The first help item keeps its filled amounts.
      expect(here[0]?.content).not.toContain('{{');

      // The other process read the FAQ before the change: it keeps it for CACHE_TTL_MS.
      expect(((await borrowerGet(other, Calls.faq.path)).data as unknown[]).length).toBe(
        before.length,
      );
      t.clock.advanceSeconds(t.config.cacheTtlMs / 1000 + 1);
      const later = (await borrowerGet(other, Calls.faq.path)).data as { title: string }[];
      expect(later.at(-1)?.title).toBe(NEW_QUESTION);
    } finally {
      await other.close();
    }
  });

  it('a stale expectedVersion answers 409 and writes nothing', async () => {
    const rowsBefore = await countRows(t.db, 'SELECT 1 FROM content_versions');
    const auditBefore = await countRows(t.db, 'SELECT 1 FROM operator_audit_log');
    const reply = await opsCall(t.app, 'PUT', '/content/faq', {
      token: admin,
      payload: { body: '## Only\nOne item.', effectiveFrom: today, expectedVersion: 0 },
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ code: -7, msg: CONTENT_STALE_VERSION, data: null });
    expect(await countRows(t.db, 'SELECT 1 FROM content_versions')).toBe(rowsBefore);
    expect(await countRows(t.db, 'SELECT 1 FROM operator_audit_log')).toBe(auditBefore);
    const served = (await borrowerGet(t.app, Calls.faq.path)).data as unknown[];
    expect(served.length).toBeGreaterThan(1);
  });

  it('refuses an unknown placeholder and a text that is not help items (400)', async () => {
    const unknown = await opsCall(t.app, 'PUT', '/content/faq', {
      token: admin,
      payload: {
        body: '## Who lends?\n{{lender.nmae}} lends.',
        effectiveFrom: today,
        expectedVersion: 1,
      },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain('Unknown placeholder {{lender.nmae}}');
    const loose = await opsCall(t.app, 'PUT', '/content/faq', {
      token: admin,
      payload: { body: 'Just some words', effectiveFrom: today, expectedVersion: 1 },
    });
    expect(loose.status).toBe(400);
    expect(loose.body.msg).toMatch(/## Question/);
    expect((await entryOf('faq')).latestVersion).toBe(1);
  });

  it('a viewer cannot change a text or a setting (403)', async () => {
    for (const [path, payload] of [
      ['/content/faq', { body: '## Q\nA.', effectiveFrom: today, expectedVersion: 1 }],
      ['/settings/onboarding', { contactsInApp: 1, expectedRevision: 1 }],
      ['/settings/marketing', { override: {}, expectedRevision: 0 }],
    ] as const) {
      const reply = await opsCall(t.app, 'PUT', path, { token: viewer, payload });
      expect(reply.status, path).toBe(403);
      expect(reply.body.msg).toBe(NOT_ALLOWED);
    }
    expect((await entryOf('faq')).latestVersion).toBe(1);
  });
});

describe('PUT /ops/v1/content/terms', () => {
  it('a version effective tomorrow is served from tomorrow, placeholders filled', async () => {
    const terms = await entryOf('terms');
    const body = terms.body.replace(
      '## 12. Changes to these Terms',
      '## 12. Changes to these Terms (revised)',
    );
    const past = await opsCall(t.app, 'PUT', '/content/terms', {
      token: admin,
      payload: { body, effectiveFrom: '2026-11-20', expectedVersion: 0 },
    });
    expect(past.status).toBe(400);

    const saved = await opsCall(t.app, 'PUT', '/content/terms', {
      token: admin,
      payload: { body, effectiveFrom: tomorrow, expectedVersion: 0 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ version: 0, latestVersion: 1, effectiveFrom: null });

    const headings = async () =>
      (await borrowerGet(t.app, Calls.termsOfUse.path)).data as {
        updated: string;
        intro: string;
        sections: { heading: string }[];
      };
    const todays = await headings();
    expect(todays.sections.map((section) => section.heading)).toContain(
      '12. Changes to these Terms',
    );
    expect(todays.updated).toBe('21 November 2026');

    t.clock.advanceSeconds(24 * 60 * 60);
    await signInOperators();
    const tomorrows = await headings();
    expect(tomorrows.sections.map((section) => section.heading)).toContain(
      '12. Changes to these Terms (revised)',
    );
    expect(tomorrows.updated).toBe('22 November 2026');
    expect(tomorrows.intro).not.toContain('{{');
    expect(tomorrows.intro).toContain('Saral');
    expect((await entryOf('terms')).version).toBe(1);
  });

  it('records who changed which text, before → after', async () => {
    const rows = await t.db.query<{
      operator_username: string;
      entity_id: string;
      before: AuditedText;
      after: AuditedText;
    }>(
      "SELECT operator_username, entity_id, before, after FROM operator_audit_log WHERE action = 'content.change' ORDER BY id",
    );
    expect(rows.map((row) => [row.operator_username, row.entity_id])).toEqual([
      ['admin.demo', 'faq'],
      ['admin.demo', 'terms'],
    ]);
    expect(rows[0]?.before).toMatchObject({ version: 0, effectiveFrom: null });
    expect(rows[0]?.before.body).not.toContain(NEW_QUESTION);
    expect(rows[0]?.after).toMatchObject({ version: 1, effectiveFrom: '2026-11-21' });
    expect(rows[0]?.after.body).toContain(NEW_QUESTION);
    expect(rows[1]?.after).toMatchObject({ version: 1, effectiveFrom: tomorrow });
  });
});

describe('/ops/v1/settings/onboarding', () => {
  it('an admin changes the step order and contacts in the app; the borrower calls follow at once', async () => {
    const read = await opsCall(t.app, 'GET', '/settings/onboarding', { token: viewer });
    const revision = (read.body.data as { revision: number }).revision;
    expect(read.body.data).toEqual({
      stepOrder: [2, 3, 8, 9, 4],
      kycPageType: 1,
      contactsInApp: 0,
      revision,
    });
    const canApply = async () =>
      (
        (await borrowerGet(t.app, `${Calls.canApply.path}?productId=1`)).data as {
          continueInApp: number;
        }
      ).continueInApp;
    expect(await canApply()).toBe(0);

    const saved = await opsCall(t.app, 'PUT', '/settings/onboarding', {
      token: admin,
      payload: { stepOrder: [2, 8, 9, 4], contactsInApp: 1, expectedRevision: revision },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      stepOrder: [2, 8, 9, 4],
      kycPageType: 1,
      contactsInApp: 1,
      revision: revision + 1,
    });
    // An editor who loaded the settings before this change is refused, and nothing changes.
    const stale = await opsCall(t.app, 'PUT', '/settings/onboarding', {
      token: admin,
      payload: { contactsInApp: 0, expectedRevision: revision },
    });
    expect(stale).toMatchObject({
      status: 409,
      body: { code: ErrorCode.staleEdit, msg: SETTINGS_STALE_EDIT },
    });

    const config = (await borrowerGet(t.app, Calls.authConfig.path)).data as {
      userAuthConfigVoList: { pageTypes: number[] }[];
    };
    expect(config.userAuthConfigVoList.map((step) => step.pageTypes[0])).toEqual([2, 8, 9, 4]);
    expect(await canApply()).toBe(1);

    const invalid = await opsCall(t.app, 'PUT', '/settings/onboarding', {
      token: admin,
      payload: { stepOrder: [2, 77], expectedRevision: revision + 1 },
    });
    expect(invalid.status).toBe(400);

    const [audit] = await t.db.query<{ before: unknown; after: unknown }>(
      "SELECT before, after FROM operator_audit_log WHERE action = 'onboarding-settings.change'",
    );
    expect(audit).toEqual({
      before: { stepOrder: [2, 3, 8, 9, 4], kycPageType: 1, contactsInApp: 0 },
      after: { stepOrder: [2, 8, 9, 4], kycPageType: 1, contactsInApp: 1 },
    });
  });
});

describe('/ops/v1/settings/marketing', () => {
  it('an admin switches the pixel on; the borrower marketing config follows, audited', async () => {
    const read = await opsCall(t.app, 'GET', '/settings/marketing', { token: viewer });
    expect(read.body.data).toMatchObject({ override: {}, effective: { metaPixelId: null } });
    const revision = (read.body.data as { revision: number }).revision;
    const saved = await opsCall(t.app, 'PUT', '/settings/marketing', {
      token: admin,
      payload: { override: { metaPixelId: '123456789012345' }, expectedRevision: revision },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      override: { metaPixelId: '123456789012345' },
      effective: { metaPixelId: '123456789012345' },
      revision: revision + 1,
    });
    const stale = await opsCall(t.app, 'PUT', '/settings/marketing', {
      token: admin,
      payload: { override: {}, expectedRevision: revision },
    });
    expect(stale).toMatchObject({ status: 409, body: { code: ErrorCode.staleEdit } });
    const bad = await opsCall(t.app, 'PUT', '/settings/marketing', {
      token: admin,
      payload: { override: { metaPixelId: 'not-digits' }, expectedRevision: revision + 1 },
    });
    expect(bad.status).toBe(400);
    const [audit] = await t.db.query<{ before: unknown; after: unknown }>(
      "SELECT before, after FROM operator_audit_log WHERE action = 'marketing-settings.change'",
    );
    expect(audit).toEqual({ before: {}, after: { metaPixelId: '123456789012345' } });
    const config = (await borrowerGet(t.app, Calls.marketingConfig.path)).data as {
      metaPixelId: string | null;
    };
    expect(config.metaPixelId).toBe('123456789012345');
  });
});
