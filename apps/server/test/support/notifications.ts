import type { Database } from '../../src/db/database';
import {
  MESSAGE_DELIVER_JOB,
  NOTIFY_LATER_JOB,
} from '../../src/domains/notifications/message-jobs';
import { createServices } from '../../src/services';
import type { TestApp } from './test-app';

/** Helpers of the notification tests: the app's services, the outboxes, the test clock. */

/** A logger that says nothing. */
export const silentLog = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  child: () => silentLog,
} as never;

/** The services as the app wires them (delivery handler, sweep, notify) on the test app's data. */
export const servicesOf = (
  t: TestApp,
  overrides: Partial<Parameters<typeof createServices>[0]> = {},
) => createServices({ config: t.config, db: t.db, clock: t.clock, log: silentLog, ...overrides });

export async function smsBodies(db: Database, phone: string): Promise<string[]> {
  const rows = await db.query<{ body: string }>(
    "SELECT body FROM sms_messages WHERE phone = $1 AND status = 'sent' ORDER BY id",
    [phone],
  );
  return rows.map((row) => row.body);
}

export async function whatsappTemplates(db: Database, phone: string): Promise<string[]> {
  const rows = await db.query<{ template: string }>(
    'SELECT template FROM whatsapp_messages WHERE phone = $1 ORDER BY id',
    [phone],
  );
  return rows.map((row) => row.template);
}

export function messagesOf(db: Database, orderId: number, channel = 'sms') {
  return db.query<{ id: number; template: string; status: string; body: string }>(
    `SELECT id::int AS id, template, status, body FROM messages
     WHERE order_id = $1 AND channel = $2 ORDER BY id`,
    [orderId, channel],
  );
}

/**
 * Runs every message job whose time has come on these services' job runner, as a server process
 * with NOTIFICATION_WORKER on does (tests run with it off, so nothing is delivered behind their
 * back). Returns how many jobs ran.
 */
export async function deliverAll(services: ReturnType<typeof servicesOf>): Promise<number> {
  const runner = services.jobRunner;
  if (!runner.kinds.includes(MESSAGE_DELIVER_JOB)) {
    runner.register(MESSAGE_DELIVER_JOB, services.deliverMessage);
    runner.register(NOTIFY_LATER_JOB, services.notifications.notifyLaterHandler);
  }
  return runner.runDueNow();
}

/** The job the runner would hand the delivery handler for a message. */
export const deliveryJob = (messageId: number, attempt = 1) => ({
  id: messageId,
  kind: 'message.deliver',
  key: `message:${messageId}`,
  payload: { messageId },
  attempt,
});

/** Moves the test clock to hh:mm India time on the day `days` after today (India). */
export function moveTo(t: TestApp, days: number, hh: number, mm = 0) {
  const now = t.clock.now();
  const ist = new Date(now.getTime() + 330 * 60_000);
  const target =
    Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + days, hh, mm) -
    330 * 60_000;
  t.clock.advanceSeconds((target - now.getTime()) / 1000);
}
