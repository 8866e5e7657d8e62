import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobListResponse, OpsJob } from '@saral/contract/api/ops-jobs';
import { createEnqueueJob } from '../src/domains/jobs/job-repository';
import { createJobRunner } from '../src/domains/jobs/job-runner';
import { opsCall, opsLogin } from './support/operator-client';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A failing job in the operator API: it retries with growing delays, ends dead after its last
 * attempt, shows with its error in GET /ops/v1/jobs and comes back with POST …/retry (audited).
 */

let t: TestApp;
let admin: string;
let finance: string;
let support: string;

/** Signs the operators in (again: the tests move the clock past their sessions' idle limit). */
async function signIn() {
  admin = await opsLogin(t.app, 'admin.demo', 'saral-admin-demo');
  finance = await opsLogin(t.app, 'finance.demo', 'saral-finance-demo');
  support = await opsLogin(t.app, 'support.demo', 'saral-support-demo');
}

beforeAll(async () => {
  t = await createTestApp();
  await signIn();
});
afterAll(async () => {
  await t.close();
});

const listJobs = async (token: string, query = '') => {
  const reply = await opsCall(t.app, 'GET', `/jobs${query}`, { token });
  return { status: reply.status, data: reply.body.data as JobListResponse };
};

describe('a job that keeps failing', () => {
  it('retries with backoff, is dead after its last attempt, and an admin sends it back', async () => {
    const kind = 'test.flaky';
    const key = 'flaky:order-42';
    await createEnqueueJob(() => t.clock.now())(t.db, {
      kind,
      key,
      payload: { orderId: 42 },
      maxAttempts: 3,
    });
    let healthy = false;
    const handler = vi.fn(async () => {
      if (!healthy) throw new Error('SMS gateway answered 503');
    });
    const runner = createJobRunner({
      db: t.db,
      clock: t.clock,
      log: { warn: vi.fn(), error: vi.fn() },
      backoff: { baseMs: 10_000, maxMs: 3_600_000 },
      random: () => 1,
    });
    runner.register(kind, handler);
    const runAt = async () => {
      const [row] = await t.db.query<{ run_at: Date }>('SELECT run_at FROM jobs WHERE key = $1', [
        key,
      ]);
      return new Date(row?.run_at ?? 0).getTime() - t.clock.now().getTime();
    };

    expect(await runner.runDueNow()).toBe(1);
    expect(await runAt()).toBe(10_000);
    // Not before its time.
    t.clock.advanceSeconds(9);
    expect(await runner.runDueNow()).toBe(0);
    t.clock.advanceSeconds(1);
    expect(await runner.runDueNow()).toBe(1);
    expect(await runAt()).toBe(20_000);

    const retrying = await listJobs(admin, `?state=queued&kind=${kind}`);
    expect(retrying.data.items[0]).toMatchObject({ key, attempts: 2, lastError: /503/ });
    expect(retrying.data.counts.retrying).toBeGreaterThanOrEqual(1);

    t.clock.advanceSeconds(20);
    expect(await runner.runDueNow()).toBe(1);
    expect(handler).toHaveBeenCalledTimes(3);
    // Dead: no further attempt however long we wait.
    t.clock.advanceSeconds(86_400);
    expect(await runner.runDueNow()).toBe(0);

    await signIn();
    const dead = await listJobs(finance);
    expect(dead.status).toBe(200);
    const job = dead.data.items.find((item) => item.key === key) as OpsJob;
    expect(job).toMatchObject({
      kind,
      state: 'dead',
      attempts: 3,
      maxAttempts: 3,
      lastError: 'SMS gateway answered 503',
    });
    expect(dead.data.counts.dead).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(dead.data)).not.toContain('orderId');

    // Support may not see jobs; finance sees them but may not retry.
    expect((await listJobs(support)).status).toBe(403);
    const refused = await opsCall(t.app, 'POST', `/jobs/${job.id}/retry`, { token: finance });
    expect(refused.status).toBe(403);

    const retried = await opsCall(t.app, 'POST', `/jobs/${job.id}/retry`, { token: admin });
    expect(retried.status).toBe(200);
    expect(retried.body.data).toEqual({ id: job.id, state: 'queued' });
    const again = await opsCall(t.app, 'POST', `/jobs/${job.id}/retry`, { token: admin });
    expect(again.status).toBe(409);
    const [audit] = await t.db.query<{ action: string; operator_username: string }>(
      "SELECT action, operator_username FROM operator_audit_log WHERE entity_type = 'job' AND entity_id = $1",
      [String(job.id)],
    );
    expect(audit).toEqual({ action: 'job.retry', operator_username: 'admin.demo' });

    healthy = true;
    expect(await runner.runDueNow()).toBe(1);
    const done = await listJobs(admin, `?state=done&kind=${kind}`);
    expect(done.data.items[0]).toMatchObject({ key, state: 'done', attempts: 1, lastError: null });
  });

  it('answers 404 for an unknown job and pages the list with a cursor', async () => {
    await signIn();
    const missing = await opsCall(t.app, 'POST', '/jobs/999999/retry', { token: admin });
    expect(missing.status).toBe(404);
    const enqueue = createEnqueueJob(() => t.clock.now());
    for (let i = 0; i < 3; i += 1) {
      t.clock.advanceSeconds(1);
      await enqueue(t.db, { kind: 'test.page', key: `page:${i}`, payload: {} });
    }
    const first = await listJobs(admin, '?state=queued&kind=test.page&limit=2');
    expect(first.data.items.map((item) => item.key)).toEqual(['page:2', 'page:1']);
    expect(first.data.nextCursor).not.toBeNull();
    const second = await listJobs(
      admin,
      `?state=queued&kind=test.page&limit=2&cursor=${first.data.nextCursor ?? ''}`,
    );
    expect(second.data.items.map((item) => item.key)).toEqual(['page:0']);
    expect(second.data.nextCursor).toBeNull();
    const bad = await opsCall(t.app, 'GET', '/jobs?state=lost', { token: admin });
    expect(bad.status).toBe(400);
  });
});
