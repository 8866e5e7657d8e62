import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dpdBucketOf, type Dashboard } from '@saral/contract/api/ops-dashboard';
import { OrderState } from '@saral/contract/order-states';
import { DEMO_OPERATORS } from '../src/db/seed/seed-operators';
import { addDays, istDay } from '../src/shared/clock';
import { opsCall, opsLogin } from './support/operator-client';
import { createTestApp, type TestApp } from './support/test-app';
import { createBorrower, createOrder, createPaidOrder } from './support/test-data';

/**
 * The operators' dashboard reads the database as it is: orders, decisions and the ledger. Each
 * test adds loans and checks the figures move by exactly what was added.
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const viewer = DEMO_OPERATORS.find((operator) => operator.role === 'viewer');
  token = await opsLogin(t.app, viewer?.username ?? '', viewer?.password ?? '');
});
afterAll(async () => {
  await t.close();
});

async function dashboard(): Promise<Dashboard> {
  const reply = await opsCall(t.app, 'GET', '/dashboard', { token });
  expect(reply.status).toBe(200);
  return reply.body.data as Dashboard;
}

describe('days past due buckets', () => {
  it('puts each boundary in its bucket', () => {
    const cases: [number, string | null][] = [
      [0, null],
      [1, '1-7'],
      [7, '1-7'],
      [8, '8-30'],
      [30, '8-30'],
      [31, '31-60'],
      [60, '31-60'],
      [61, '61-90'],
      [90, '61-90'],
      [91, '90+'],
      [400, '90+'],
    ];
    for (const [days, bucket] of cases) expect(dpdBucketOf(days), String(days)).toBe(bucket);
  });
});

describe('GET /ops/v1/dashboard', () => {
  it('counts today’s applications, payouts and repayments, and the book they leave', async () => {
    const before = await dashboard();
    const now = t.clock.now();
    const a = await createBorrower(t.db);
    await createOrder(t.db, { userId: a.userId, state: OrderState.auditing, at: now });
    const b = await createBorrower(t.db);
    // Paid out today: ₹5,000 principal, ₹4,528 sent, ₹5,017.50 owed.
    await createOrder(t.db, { userId: b.userId, state: OrderState.loaned, at: now });
    const c = await createBorrower(t.db);
    await createPaidOrder(t.db, { userId: c.userId, at: now });

    const after = await dashboard();
    expect(after.today.applications - before.today.applications).toBe(3);
    expect(after.today.disbursedCount - before.today.disbursedCount).toBe(2);
    expect(after.today.disbursedPrincipal - before.today.disbursedPrincipal).toBe(10_000);
    expect(after.today.disbursedSent - before.today.disbursedSent).toBe(9_056);
    expect(after.today.repaymentCount - before.today.repaymentCount).toBe(1);
    expect(after.today.repaid - before.today.repaid).toBe(5_017.5);
    expect(after.outstanding - before.outstanding).toBe(5_017.5);
    expect(after.last30Days.applications).toBeGreaterThanOrEqual(after.today.applications);
  });

  it('sorts late loans into buckets and computes PAR over the whole book', async () => {
    const today = istDay(t.clock.now());
    const late = async (days: number) => {
      const who = await createBorrower(t.db);
      await createOrder(t.db, {
        userId: who.userId,
        state: OrderState.overdued,
        at: new Date(t.clock.now().getTime() - (days + 7) * 86_400_000),
        dueDate: addDays(today, -days),
      });
    };
    const before = await dashboard();
    await late(3);
    await late(45);
    const after = await dashboard();
    const bucket = (figures: Dashboard, label: string) =>
      figures.overdue.find((entry) => entry.bucket === label) ?? { loans: 0, outstanding: 0 };
    expect(bucket(after, '1-7').loans - bucket(before, '1-7').loans).toBe(1);
    expect(bucket(after, '31-60').loans - bucket(before, '31-60').loans).toBe(1);
    expect(bucket(after, '31-60').outstanding - bucket(before, '31-60').outstanding).toBe(5_017.5);
    const lateTotal = after.overdue.reduce((sum, entry) => sum + entry.outstanding, 0);
    expect(after.par0).toBeCloseTo(lateTotal / after.outstanding, 10);
    expect(after.par30).toBeCloseTo(
      after.overdue
        .filter((entry) => !['1-7', '8-30'].includes(entry.bucket))
        .reduce((sum, entry) => sum + entry.outstanding, 0) / after.outstanding,
      10,
    );
    expect(after.par30).toBeLessThan(after.par0);
  });

  it('counts the browsers that reached each onboarding page in the funnel', async () => {
    const stepCount = (figures: Dashboard, step: string) =>
      figures.funnel.find((entry) => entry.step === step)?.count ?? 0;
    const before = await dashboard();
    const time = t.clock.now().getTime();
    const view = (pageName: string) => ({
      projectName: 'saral-web',
      pageName,
      behavior: 'page_view',
      value: pageName,
      eventTime: time,
      triggerTime: time,
      eventId: randomUUID(),
    });
    for (const pages of [['/login', '/auth/basic'], ['/login']]) {
      const webUuid = randomUUID();
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api1/burying-point/burying-point/save-buried-point',
        headers: { web_uuid: webUuid },
        payload: { webUuid, events: pages.map(view) },
      });
      expect(reply.statusCode).toBe(200);
    }
    const after = await dashboard();
    expect(stepCount(after, 'Sign-in page') - stepCount(before, 'Sign-in page')).toBe(2);
    expect(stepCount(after, 'Basic information') - stepCount(before, 'Basic information')).toBe(1);
  });

  it('needs an operator session', async () => {
    expect((await opsCall(t.app, 'GET', '/dashboard')).status).toBe(401);
  });
});
