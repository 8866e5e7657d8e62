/**
 * Sends WhatsApp Business template messages. Implementations: the sandbox outbox (default in
 * development) and an HTTP adapter for a Cloud-API-style endpoint.
 */
export type WhatsAppMessage = {
  /** 91 and ten digits. */
  phone: string;
  /** The approved template's name. */
  template: string;
  /** The template's values, in its order. */
  parameters: string[];
  /** The text as the borrower reads it (kept in the sandbox outbox). */
  body: string;
  locale: string;
  /** Unique per message: a retried send with the same key is not sent twice. */
  idempotencyKey: string;
};

export interface WhatsAppProvider {
  readonly name: string;
  /** Throws WhatsAppDeliveryError when the message could not be handed over. */
  send(message: WhatsAppMessage): Promise<{ providerMessageId: string }>;
}

export class WhatsAppDeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'WhatsAppDeliveryError';
  }
}
