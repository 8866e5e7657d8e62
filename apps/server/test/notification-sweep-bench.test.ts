import { afterAll, describe, expect, it } from 'vitest';
import { OrderState } from '@saral/contract/order-states';
import { openPostgres, type Database } from '../src/db/database';
import { addDays, istDay } from '../src/shared/clock';
import { deliverAll, servicesOf } from './support/notifications';
import { createTestApp, type TestApp } from './support/test-app';
import { createBorrower, createOrder } from './support/test-data';

/**
 * The reminder sweep at scale (issue 15's benchmark): NOTIFY_BENCH_LOANS loans falling due on the
 * same day, swept and delivered by two processes at once; every loan gets its reminder once on
 * every channel and the SMS outbox holds each once. Skipped unless NOTIFY_BENCH_LOANS is set.
 */

const LOANS = Number(process.env.NOTIFY_BENCH_LOANS ?? 0);
let t: TestApp | undefined;
let second: Database | undefined;

afterAll(async () => {
  if (second && second !== t?.db) await second.close();
  await t?.close();
});

describe.skipIf(LOANS === 0)('the reminder sweep at scale', () => {
  it(`${LOANS} loans due the same day: two processes, each reminder once`, async () => {
    t = await createTestApp({ seedDemo: false });
    const app = t;
    // 10:00 India time: inside the reminders' hours.
    app.clock.advanceSeconds(-90 * 60 + 3 * 3600);
    const due = addDays(istDay(app.clock.now()), 2);
    const made = performance.now();
    for (let index = 0; index < LOANS; index += 1) {
      const borrower = await createBorrower(app.db, `917${String(index).padStart(9, '0')}`);
      await createOrder(app.db, {
        userId: borrower.userId,
        state: OrderState.loaned,
        at: app.clock.now(),
        dueDate: due,
      });
    }
    const setupSeconds = (performance.now() - made) / 1000;
    // A second process: its own pool on PostgreSQL; PGlite has one connection to share.
    second = app.db;
    if (app.db.engine === 'postgres') {
      const [row] = await app.db.query<{ schema: string }>('SELECT current_schema() AS schema');
      second = await openPostgres({
        connectionString: process.env.DATABASE_URL ?? '',
        schema: row?.schema,
        maxConnections: 4,
      });
    }
    const one = servicesOf(app);
    const two = servicesOf(app, { db: second });

    const swept = performance.now();
    await Promise.all([
      one.queueDueReminders(app.clock.now()),
      two.queueDueReminders(app.clock.now()),
    ]);
    const sweepSeconds = (performance.now() - swept) / 1000;
    const [queued] = await app.db.query<{ n: number; keys: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT idempotency_key)::int AS keys FROM messages
       WHERE event = 'loan.due-soon'`,
    );
    const channels = app.config.notifications.channels.length;
    expect(queued).toEqual({ n: LOANS * channels, keys: LOANS * channels });

    const delivering = performance.now();
    const drain = async (services: typeof one) => {
      while ((await deliverAll(services)) > 0);
    };
    await Promise.all([drain(one), drain(two)]);
    const deliverySeconds = (performance.now() - delivering) / 1000;
    const [sms] = await app.db.query<{ n: number; keys: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT idempotency_key)::int AS keys FROM sms_messages
       WHERE idempotency_key LIKE '%:loan.due-soon:%'`,
    );
    expect(sms).toEqual({ n: LOANS, keys: LOANS });
    const [whatsapp] = await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM whatsapp_messages WHERE template = 'due_soon'",
    );
    expect(whatsapp?.n).toBe(LOANS);
    console.log(
      `[notify bench] ${app.db.engine}: ${LOANS} loans (made in ${setupSeconds.toFixed(1)} s); ` +
        `sweep by 2 processes ${sweepSeconds.toFixed(1)} s, ${LOANS * channels} messages; ` +
        `delivery by 2 processes ${deliverySeconds.toFixed(1)} s; SMS outbox ${sms?.n}, WhatsApp ${whatsapp?.n}`,
    );
  }, 3_600_000);
});
