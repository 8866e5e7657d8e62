import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPglite, openPostgres, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { claimJobs, createEnqueueJob } from '../src/domains/jobs/job-repository';
import { createJobRunner } from '../src/domains/jobs/job-runner';
import { PermanentJobError, type ClaimedJob } from '../src/domains/jobs/job-types';
import { systemClock } from '../src/shared/clock';
import { createTestClock, createTestDatabase } from './support/test-app';
import { postgresLocation } from './support/postgres-location';

/** The job system's guarantees: once per key, once per claim, retried after a crash, durable. */

const onPostgres = process.env.TEST_DATABASE === 'postgres';
let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  await migrate(db);
});
afterAll(async () => {
  await drop();
});

const silentLog = () => ({ warn: vi.fn(), error: vi.fn() });
const unique = (name: string) => `${name}-${randomBytes(4).toString('hex')}`;

async function jobRow(key: string) {
  const [row] = await db.query<{ state: string; attempts: number; last_error: string | null }>(
    'SELECT state, attempts, last_error FROM jobs WHERE key = $1',
    [key],
  );
  return row;
}

/** Another connection pool on the same database, as a second server process has. */
async function secondConnection(): Promise<{ other: Database; close: () => Promise<void> }> {
  if (!onPostgres) return { other: db, close: async () => undefined };
  const other = await openPostgres({ ...(await postgresLocation(db)), maxConnections: 4 });
  return { other, close: () => other.close() };
}

describe('enqueueJob', () => {
  it('queues a key once; a rolled-back transaction queues nothing', async () => {
    const clock = createTestClock();
    const enqueue = createEnqueueJob(() => clock.now());
    const key = unique('once');
    const job = { kind: 'test.once', key, payload: { orderId: 7 } };
    expect(await enqueue(db, job)).toBe(true);
    expect(await enqueue(db, job)).toBe(false);
    expect(await db.transaction((tx) => enqueue(tx, job))).toBe(false);
    expect(await db.query('SELECT 1 FROM jobs WHERE key = $1', [key])).toHaveLength(1);

    const rolledBack = unique('rolled-back');
    await expect(
      db.transaction(async (tx) => {
        expect(await enqueue(tx, { ...job, key: rolledBack })).toBe(true);
        throw new Error('the change that asked for it failed');
      }),
    ).rejects.toThrow('failed');
    expect(await jobRow(rolledBack)).toBeUndefined();
  });
});

describe('two runners on one database', () => {
  it('run each of 200 jobs exactly once', async () => {
    const { other, close } = await secondConnection();
    const kind = unique('test.count');
    const enqueue = createEnqueueJob(() => systemClock.now());
    for (let i = 0; i < 200; i += 1) {
      await enqueue(db, { kind, key: `${kind}:${i}`, payload: { i } });
    }
    const calls = new Map<number, number>();
    const byRunner = [0, 0];
    const runners = [db, other].map((database, index) => {
      const runner = createJobRunner({
        db: database,
        clock: systemClock,
        log: silentLog(),
        pollIntervalMs: 5,
        concurrency: 4,
      });
      runner.register(kind, async (job: ClaimedJob) => {
        calls.set(Number(job.payload.i), (calls.get(Number(job.payload.i)) ?? 0) + 1);
        byRunner[index] = (byRunner[index] ?? 0) + 1;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
      });
      return runner;
    });
    try {
      for (const runner of runners) runner.start();
      await vi.waitFor(
        async () => {
          const [row] = await db.query<{ count: number }>(
            "SELECT count(*)::int AS count FROM jobs WHERE kind = $1 AND state = 'done'",
            [kind],
          );
          expect(row?.count).toBe(200);
        },
        { timeout: 20_000, interval: 50 },
      );
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
      await close();
    }
    expect(calls.size).toBe(200);
    expect([...calls.values()].every((count) => count === 1)).toBe(true);
    expect((byRunner[0] ?? 0) + (byRunner[1] ?? 0)).toBe(200);
    // Both took part (they poll every 5 ms and run four at a time each).
    expect(byRunner[0]).toBeGreaterThan(0);
    expect(byRunner[1]).toBeGreaterThan(0);
  });
});

describe('a busy runner', () => {
  it('takes the next due job as soon as a slot is free, not at its next poll', async () => {
    const kind = unique('test.back-to-back');
    const enqueue = createEnqueueJob(() => systemClock.now());
    for (let i = 0; i < 3; i += 1) await enqueue(db, { kind, key: `${kind}:${i}`, payload: {} });
    // One slot and a poll a minute: the three jobs run one after the other only if each end
    // starts the next.
    const runner = createJobRunner({
      db,
      clock: systemClock,
      log: silentLog(),
      pollIntervalMs: 60_000,
      concurrency: 1,
    });
    let ran = 0;
    runner.register(kind, async () => {
      ran += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    try {
      runner.start();
      await vi.waitFor(() => expect(ran).toBe(3), { timeout: 10_000, interval: 20 });
    } finally {
      await runner.stop();
    }
  });
});

describe('a job whose process died mid-run', () => {
  it('is claimed again once its lease ran out, the lost run counted as an attempt', async () => {
    const clock = createTestClock();
    const kind = unique('test.crash');
    const key = `${kind}:1`;
    await createEnqueueJob(() => clock.now())(db, { kind, key, payload: {} });
    // A process claims it and is killed before it finishes: nothing more is written.
    const [lost] = await claimJobs(db, {
      kinds: [kind],
      limit: 1,
      workerId: 'killed-process',
      now: clock.now(),
      leaseMs: 30_000,
    });
    expect(lost?.attempt).toBe(1);
    const seen: number[] = [];
    const runner = createJobRunner({ db, clock, log: silentLog(), leaseMs: 30_000 });
    runner.register(kind, async (job) => {
      seen.push(job.attempt);
    });
    // Still leased: nobody else may take it.
    expect(await runner.runDueNow()).toBe(0);
    clock.advanceSeconds(31);
    expect(await runner.runDueNow()).toBe(1);
    expect(seen).toEqual([2]);
    expect(await jobRow(key)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('is dead when the lost run was its last attempt', async () => {
    const clock = createTestClock();
    const kind = unique('test.crash-last');
    const key = `${kind}:1`;
    await createEnqueueJob(() => clock.now())(db, { kind, key, payload: {}, maxAttempts: 1 });
    await claimJobs(db, {
      kinds: [kind],
      limit: 1,
      workerId: 'gone',
      now: clock.now(),
      leaseMs: 1,
    });
    const handler = vi.fn();
    const runner = createJobRunner({ db, clock, log: silentLog() });
    runner.register(kind, handler);
    clock.advanceSeconds(1);
    await runner.runDueNow();
    expect(handler).not.toHaveBeenCalled();
    expect(await jobRow(key)).toMatchObject({ state: 'dead', attempts: 2 });
    expect((await jobRow(key))?.last_error).toMatch(/lease ran out/);
  });
});

describe('handler outcomes', () => {
  it('a permanent error is dead at once; {retryAt} runs again later without a failure', async () => {
    const clock = createTestClock();
    const kind = unique('test.outcomes');
    const enqueue = createEnqueueJob(() => clock.now());
    await enqueue(db, { kind, key: `${kind}:bad`, payload: { bad: true } });
    await enqueue(db, { kind, key: `${kind}:held`, payload: {} });
    let heldRuns = 0;
    const runner = createJobRunner({ db, clock, log: silentLog() });
    runner.register(kind, async (job) => {
      if (job.payload.bad) throw new PermanentJobError('Unknown template');
      heldRuns += 1;
      return heldRuns === 1 ? { retryAt: new Date(clock.now().getTime() + 3_600_000) } : undefined;
    });
    expect(await runner.runDueNow()).toBe(2);
    expect(await jobRow(`${kind}:bad`)).toMatchObject({
      state: 'dead',
      attempts: 1,
      last_error: 'Unknown template',
    });
    expect(await jobRow(`${kind}:held`)).toMatchObject({ state: 'queued', attempts: 0 });
    clock.advanceSeconds(1800);
    expect(await runner.runDueNow()).toBe(0);
    clock.advanceSeconds(1800);
    expect(await runner.runDueNow()).toBe(1);
    expect(await jobRow(`${kind}:held`)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('a runner claims only the kinds registered in it', async () => {
    const kind = unique('test.elsewhere');
    await createEnqueueJob(() => systemClock.now())(db, { kind, key: kind, payload: {} });
    const runner = createJobRunner({ db, clock: systemClock, log: silentLog() });
    runner.register(unique('test.other'), vi.fn());
    expect(await runner.runDueNow()).toBe(0);
    expect(await jobRow(kind)).toMatchObject({ state: 'queued', attempts: 0 });
  });
});

describe('a restart', () => {
  it('keeps queued jobs: they run after the database is opened again', async () => {
    const kind = unique('test.durable');
    const clock = createTestClock();
    const reopen = await durableDatabase();
    try {
      const first = await reopen();
      await migrate(first);
      await createEnqueueJob(() => clock.now())(first, { kind, key: kind, payload: { n: 1 } });
      await first.close();

      const second = await reopen();
      const seen: unknown[] = [];
      const runner = createJobRunner({ db: second, clock, log: silentLog() });
      runner.register(kind, async (job) => {
        seen.push(job.payload);
      });
      expect(await runner.runDueNow()).toBe(1);
      expect(seen).toEqual([{ n: 1 }]);
      await second.close();
    } finally {
      await reopen.cleanUp();
    }
  }, 60_000);
});

/** Opens the same stored database again and again: a PGlite folder, or a PostgreSQL schema. */
async function durableDatabase() {
  if (onPostgres) {
    const schema = `test_jobs_${randomBytes(5).toString('hex')}`;
    const open = () =>
      openPostgres({ connectionString: process.env.DATABASE_URL ?? '', schema, maxConnections: 2 });
    return Object.assign(open, {
      cleanUp: async () => {
        const admin = await open();
        await admin.query(`DROP SCHEMA "${schema}" CASCADE`);
        await admin.close();
      },
    });
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'saral-jobs-'));
  return Object.assign(() => openPglite(dir), {
    cleanUp: () => fs.rm(dir, { recursive: true, force: true }),
  });
}
