import type { Database, Queryable } from '../../db/database';
import { addDays, istDay } from '../../shared/clock';
import { owingLoansDueOn } from '../orders/message-facts';
import { NotificationEvent, type NotifyInput } from '../../shared/borrower-notify';

/**
 * Days before (negative) the due date that a reminder goes out. Overdue notices (days 1, 3, 7)
 * are queued by the overdue job with the day's fee charge, so they always name that fee.
 */
const SCHEDULE = [
  { offset: -2, event: NotificationEvent.dueSoon, name: 'due-2d' },
  { offset: 0, event: NotificationEvent.dueToday, name: 'due-0d' },
] as const;

/** Loans notified per transaction: short transactions, few round trips. */
export const REMINDER_BATCH_LOANS = 250;
/** Messages queued by one run above which `afterManyQueued` runs. */
const MANY_MESSAGES = 1000;

/**
 * The reminder sweep: loans still owing that fall due in 2 days or today (India's calendar at
 * `now`) each get their message. The occurrence
 * ('due-2d:2026-12-01') is part of the message key, so running the sweep again, in another
 * process or after a crash, queues nothing twice. Loans go in batches of REMINDER_BATCH_LOANS,
 * one transaction each (facts read, messages and jobs inserted set-wise), so a sweep stopped
 * half-way keeps the batches it finished and the next run does the rest. Meant to run as a
 * recurring job; a message due at night is held to 08:00 by the delivery.
 */
export function createDueReminderSweep(deps: {
  db: Database;
  notifyMany: (tx: Queryable, inputs: readonly NotifyInput[]) => Promise<readonly number[]>;
  /** Called once a run queued many messages (the job table's statistics on PGlite). */
  afterManyQueued?: () => Promise<void>;
  batchLoans?: number;
}) {
  const batchLoans = Math.max(1, deps.batchLoans ?? REMINDER_BATCH_LOANS);
  return async function queueDueReminders(now: Date): Promise<{ loans: number }> {
    const today = istDay(now);
    const dueDays = SCHEDULE.map((step) => addDays(today, -step.offset));
    const loans = await owingLoansDueOn(deps.db, dueDays);
    const inputs: NotifyInput[] = [];
    for (const loan of loans) {
      const step = SCHEDULE.find((candidate) => addDays(today, -candidate.offset) === loan.dueDate);
      if (!step) continue;
      inputs.push({
        orderId: loan.orderId,
        event: step.event,
        occurrence: `${step.name}:${loan.dueDate}`,
      });
    }
    let queued = 0;
    for (let from = 0; from < inputs.length; from += batchLoans) {
      const batch = inputs.slice(from, from + batchLoans);
      queued += (await deps.db.transaction((tx) => deps.notifyMany(tx, batch))).length;
    }
    if (queued >= MANY_MESSAGES) await deps.afterManyQueued?.();
    return { loans: loans.length };
  };
}
export type QueueDueReminders = ReturnType<typeof createDueReminderSweep>;
