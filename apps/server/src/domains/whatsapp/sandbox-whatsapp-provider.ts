import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { maskPhone } from '@saral/contract/field-rules';
import type { WhatsAppOutboxRepository } from './whatsapp-outbox-repository';
import { WhatsAppDeliveryError, type WhatsAppProvider } from './whatsapp-provider';

/**
 * Local stand-in for the WhatsApp Business API: nothing leaves the machine. Each message is
 * stored in the outbox (whatsapp_messages, readable at GET /dev/whatsapp-outbox); a repeated
 * idempotency key stores nothing and answers the first message's id, as the real API would.
 */
export function createSandboxWhatsAppProvider(
  log: FastifyBaseLogger,
  outbox: WhatsAppOutboxRepository,
): WhatsAppProvider {
  return {
    name: 'whatsapp-sandbox',
    async send(message) {
      if (!/^91[6-9]\d{9}$/.test(message.phone)) {
        throw new WhatsAppDeliveryError('Invalid destination number', false);
      }
      const providerMessageId = await outbox.store({
        ...message,
        providerMessageId: `wa-sandbox-${randomUUID()}`,
      });
      log.info(`WhatsApp ${message.template} to ${maskPhone(message.phone)}`);
      return { providerMessageId };
    },
  };
}
