import { deliveryReceiptBodySchema } from '@saral/contract/api/notifications';
import type { Queryable } from '../../db/database';
import { failed, notFound } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import { signatureMatches } from '../payments/payment-provider';
import { createMessageRepository } from './message-repository';

export const BAD_RECEIPT_SIGNATURE = 'The delivery receipt’s signature does not match';
export const BAD_RECEIPT = 'The delivery receipt is not valid';

/**
 * Delivery receipts of the SMS gateway and the WhatsApp API: signed with HMAC-SHA256 of the raw
 * body (DELIVERY_RECEIPT_SECRET). A bad signature changes nothing (401); an unknown provider
 * message id is 404; a known one becomes delivered, or failed with the provider's reason.
 */
export function createDeliveryReceipts(deps: {
  db: Queryable;
  clock: Clock;
  secret: string;
  /** The provider names of each channel whose messages a receipt may name. */
  providers: { sms: readonly string[]; whatsapp: readonly string[] };
}) {
  const messages = createMessageRepository(deps.db);
  return {
    async apply(
      channel: 'sms' | 'whatsapp',
      rawBody: Buffer,
      signature: string | string[] | undefined,
    ): Promise<{ messageId: number }> {
      if (!signatureMatches(deps.secret, rawBody, signature)) {
        throw failed(BAD_RECEIPT_SIGNATURE, 401);
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw failed(BAD_RECEIPT);
      }
      const receipt = deliveryReceiptBodySchema.safeParse(parsed);
      if (!receipt.success) throw failed(BAD_RECEIPT);
      const id = await messages.applyReceipt({
        providers: deps.providers[channel],
        providerMessageId: receipt.data.messageId,
        status: receipt.data.status,
        error: receipt.data.status === 'failed' ? (receipt.data.error ?? 'not delivered') : null,
        at: deps.clock.now(),
      });
      if (id === null) throw notFound('Message');
      return { messageId: id };
    },
  };
}
export type DeliveryReceipts = ReturnType<typeof createDeliveryReceipts>;
