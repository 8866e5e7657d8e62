import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { maskPhone } from '@saral/contract/field-rules';
import { SmsDeliveryError, maskCodes, type SmsProvider } from './sms-provider';

/**
 * Local stand-in for an SMS gateway: nothing leaves the machine. The message is stored in the
 * outbox (sms_messages, readable at GET /dev/sms-outbox) and announced in the log, so a developer
 * can sign in. Like a real gateway it refuses numbers that are not Indian mobiles.
 */
export function createSandboxSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'sandbox',
    keepsReadableOutbox: true,
    async send({ phone, body }) {
      if (!/^91[6-9]\d{9}$/.test(phone)) {
        throw new SmsDeliveryError('Invalid destination number', false);
      }
      // The code itself never reaches the log: developers read it from the outbox.
      log.info(`SMS to ${maskPhone(phone)}: ${maskCodes(body)}`);
      return { providerMessageId: `sandbox-${randomUUID()}` };
    },
  };
}
