import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { OrderState } from '@saral/contract/order-states';
import { addDays, istDay } from '../src/shared/clock';
import { deliverAll, servicesOf } from './support/notifications';
import { createTestApp, type TestApp } from './support/test-app';
import { createBorrower, createOrder } from './support/test-data';
import { postgresLocation } from './support/postgres-location';

/**
 * The reminder sweep at scale (issue 15's benchmark, `npm run bench:notifications`):
 * NOTIFY_BENCH_LOANS loans falling due on the same day, swept and then delivered by two processes
 * at once; every loan gets its reminder once on every channel and the SMS outbox holds each once.
 * On PostgreSQL the two are real OS processes (support/notification-worker-child.ts, each with its
 * own pool); PGlite is one process's, so there they are two service sets sharing its connection.
 * Skipped unless NOTIFY_BENCH_LOANS is set.
 */

const LOANS = Number(process.env.NOTIFY_BENCH_LOANS ?? 0);
const serverRoot = path.resolve(import.meta.dirname, '..');
let t: TestApp | undefined;
const children: ReturnType<typeof startWorker>[] = [];

afterAll(async () => {
  for (const child of children) child.process.kill();
  await t?.close();
});

/** A worker process; `ask` sends a command line and resolves with its answer's number. */
function startWorker(database: { connectionString: string; schema: string }, now: Date) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'test/support/notification-worker-child.ts',
      database.connectionString,
      database.schema,
      now.toISOString(),
    ],
    { cwd: serverRoot, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async (answer: string) => {
    const line = await lines.next();
    if (line.done || !String(line.value).startsWith(answer)) {
      throw new Error(`worker answered ${String(line.value)}, expected ${answer}`);
    }
    return Number(String(line.value).slice(answer.length).trim() || 0);
  };
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    process: child,
    ready: next('ready'),
    async exit() {
      child.stdin.end('exit\n');
      await exited;
    },
    async ask(command: string, answer: string) {
      child.stdin.write(`${command}\n`);
      return next(answer);
    },
  };
}

/** Runs `work` on both "processes" at once; resolves with the seconds taken and their answers. */
async function timed<T>(work: () => Promise<T[]>): Promise<{ seconds: number; answers: T[] }> {
  const started = performance.now();
  const answers = await work();
  return { seconds: (performance.now() - started) / 1000, answers };
}

describe.skipIf(LOANS === 0)('the reminder sweep at scale', () => {
  it(`${LOANS} loans due the same day: two processes, each reminder once`, async () => {
    t = await createTestApp({ seedDemo: false });
    const app = t;
    // 10:00 India time: inside the reminders' hours.
    app.clock.advanceSeconds(-90 * 60 + 3 * 3600);
    const now = app.clock.now();
    const due = addDays(istDay(now), 2);
    const made = performance.now();
    for (let index = 0; index < LOANS; index += 1) {
      const borrower = await createBorrower(app.db, `917${String(index).padStart(9, '0')}`);
      await createOrder(app.db, {
        userId: borrower.userId,
        state: OrderState.loaned,
        at: now,
        dueDate: due,
      });
    }
    const setupSeconds = (performance.now() - made) / 1000;

    let sweep: { seconds: number; answers: number[] };
    let delivery: { seconds: number; answers: number[] };
    if (app.db.engine === 'postgres') {
      const database = await postgresLocation(app.db);
      children.push(startWorker(database, now), startWorker(database, now));
      await Promise.all(children.map((child) => child.ready));
      sweep = await timed(() => Promise.all(children.map((c) => c.ask('sweep', 'swept'))));
      delivery = await timed(() => Promise.all(children.map((c) => c.ask('deliver', 'delivered'))));
      await Promise.all(children.map((c) => c.exit()));
    } else {
      const both = [servicesOf(app), servicesOf(app)];
      sweep = await timed(() =>
        Promise.all(both.map(async (s) => (await s.queueDueReminders(now)).loans)),
      );
      const drain = async (services: (typeof both)[number]) => {
        let total = 0;
        for (let ran = await deliverAll(services); ran > 0; ran = await deliverAll(services)) {
          total += ran;
        }
        return total;
      };
      delivery = await timed(() => Promise.all(both.map(drain)));
    }

    const [queued] = await app.db.query<{ n: number; keys: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT idempotency_key)::int AS keys FROM messages
       WHERE event = 'loan.due-soon'`,
    );
    const channels = app.config.notifications.channels.length;
    expect(queued).toEqual({ n: LOANS * channels, keys: LOANS * channels });
    const [left] = await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM messages WHERE status IN ('queued', 'held', 'sending')",
    );
    expect(left?.n).toBe(0);
    const [sms] = await app.db.query<{ n: number; keys: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT idempotency_key)::int AS keys FROM sms_messages
       WHERE idempotency_key LIKE '%:loan.due-soon:%'`,
    );
    expect(sms).toEqual({ n: LOANS, keys: LOANS });
    const [whatsapp] = await app.db.query<{ n: number; keys: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT idempotency_key)::int AS keys
       FROM whatsapp_messages WHERE template = 'due_soon'`,
    );
    expect(whatsapp).toEqual({ n: LOANS, keys: LOANS });
    const sent = channels - (app.config.notifications.channels.includes('inapp') ? 1 : 0);
    expect((delivery.answers[0] ?? 0) + (delivery.answers[1] ?? 0)).toBe(LOANS * sent);
    const how = app.db.engine === 'postgres' ? '2 OS processes' : '2 service sets';
    console.log(
      `[notify bench] ${app.db.engine}: ${LOANS} loans (made in ${setupSeconds.toFixed(1)} s); ` +
        `sweep by ${how} ${sweep.seconds.toFixed(1)} s, ${LOANS * channels} messages; ` +
        `delivery ${delivery.seconds.toFixed(1)} s, jobs run ${delivery.answers.join(' + ')}; ` +
        `SMS outbox ${sms?.n} (distinct keys ${sms?.keys}), WhatsApp ${whatsapp?.n}`,
    );
  }, 3_600_000);
});
