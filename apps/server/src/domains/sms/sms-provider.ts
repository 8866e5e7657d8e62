/**
 * Sends text messages to Indian mobile numbers. Implementations: the sandbox outbox (default in
 * development) and an HTTP gateway adapter. Both record what they did in sms_messages.
 */
export interface SmsProvider {
  readonly name: string;
  /** Throws SmsDeliveryError when the message could not be handed to the network. */
  send(message: { phone: string; body: string }): Promise<{ providerMessageId: string }>;
}

export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}
