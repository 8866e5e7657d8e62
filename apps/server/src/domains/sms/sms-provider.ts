/**
 * Sends text messages to Indian mobile numbers. Implementations: the sandbox outbox (default in
 * development) and an HTTP gateway adapter. Both record what they did in sms_messages.
 */
export interface SmsProvider {
  readonly name: string;
  /**
   * true only for a local outbox (the development sandbox): its messages are stored whole so a
   * developer can read the code. Every other provider's log keeps the body with codes masked.
   */
  readonly keepsReadableOutbox?: boolean;
  /**
   * true when the provider stores a message with an idempotency key in sms_messages itself (the
   * sandbox's outbox, at the moment of sending): the caller's log entry would be a second write
   * of the same row, so it is left out.
   */
  readonly storesKeyedMessages?: boolean;
  /**
   * Throws SmsDeliveryError when the message could not be handed to the network. A second send
   * with the same idempotency key answers the first message's id and sends nothing.
   */
  send(message: SmsMessage): Promise<{ providerMessageId: string }>;
}

export type SmsMessage = {
  phone: string;
  body: string;
  /** The DLT template the body was registered under; the gateway's configured one when left out. */
  templateId?: string;
  /** Unique per message: a retried send with the same key is not sent twice. */
  idempotencyKey?: string;
};

export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

/** A message as the SMS log may keep it: every run of 4+ digits (a code) becomes ****. */
export function maskCodes(body: string): string {
  return body.replace(/\d{4,}/g, '****');
}
