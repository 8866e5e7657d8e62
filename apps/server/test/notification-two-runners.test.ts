import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderState } from '@saral/contract/order-states';
import type { Database } from '../src/db/database';
import { MESSAGE_DELIVER_JOB } from '../src/domains/notifications/message-jobs';
import { createSandboxSmsProvider } from '../src/domains/sms/sandbox-sms-provider';
import type { SmsProvider } from '../src/domains/sms/sms-provider';
import { createSmsRepository } from '../src/domains/sms/sms-repository';
import { createSandboxWhatsAppProvider } from '../src/domains/whatsapp/sandbox-whatsapp-provider';
import { createWhatsAppOutboxRepository } from '../src/domains/whatsapp/whatsapp-outbox-repository';
import type { WhatsAppProvider } from '../src/domains/whatsapp/whatsapp-provider';
import { addDays, istDay } from '../src/shared/clock';
import { deliverAll, moveTo, servicesOf, silentLog } from './support/notifications';
import { openSecondPool } from './support/second-pool';
import { createTestApp, type TestApp } from './support/test-app';
import { createBorrower, createOrder } from './support/test-data';

/**
 * "Two processes send each message once" (issue 15): two service sets, each with its own job
 * runner (and on PostgreSQL its own connection pool), sweep the same due loans and drain the
 * same delivery jobs at the same time. Every message reaches its provider once, none is left.
 */

const LOANS = 30;
let t: TestApp;
let second: { db: Database; close: () => Promise<void> };

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
  second = await openSecondPool(t.db);
  // A fresh database without demo data is migrated here: slow on a busy machine.
}, 180_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
});

/** The sandbox providers on `db`, counting what each process hands them per idempotency key. */
function countingProviders(db: Database, sends: Map<string, number>) {
  const count = (key: string | undefined) => sends.set(key ?? '', (sends.get(key ?? '') ?? 0) + 1);
  const sms = createSandboxSmsProvider(silentLog, createSmsRepository(db));
  const whatsapp = createSandboxWhatsAppProvider(silentLog, createWhatsAppOutboxRepository(db));
  const countingSms: SmsProvider = {
    ...sms,
    send: (message) => {
      count(message.idempotencyKey);
      return sms.send(message);
    },
  };
  const countingWhatsApp: WhatsAppProvider = {
    ...whatsapp,
    send: (message) => {
      count(message.idempotencyKey);
      return whatsapp.send(message);
    },
  };
  return { sms: countingSms, whatsapp: countingWhatsApp };
}

describe('two processes delivering the same due reminders', () => {
  it(`${LOANS} loans: every reminder handed to its provider once, none left queued`, async () => {
    moveTo(t, 0, 10);
    const due = addDays(istDay(t.clock.now()), 2);
    for (let index = 0; index < LOANS; index += 1) {
      const borrower = await createBorrower(t.db, `916${String(index).padStart(9, '0')}`);
      await createOrder(t.db, {
        userId: borrower.userId,
        state: OrderState.loaned,
        at: t.clock.now(),
        dueDate: due,
      });
    }
    const sends = new Map<string, number>();
    const ran = [0, 0];
    const processes = [t.db, second.db].map((db, index) => {
      const services = servicesOf(t, { db, ...countingProviders(db, sends) });
      services.jobRunner.register(MESSAGE_DELIVER_JOB, async (job) => {
        ran[index] = (ran[index] ?? 0) + 1;
        return services.deliverMessage(job);
      });
      return services;
    });
    // Both sweep (the recurring job runs once at a time; a manual run may overlap it), then
    // both drain the delivery jobs at once.
    await Promise.all(processes.map((s) => s.queueDueReminders(t.clock.now())));
    const drain = async (s: (typeof processes)[number]) => {
      while ((await deliverAll(s)) > 0);
    };
    await Promise.all(processes.map(drain));

    const channels = t.config.notifications.channels.filter((channel) => channel !== 'inapp');
    const keys = [...sends.keys()];
    expect(keys).toHaveLength(LOANS * channels.length);
    expect([...sends.values()].every((times) => times === 1)).toBe(true);
    expect(keys.every((key) => key.includes(':loan.due-soon:due-2d:'))).toBe(true);
    // Both processes delivered some.
    expect(ran[0]).toBeGreaterThan(0);
    expect(ran[1]).toBeGreaterThan(0);
    expect((ran[0] ?? 0) + (ran[1] ?? 0)).toBe(LOANS * channels.length);

    const [sms] = await t.db.query<{ n: number; keys: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT idempotency_key)::int AS keys FROM sms_messages
       WHERE idempotency_key LIKE '%:loan.due-soon:%'`,
    );
    expect(sms).toEqual({ n: LOANS, keys: LOANS });
    const byStatus = await t.db.query<{ channel: string; status: string; n: number }>(
      `SELECT channel, status, count(*)::int AS n FROM messages
       WHERE event = 'loan.due-soon' GROUP BY channel, status ORDER BY channel`,
    );
    expect(byStatus).toEqual(
      [...t.config.notifications.channels].sort().map((channel) => ({
        channel,
        status: channel === 'inapp' ? 'delivered' : 'sent',
        n: LOANS,
      })),
    );
    const jobs = await t.db.query<{ state: string; n: number }>(
      'SELECT state, count(*)::int AS n FROM jobs WHERE kind = $1 GROUP BY state',
      [MESSAGE_DELIVER_JOB],
    );
    expect(jobs).toEqual([{ state: 'done', n: LOANS * channels.length }]);
  }, 120_000);
});
