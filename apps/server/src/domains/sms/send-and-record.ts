import { maskCodes, type SmsMessage, type SmsProvider } from './sms-provider';
import type { SmsRepository } from './sms-repository';

/**
 * Sends one message and records the outcome in the SMS log: 'sent' with the provider's message
 * id, or 'failed' with the reason. A failure is rethrown so each caller cleans up its own way.
 * Only the sandbox outbox keeps the code readable; for a real gateway the log holds the body with
 * codes masked, so a database dump never yields a usable sign-in code. A message with an
 * idempotency key is logged once however often it is sent.
 */
export async function sendAndRecordSms(
  sms: SmsProvider,
  smsLog: SmsRepository,
  message: SmsMessage,
): Promise<{ providerMessageId: string }> {
  const { phone, body } = message;
  const keys = {
    idempotencyKey: message.idempotencyKey ?? null,
    templateId: message.templateId ?? null,
  };
  try {
    const { providerMessageId } = await sms.send(message);
    // The sandbox stored the keyed message itself when it sent it.
    if (sms.storesKeyedMessages && message.idempotencyKey) return { providerMessageId };
    await smsLog.record({
      phone,
      body: sms.keepsReadableOutbox ? body : maskCodes(body),
      provider: sms.name,
      status: 'sent',
      providerMessageId,
      error: null,
      ...keys,
    });
    return { providerMessageId };
  } catch (error) {
    await smsLog.record({
      phone,
      // The body holds a code the borrower never got; keep it out of the log.
      body: '[not delivered]',
      provider: sms.name,
      status: 'failed',
      providerMessageId: null,
      error: (error as Error).message,
      ...keys,
      // A failed attempt does not take the key: a retry may still send.
      idempotencyKey: null,
    });
    throw error;
  }
}
