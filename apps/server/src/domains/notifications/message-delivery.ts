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
import { heldUntil } from './quiet-hours';

export type DeliveryDeps = {
  db: Database;
  clock: Clock;
  sms: SmsProvider;
  whatsapp: WhatsAppProvider;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

const FINISHED = ['sent', 'delivered', 'failed', 'withdrawn'];

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
    const message = await messages.find(messageId);
    if (!message) throw new PermanentJobError(`message ${messageId} does not exist`);
    // The in-app message is delivered by being stored.
    if (FINISHED.includes(message.status) || message.channel === 'inapp') return;
    const now = deps.clock.now();
    const until = heldUntil(message.category, now);
    if (until) {
      await messages.hold(messageId, until);
      return { retryAt: until };
    }
    if (!(await messages.startSending(messageId))) return;
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
