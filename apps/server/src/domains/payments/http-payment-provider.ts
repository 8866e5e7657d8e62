import {
  PaymentProviderError,
  headerValue,
  signatureMatches,
  type PaymentLinkProvider,
  type PaymentWebhookEvent,
} from './payment-provider';

export type HttpPaymentOptions = {
  /** The gateway's API base URL; /v1/payment_links is appended. */
  url: string;
  keyId: string;
  keySecret: string;
  /** The secret set on the gateway's webhook; signs every webhook body. */
  webhookSecret: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

export const SIGNATURE_HEADER = 'x-razorpay-signature';
export const EVENT_ID_HEADER = 'x-razorpay-event-id';

type Entity = Record<string, unknown>;
type GatewayEvent = {
  event?: unknown;
  payload?: { payment_link?: { entity?: Entity }; payment?: { entity?: Entity } };
};

/**
 * Adapter for the payment-link API common to Indian gateways (Razorpay's shape): POST
 * /v1/payment_links with Basic key:secret answers {id, short_url, status}; webhooks are signed
 * with x-razorpay-signature = hex HMAC-SHA256(webhook secret, raw body).
 */
export function createHttpPaymentProvider(options: HttpPaymentOptions): PaymentLinkProvider {
  const fetchImpl = options.fetchImpl ?? fetch;
  const base = options.url.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  return {
    name: 'http',

    async createLink(request) {
      let response: Response;
      try {
        response = await fetchImpl(`${base}/v1/payment_links`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization },
          body: JSON.stringify({
            amount: request.amountPaise,
            currency: 'INR',
            // One payment settles a link; a partial payment is a new link for the rest.
            accept_partial: false,
            reference_id: request.linkId,
            description: request.description,
            customer: { contact: `+${request.customer.phone}` },
            expire_by: Math.floor(request.expiresAt.getTime() / 1000),
            callback_url: request.callbackUrl,
            callback_method: 'get',
            // The borrower is already on our page; gateway messages would only confuse.
            notify: { sms: false, email: false },
            notes: { order_no: request.orderNo },
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new PaymentProviderError(
          `Payment gateway unreachable: ${(error as Error).name}`,
          true,
        );
      }
      const reply = (await response.json().catch(() => null)) as {
        id?: unknown;
        short_url?: unknown;
        error?: { description?: unknown };
      } | null;
      if (!response.ok || typeof reply?.id !== 'string' || typeof reply.short_url !== 'string') {
        const reason =
          typeof reply?.error?.description === 'string'
            ? reply.error.description
            : `HTTP ${response.status}`;
        throw new PaymentProviderError(
          `Payment gateway refused the link: ${reason}`,
          response.status >= 500,
        );
      }
      return { providerLinkId: reply.id, url: reply.short_url };
    },

    verifyWebhook(rawBody, headers) {
      return signatureMatches(options.webhookSecret, rawBody, headers[SIGNATURE_HEADER]);
    },

    parseWebhook(rawBody, headers) {
      let body: GatewayEvent;
      try {
        body = JSON.parse(rawBody.toString('utf8')) as GatewayEvent;
      } catch {
        throw new PaymentProviderError('Webhook body is not JSON', false);
      }
      const link = body.payload?.payment_link?.entity;
      const payment = body.payload?.payment?.entity;
      const linkId = typeof link?.id === 'string' ? link.id : undefined;
      // Only payment-link events concern us; payment.captured and the like are acknowledged.
      if (!linkId) return null;
      const paymentId = typeof payment?.id === 'string' ? payment.id : undefined;
      const eventId =
        headerValue(headers, EVENT_ID_HEADER) ?? paymentId ?? `${String(body.event)}:${linkId}`;
      const event = (status: PaymentWebhookEvent['status'], amountPaise = 0) => ({
        eventId,
        providerLinkId: linkId,
        amountPaise,
        status,
      });

      switch (body.event) {
        case 'payment_link.paid': {
          if (!paymentId) throw new PaymentProviderError('Paid event without a payment', false);
          if (payment?.currency !== undefined && payment.currency !== 'INR') {
            throw new PaymentProviderError('Paid event in a currency other than INR', false);
          }
          // The amount is checked by the webhook handler, which records an unusable one.
          const amount = payment?.amount ?? link?.amount_paid;
          return {
            ...event('paid', typeof amount === 'number' ? amount : Number.NaN),
            paymentReference: paymentId,
            ...(typeof payment?.method === 'string' ? { method: payment.method } : {}),
          };
        }
        case 'payment_link.cancelled':
          return event('cancelled');
        case 'payment_link.expired':
          return event('expired');
        default:
          return payment?.status === 'failed' ? event('failed') : null;
      }
    },
  };
}
