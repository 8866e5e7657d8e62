import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OTP_TTL_SECONDS } from '@saral/contract/constants';
import { buildApp } from '../src/app';
import { ensureRecurringJob } from '../src/domains/jobs/job-repository';
import { createJobRunner } from '../src/domains/jobs/job-runner';
import { createAdjustableClock } from '../src/shared/clock';
import { silentLog } from './support/notifications';
import { createSecondProcess, createTestApp, latestCode, type TestApp } from './support/test-app';

/**
 * The development clock (PUT /dev/clock): a browser journey moves the server's "now" to see a
 * reminder held at night or a loan fall overdue. Every service reads it, the recurring sweeps
 * are made due at the new time, and production has no such route.
 */

let t: TestApp;
let app: FastifyInstance;
const clock = () => createAdjustableClock({ now: () => t.clock.now() });

beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({ config: t.config, db: t.db, clock: clock(), logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const setClock = (at: string | null) =>
  app.inject({ method: 'PUT', url: '/dev/clock', payload: { at } });
const readClock = async () =>
  (await app.inject({ method: 'GET', url: '/dev/clock' })).json().data as {
    now: string;
    offsetSeconds: number;
  };

describe('the development clock', () => {
  it('reads real time until set, then the time set, and real time again after null', async () => {
    expect(await readClock()).toEqual({ now: t.clock.now().toISOString(), offsetSeconds: 0 });
    const later = new Date(t.clock.now().getTime() + 3 * 86_400_000);
    const moved = await setClock(later.toISOString());
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ now: later.toISOString(), offsetSeconds: 259_200 });
    // Time keeps running from the moment set.
    t.clock.advanceSeconds(60);
    expect((await readClock()).now).toBe(new Date(later.getTime() + 60_000).toISOString());
    await setClock(null);
    expect(await readClock()).toEqual({ now: t.clock.now().toISOString(), offsetSeconds: 0 });
  });

  it('is the clock the services use: a sign-in code expires when the clock passes its life', async () => {
    const phone = '919812340001';
    await app.inject({ method: 'GET', url: `/api1/sms/v1/sendCode?phone=${phone}` });
    const code = await latestCode(app, phone);
    await setClock(new Date(t.clock.now().getTime() + (OTP_TTL_SECONDS + 1) * 1000).toISOString());
    const login = await app.inject({
      method: 'POST',
      url: '/api1/user/v1/login',
      payload: { phone, code },
    });
    expect(login.json().msg).toMatch(/expired/);
    await setClock(null);
  });

  it('makes the recurring sweeps due at the new time, also when moved back', async () => {
    const inAnHour = new Date(t.clock.now().getTime() + 3_600_000);
    await ensureRecurringJob(t.db, 'test.sweep', 3_600_000, inAnHour);
    const runAt = async () =>
      (
        await t.db.query<{ run_at: Date }>(
          "SELECT run_at FROM jobs WHERE key = 'recurring:test.sweep'",
        )
      )[0]?.run_at;
    const back = new Date(t.clock.now().getTime() - 86_400_000);
    const moved = await setClock(back.toISOString());
    expect(moved.json().data.rearmedSweeps).toBeGreaterThanOrEqual(1);
    expect(new Date(String(await runAt())).getTime()).toBe(back.getTime());
    await setClock(null);
  });

  it('leaves no sweep parked in the future when moved back while the sweep runs', async () => {
    const moved = clock();
    moved.set(new Date(t.clock.now().getTime() + 4 * 86_400_000));
    const runner = createJobRunner({ db: t.db, clock: moved, log: silentLog, pollIntervalMs: 5 });
    let runs = 0;
    runner.registerRecurring('test.while-moving', 60_000, async () => {
      runs += 1;
      moved.set(null); // PUT /dev/clock {at: null} arrives while the sweep runs
    });
    runner.start();
    await vi.waitFor(async () => {
      expect(runs).toBe(1);
      const [state] = await t.db.query<{ state: string }>(
        "SELECT state FROM jobs WHERE key = 'recurring:test.while-moving'",
      );
      expect(state?.state).toBe('queued');
    });
    await runner.stop();
    const [row] = await t.db.query<{ run_at: Date }>(
      "SELECT run_at FROM jobs WHERE key = 'recurring:test.while-moving'",
    );
    expect(new Date(String(row?.run_at)).getTime()).toBe(t.clock.now().getTime() + 60_000);
  });

  it('refuses a time that is not one and keeps the clock', async () => {
    const refused = await setClock('tomorrow morning');
    expect(refused.statusCode).toBe(400);
    expect((await readClock()).offsetSeconds).toBe(0);
  });

  it('does not exist in production', async () => {
    const production = await createSecondProcess(t, { exposeDevTools: false });
    expect((await production.inject({ method: 'GET', url: '/dev/clock' })).statusCode).toBe(404);
    await production.close();
  });
});
