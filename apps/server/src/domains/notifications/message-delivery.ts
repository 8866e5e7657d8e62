import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { PermanentJobError, type JobHandler } from '../jobs/job-types';
import { sendAndRecordSms } from '../sms/send-and-record';
import { SmsDeliveryError, type SmsProvider } from '../sms/sms-provider';
import { createSmsRepository } from '../sms/sms-repository';
import { WhatsAppDeliveryError, type WhatsAppProvider } from '../whatsapp/whatsapp-provider';
import { createMessageRepository, type MessageRow } from './message-repository';
import { MESSAGE_MAX_ATTEMPTS } from './message-jobs';
import { MessageCategory } from './message-templates';
import { heldUntil } from './quiet-hours';

export type DeliveryDeps = {
  db: Database;
  clock: Clock;
  sms: SmsProvider;
  whatsapp: WhatsAppProvider;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

const FINISHED = ['sent', 'delivered', 'failed', 'withdrawn'];
const CATEGORIES: readonly string[] = Object.values(MessageCategory);

/**
 * The 'message.deliver' job (key message:<id>, payload {messageId}): sends one message through
 * its channel's provider with the message's idempotency key, so a run repeated after a crash
 * (sent, not yet marked) is answered by the provider with the first send. A reminder or
 * collection message outside 08:00–19:00 India time is held: the job asks to run again at the
 * next 08:00. A finished message is left alone.
 */
export function createMessageDeliveryHandler(deps: DeliveryDeps): JobHandler {
  const messages = createMessageRepository(deps.db);

  async function send(message: MessageRow) {
    if (message.channel === 'sms') {
      const sent = await sendAndRecordSms(deps.sms, createSmsRepository(deps.db), {
        phone: message.phone,
        body: message.body,
        ...(message.dlt_template_id ? { templateId: message.dlt_template_id } : {}),
        idempotencyKey: message.idempotency_key,
      });
      return { provider: deps.sms.name, ...sent };
    }
    const sent = await deps.whatsapp.send({
      phone: message.phone,
      template: message.template,
      parameters: message.parameters,
      body: message.body,
      locale: message.locale,
      idempotencyKey: message.idempotency_key,
    });
    return { provider: deps.whatsapp.name, ...sent };
  }

  return async (job) => {
    const messageId = Number(job.payload.messageId);
    if (!Number.isSafeInteger(messageId)) throw new PermanentJobError('no message id');
    const now = deps.clock.now();
    // The usual case in one statement: a waiting message that may go now is marked sending.
    const heldNow = CATEGORIES.filter((category) => heldUntil(category, now) !== null);
    const message = await messages.startSendingUnlessHeld(messageId, heldNow);
    if (!message) {
      const found = await messages.find(messageId);
      if (!found) throw new PermanentJobError(`message ${messageId} does not exist`);
      // Finished, or the in-app message (delivered by being stored), or sent by a runner that
      // took the job over meanwhile: nothing to do.
      const until = heldUntil(found.category, now);
      if (FINISHED.includes(found.status) || found.channel === 'inapp' || !until) return;
      await messages.hold(messageId, until);
      return { retryAt: until };
    }
    const provider = message.channel === 'sms' ? deps.sms.name : deps.whatsapp.name;
    try {
      const sent = await send(message);
      await messages.markSent(messageId, { ...sent, at: deps.clock.now() });
    } catch (error) {
      const reason = (error as Error).message;
      const permanent =
        (error instanceof SmsDeliveryError || error instanceof WhatsAppDeliveryError) &&
        !error.retryable;
      const final = permanent || job.attempt >= MESSAGE_MAX_ATTEMPTS;
      await messages.markAttemptFailed(messageId, reason, final, provider);
      deps.log.warn({ messageId, attempt: job.attempt, final }, `message not sent: ${reason}`);
      if (permanent) throw new PermanentJobError(reason);
      throw error;
    }
  };
}
