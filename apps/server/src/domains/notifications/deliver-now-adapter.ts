import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { createIntervalJob } from '../../shared/interval-job';
import type { EnqueueJob, JobHandler } from '../jobs/job-types';
import { createMessageRepository } from './message-repository';
import { MESSAGE_DELIVER_JOB, messageJobKey } from './message-jobs';
import type { QueueDueReminders } from './due-reminders';

/**
 * TEMPORARY, until the durable job runner (issue 15's job table) is merged: the lead replaces
 * this file's use in the wiring with the real runner, which calls the same 'message.deliver'
 * handler and registers queueDueReminders as a recurring job.
 *
 * Until then the message rows themselves are the queue: enqueueJob records nothing (the row
 * committed with the event is the job), and a timer hands each waiting message whose time has
 * come (queued, held until now, or left 'sending' by a crash) to the handler. The handler and
 * the providers' idempotency keys keep a message from going out twice even if two processes
 * pick it at once.
 */
export function createDeliverNowAdapter(deps: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  handler: JobHandler;
  queueDueReminders: QueueDueReminders;
  intervalMs?: number;
}) {
  const messages = createMessageRepository(deps.db);
  const attempts = new Map<number, number>();

  async function deliverDue(): Promise<number> {
    const ids = await messages.dueIds(deps.clock.now(), 100);
    for (const messageId of ids) {
      const attempt = (attempts.get(messageId) ?? 0) + 1;
      attempts.set(messageId, attempt);
      try {
        await deps.handler({
          id: messageId,
          kind: MESSAGE_DELIVER_JOB,
          key: messageJobKey(messageId),
          payload: { messageId },
          attempt,
        });
        attempts.delete(messageId);
      } catch (error) {
        deps.log.warn({ messageId, attempt }, `delivery failed: ${(error as Error).message}`);
      }
    }
    return ids.length;
  }

  let lastSweepHour = '';
  const job = createIntervalJob({
    failureMessage: 'message delivery run failed',
    intervalMs: deps.intervalMs ?? 1000,
    log: deps.log,
    run: async () => {
      const hour = deps.clock.now().toISOString().slice(0, 13);
      if (hour !== lastSweepHour) {
        lastSweepHour = hour;
        await deps.queueDueReminders(deps.clock.now());
      }
      await deliverDue();
    },
  });

  const enqueueJob: EnqueueJob = async () => true;
  return { enqueueJob, deliverDue, start: () => job.start(), stop: () => job.stop() };
}
