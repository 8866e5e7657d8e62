import { randomBytes, randomUUID } from 'node:crypto';
import {
  PaymentProviderError,
  signBody,
  signatureMatches,
  type PaymentLinkProvider,
  type PaymentWebhookStatus,
} from './payment-provider';

export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export type SandboxPaymentOptions = {
  /** Shared by every process when set; otherwise each process makes its own. */
  webhookSecret?: string | undefined;
  /** Origin for absolute checkout URLs; without it they are relative (same origin as the app). */
  publicBaseUrl?: string | undefined;
};

/** The sandbox's webhook body: a small JSON of our own, signed like a real gateway's. */
type SandboxEvent = {
  id: string;
  event: `payment_link.${PaymentWebhookStatus}`;
  link_id: string;
  amount: number;
  /** upi or card, as chosen on the checkout page. */
  method?: string;
  created_at: number;
};

export type SandboxPaymentProvider = PaymentLinkProvider & {
  readonly name: 'sandbox';
  /** A signed webhook as the checkout page delivers it (a new event id each time). */
  signedEvent(event: {
    providerLinkId: string;
    amountPaise: number;
    status: PaymentWebhookStatus;
    method?: string;
  }): {
    eventId: string;
    body: Buffer;
    headers: Record<string, string>;
  };
};

const STATUSES: readonly PaymentWebhookStatus[] = ['paid', 'failed', 'cancelled', 'expired'];

/**
 * A gateway stand-in that works offline: links point at the checkout page this server serves
 * (sandbox-checkout-routes), whose buttons deliver signed events to the same webhook route a real
 * gateway would call, through the same signature check.
 */
export function createSandboxPaymentProvider(
  options: SandboxPaymentOptions = {},
): SandboxPaymentProvider {
  const secret = options.webhookSecret ?? randomBytes(32).toString('hex');
  const origin = (options.publicBaseUrl ?? '').replace(/\/+$/, '');

  return {
    name: 'sandbox',

    async createLink({ linkId }) {
      return {
        providerLinkId: `sbx_${linkId}`,
        url: `${origin}${SANDBOX_CHECKOUT_PATH}/${linkId}`,
      };
    },

    verifyWebhook(rawBody, headers) {
      return signatureMatches(secret, rawBody, headers[SANDBOX_SIGNATURE_HEADER]);
    },

    parseWebhook(rawBody) {
      let body: Partial<SandboxEvent>;
      try {
        body = JSON.parse(rawBody.toString('utf8')) as Partial<SandboxEvent>;
      } catch {
        throw new PaymentProviderError('Webhook body is not JSON', false);
      }
      const status = STATUSES.find((candidate) => body.event === `payment_link.${candidate}`);
      if (!status || typeof body.id !== 'string' || typeof body.link_id !== 'string') {
        throw new PaymentProviderError('Malformed sandbox webhook', false);
      }
      // The amount is checked by the webhook handler, which records an unusable one as rejected.
      const amount = typeof body.amount === 'number' ? body.amount : Number.NaN;
      return {
        eventId: body.id,
        providerLinkId: body.link_id,
        amountPaise: status === 'paid' ? amount : 0,
        status,
        ...(typeof body.method === 'string' ? { method: body.method } : {}),
      };
    },

    signedEvent({ providerLinkId, amountPaise, status, method }) {
      const eventId = randomUUID();
      const event: SandboxEvent = {
        id: eventId,
        event: `payment_link.${status}`,
        link_id: providerLinkId,
        amount: amountPaise,
        ...(method ? { method } : {}),
        created_at: Math.floor(Date.now() / 1000),
      };
      const body = Buffer.from(JSON.stringify(event));
      return {
        eventId,
        body,
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signBody(secret, body),
        },
      };
    },
  };
}

export function isSandboxPaymentProvider(
  provider: PaymentLinkProvider,
): provider is SandboxPaymentProvider {
  return provider.name === 'sandbox' && 'signedEvent' in provider;
}
