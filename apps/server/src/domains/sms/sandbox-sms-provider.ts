import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { maskPhone } from '@saral/contract/field-rules';
import type { SmsRepository } from './sms-repository';
import { SmsDeliveryError, maskCodes, type SmsProvider } from './sms-provider';

/** The outbox the sandbox stores keyed messages in (once per key). */
export type SandboxSmsOutbox = Pick<SmsRepository, 'storeOnce'>;

/**
 * Local stand-in for an SMS gateway: nothing leaves the machine. The message is stored in the
 * outbox (sms_messages, readable at GET /dev/sms-outbox) and announced in the log, so a developer
 * can sign in. Like a real gateway it refuses numbers that are not Indian mobiles and answers a
 * repeated idempotency key with the first message's id, sending (and storing) nothing.
 */
export function createSandboxSmsProvider(
  log: FastifyBaseLogger,
  outbox?: SandboxSmsOutbox,
): SmsProvider {
  return {
    name: 'sandbox',
    keepsReadableOutbox: true,
    storesKeyedMessages: outbox !== undefined,
    async send({ phone, body, idempotencyKey, templateId }) {
      if (!/^91[6-9]\d{9}$/.test(phone)) {
        throw new SmsDeliveryError('Invalid destination number', false);
      }
      const providerMessageId = `sandbox-${randomUUID()}`;
      // Stored at the moment of sending, so a retry after a crash finds it and sends nothing.
      const stored =
        idempotencyKey && outbox
          ? await outbox.storeOnce({
              phone,
              body,
              provider: 'sandbox',
              idempotencyKey,
              templateId: templateId ?? null,
              providerMessageId,
            })
          : providerMessageId;
      // The code itself never reaches the log: developers read it from the outbox.
      if (stored === providerMessageId) log.info(`SMS to ${maskPhone(phone)}: ${maskCodes(body)}`);
      return { providerMessageId: stored };
    },
  };
}
