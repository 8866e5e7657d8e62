import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@saral/contract/api/operator-admin';
import { DEFAULT_DECISION_RULES } from '../src/domains/review/decision-rules';
import { approveDecisionRules, opsCall, opsLogin } from './support/operator-client';
import { createTestApp, type TestApp } from './support/test-app';
import { createBorrower, createOrder, productIdOf } from './support/test-data';

/**
 * The operator audit log: what each state-changing operator action leaves there, that the table
 * refuses changes in the database itself, and GET /ops/v1/audit-log (filters, pages, access).
 */

let t: TestApp;
let admin: string;
let reviewer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await opsLogin(t.app, 'admin.demo', 'saral-admin-demo', '10.30.0.1');
  reviewer = await opsLogin(t.app, 'reviewer.demo', 'saral-reviewer-demo', '10.30.0.2');
});
afterAll(async () => {
  await t.close();
});

type Page = { items: AuditEntry[]; nextCursor: string | null };
async function auditLog(query = ''): Promise<Page> {
  const reply = await opsCall(t.app, 'GET', `/audit-log${query}`, { token: admin });
  if (reply.status !== 200) throw new Error(`audit log: ${JSON.stringify(reply.body)}`);
  return reply.body.data as Page;
}

let phone = 0;
async function pendingApplication(rupees = 5_000): Promise<number> {
  const { userId } = await createBorrower(t.db, `91770000${String(1000 + phone++)}`);
  const { orderId } = await createOrder(t.db, { userId, amountRupees: rupees, at: t.clock.now() });
  return orderId;
}

describe('what is recorded', () => {
  it('sign-ins, successful and failed, with the address', async () => {
    await opsCall(t.app, 'POST', '/login', {
      payload: { username: 'finance.demo', password: 'not-the-password' },
      ip: '10.30.0.9',
    });
    await opsCall(t.app, 'POST', '/login', {
      payload: { username: 'nobody.here', password: 'whatever-it-is' },
      ip: '10.30.0.9',
    });
    const failed = await auditLog('?action=operator.sign-in-failed');
    expect(failed.items.map((item) => [item.username, item.ip, item.operatorId === null])).toEqual([
      ['nobody.here', '10.30.0.9', true],
      ['finance.demo', '10.30.0.9', false],
    ]);
    const signIns = await auditLog('?action=operator.sign-in&operator=reviewer.demo');
    expect(signIns.items).toHaveLength(1);
    expect(signIns.items[0]).toMatchObject({ ip: '10.30.0.2', entityType: 'operator' });
  });

  it('an approval with a lower amount, and a denial, with the reviewer and the amounts', async () => {
    const approved = await pendingApplication(5_000);
    const denied = await pendingApplication(4_000);
    const approve = await opsCall(t.app, 'POST', `/applications/${approved}/approve`, {
      token: reviewer,
      payload: { amount: 3_000, reason: 'income supports less' },
      ip: '10.30.0.2',
    });
    expect(approve.status).toBe(200);
    await opsCall(t.app, 'POST', `/applications/${denied}/deny`, {
      token: reviewer,
      payload: { category: 'Bank account details do not match', reason: 'shared bank account' },
    });
    const [entry] = (await auditLog(`?entityType=order&entityId=${approved}`)).items;
    expect(entry).toMatchObject({
      username: 'reviewer.demo',
      ip: '10.30.0.2',
      action: 'application.approve',
      before: { state: 1, amount: 5_000 },
      after: { state: 2, amount: 3_000, reason: 'income supports less' },
    });
    const [denial] = (await auditLog(`?entityType=order&entityId=${denied}`)).items;
    expect(denial).toMatchObject({ action: 'application.deny', before: { amount: 4_000 } });
  });

  it('a refused decision leaves no entry (the change and its record go together)', async () => {
    const orderId = await pendingApplication(2_000);
    const tooMuch = await opsCall(t.app, 'POST', `/applications/${orderId}/approve`, {
      token: reviewer,
      payload: { amount: 9_000, reason: 'more than asked' },
    });
    expect(tooMuch.status).toBe(400);
    expect((await auditLog(`?entityType=order&entityId=${orderId}`)).items).toEqual([]);
  });

  it('a decision-rule proposal and its approval, before and after', async () => {
    const productId = await productIdOf(t.db, 'saral-quick');
    const approved = await approveDecisionRules(t.app, productId, { minAge: 21 });
    const [proposal] = (await auditLog('?action=decision-rules.propose')).items;
    expect(proposal).toMatchObject({
      username: 'admin.demo',
      entityType: 'product',
      entityId: String(productId),
      before: { value: { minAge: DEFAULT_DECISION_RULES.minAge } },
      after: { version: approved.version, value: { minAge: 21 }, reason: 'Test set-up' },
    });
    const [approval] = (await auditLog('?action=decision-rules.approve')).items;
    expect(approval).toMatchObject({
      username: 'admin',
      before: { version: approved.version - 1, value: { minAge: DEFAULT_DECISION_RULES.minAge } },
      after: { version: approved.version, value: { minAge: 21 } },
    });
  });

  it('a campaign created, then changed', async () => {
    const payload = { iosOnly: true, iosH5Url: null, active: true };
    await opsCall(t.app, 'PUT', '/campaigns/audit-test', { token: admin, payload });
    await opsCall(t.app, 'PUT', '/campaigns/audit-test', {
      token: admin,
      payload: { ...payload, active: false },
    });
    const entries = (await auditLog('?entityType=campaign&entityId=audit-test')).items;
    expect(entries.map((item) => [item.action, item.before, item.after])).toEqual([
      ['campaign.change', payload, { ...payload, active: false }],
      ['campaign.create', null, payload],
    ]);
  });
});

describe('append-only in the database', () => {
  it.each([
    ['UPDATE', "UPDATE operator_audit_log SET action = 'nothing'"],
    ['DELETE', 'DELETE FROM operator_audit_log'],
    ['TRUNCATE', 'TRUNCATE operator_audit_log'],
  ])('%s is refused and changes nothing', async (operation, sql) => {
    const before = await t.db.query('SELECT * FROM operator_audit_log ORDER BY id');
    expect(before.length).toBeGreaterThan(0);
    await expect(t.db.query(sql)).rejects.toThrow(new RegExp(`append-only: ${operation} refused`));
    expect(await t.db.query('SELECT * FROM operator_audit_log ORDER BY id')).toEqual(before);
  });
});

describe('GET /ops/v1/audit-log', () => {
  it('pages newest first with a cursor until the end, no entry twice', async () => {
    const all = await auditLog('?limit=100');
    expect(all.items.length).toBeGreaterThan(5);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await auditLog(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((item) => item.id));
    const times = all.items.map((item) => item.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by time: from inclusive, to exclusive', async () => {
    t.clock.advanceSeconds(3600);
    const from = t.clock.now().toISOString();
    await opsLogin(t.app, 'support.demo', 'saral-support-demo');
    const later = await auditLog(`?from=${encodeURIComponent(from)}`);
    expect(later.items.map((item) => item.username)).toEqual(['support.demo']);
    const earlier = await auditLog(`?to=${encodeURIComponent(from)}&operator=support.demo`);
    expect(earlier.items).toEqual([]);
  });

  it('refuses a limit above 100 and a forged cursor', async () => {
    const tooMany = await opsCall(t.app, 'GET', '/audit-log?limit=101', { token: admin });
    expect(tooMany.status).toBe(400);
    const forged = await opsCall(t.app, 'GET', '/audit-log?cursor=bm9wZQ', { token: admin });
    expect(forged.body).toMatchObject({ code: -1, msg: expect.stringMatching(/cursor/) });
  });

  it('is for admins only', async () => {
    const reply = await opsCall(t.app, 'GET', '/audit-log', { token: reviewer });
    expect(reply.status).toBe(403);
  });
});
