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

/**
 * The reminder sweep: loans still owing that fall due in 2 days or today (India's calendar at
 * `now`) each get their message. The occurrence
 * ('due-2d:2026-12-01') is part of the message key, so running the sweep again, in another
 * process or after a crash, queues nothing twice. Meant to run as a recurring job (hourly is
 * plenty); a message due at night is held to 08:00 by the delivery.
 */
export function createDueReminderSweep(deps: {
  db: Database;
  notify: (tx: Queryable, input: NotifyInput) => Promise<unknown>;
}) {
  return async function queueDueReminders(now: Date): Promise<{ loans: number }> {
    const today = istDay(now);
    const dueDays = SCHEDULE.map((step) => addDays(today, -step.offset));
    const loans = await owingLoansDueOn(deps.db, dueDays);
    for (const loan of loans) {
      const step = SCHEDULE.find((candidate) => addDays(today, -candidate.offset) === loan.dueDate);
      if (!step) continue;
      await deps.db.transaction((tx) =>
        deps.notify(tx, {
          orderId: loan.orderId,
          event: step.event,
          occurrence: `${step.name}:${loan.dueDate}`,
        }),
      );
    }
    return { loans: loans.length };
  };
}
export type QueueDueReminders = ReturnType<typeof createDueReminderSweep>;
