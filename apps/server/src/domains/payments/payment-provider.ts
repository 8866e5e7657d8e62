import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Collects money from the borrower through payment links (a hosted checkout page per amount).
 * Implementations: the sandbox checkout served by this server, and a gateway adapter over HTTP.
 * The gateway tells us the outcome through a signed webhook; nothing else credits an order.
 */
export interface PaymentLinkProvider {
  readonly name: string;
  /** Throws PaymentProviderError when the gateway could not create the link. */
  createLink(request: CreateLinkRequest): Promise<{ providerLinkId: string; url: string }>;
  /** True only when the body carries a valid signature made with our webhook secret. */
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): boolean;
  /**
   * The event of a verified body, or null for an event type we do not act on (it is still
   * acknowledged, so the gateway stops retrying). Throws PaymentProviderError on a malformed body.
   */
  parseWebhook(rawBody: Buffer, headers?: WebhookHeaders): PaymentWebhookEvent | null;
}

export type CreateLinkRequest = {
  /** Our payment_links id; the gateway keeps it as its reference. */
  linkId: string;
  amountPaise: number;
  orderNo: string;
  /** What the payment is for, shown on the checkout page. */
  description: string;
  /** 91XXXXXXXXXX. */
  customer: { phone: string };
  expiresAt: Date;
  /** Where the gateway sends the browser back after paying. */
  callbackUrl: string;
};

/**
 * 'paid' carries the money received; the others carry 0. 'failed' is one failed attempt (the
 * link stays payable); 'cancelled' and 'expired' close an unpaid link.
 */
export type PaymentWebhookStatus = 'paid' | 'failed' | 'cancelled' | 'expired';

export type PaymentWebhookEvent = {
  /** Unique per event at the gateway; a redelivery carries the same id. */
  eventId: string;
  providerLinkId: string;
  /**
   * Paise as the gateway sent it, checked by the webhook handler (a paid event of no money, or of
   * a fraction of a paisa, is refused and recorded as rejected), not by the parser.
   */
  amountPaise: number;
  status: PaymentWebhookStatus;
  /** How the borrower paid (upi, card, netbanking, …) when the gateway says. */
  method?: string;
  /** The gateway's id of the payment, as its settlement report lists it (default: eventId). */
  paymentReference?: string;
};

export type WebhookHeaders = Readonly<Record<string, string | string[] | undefined>>;

export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** Hex HMAC-SHA256 of the exact bytes received: re-serialised JSON would not match. */
export function signBody(secret: string, rawBody: Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/**
 * Checks a hex signature header in constant time. Anything but exactly 64 hex digits is refused
 * before decoding, since Buffer.from(hex) silently drops what follows an invalid character.
 */
export function signatureMatches(
  secret: string,
  rawBody: Buffer,
  header: string | string[] | undefined,
): boolean {
  if (typeof header !== 'string' || !HEX_SHA256.test(header)) return false;
  const expected = Buffer.from(signBody(secret, rawBody), 'hex');
  const given = Buffer.from(header, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A single header value (Node gives arrays only for repeated headers). */
export function headerValue(headers: WebhookHeaders | undefined, name: string): string | undefined {
  const value = headers?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
