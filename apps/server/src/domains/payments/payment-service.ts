import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode } from '@saral/contract/envelope';
import type { Database, Queryable } from '../../db/database';
import { AppError, failed, notFound } from '../../shared/app-error';
import { addSeconds, type Clock } from '../../shared/clock';
import { REPAYABLE_STATES, type Repayment } from '../orders/repayment';
import { createServicingRepository, type PaymentOrderRow } from '../orders/servicing-repository';
import {
  PaymentProviderError,
  type PaymentLinkProvider,
  type PaymentWebhookEvent,
  type WebhookHeaders,
} from './payment-provider';

export const LINK_TTL_SECONDS = 60 * 60;
/** A link is handed out again only while the borrower still has this long to pay through it. */
export const LINK_REUSE_MIN_SECONDS = 15 * 60;

export const PaymentMessage = {
  notRepayable: 'This loan has nothing to repay now',
  nothingDue: 'Nothing is due on this loan',
  extensionLapsed: 'The extension fee can no longer be paid',
  unavailable: 'Payment service is unavailable, please try again',
  badSignature: 'Invalid webhook signature',
} as const;

/**
 * What payments need from the order's money (the ledger), injected so this domain does not
 * depend on how balances are kept.
 */
export type PaymentMoney = {
  /** What the borrower owes now, in paise. */
  outstandingPaise(orderId: number): Promise<number>;
  /** Credits a payment inside the webhook's transaction; caps anything above the outstanding. */
  applyPayment(tx: Queryable, payment: Repayment): Promise<void>;
  /** Credits an extension fee; without it the money is applied as a repayment, never dropped. */
  applyExtensionFee?(tx: Queryable, payment: Repayment & { extensionId: number }): Promise<unknown>;
};

export type PaymentServiceDeps = {
  db: Database;
  provider: PaymentLinkProvider;
  clock: Clock;
  log: FastifyBaseLogger;
  money: PaymentMoney;
  /** Origin the gateway sends the browser back to; '' keeps the return URL relative. */
  publicBaseUrl?: string;
};

/** What one webhook delivery did; only 'credited' moved money. */
export type WebhookOutcome =
  'credited' | 'duplicate' | 'already-paid' | 'recorded' | 'unknown-link' | 'ignored';

export type CheckoutView = {
  linkId: string;
  providerLinkId: string;
  orderId: number;
  orderNo: string;
  productName: string;
  purpose: 'repayment' | 'extension';
  description: string;
  amountPaise: number;
  status: 'created' | 'paid' | 'cancelled' | 'expired';
};

type LinkRow = {
  id: string;
  order_id: number;
  purpose: 'repayment' | 'extension';
  extension_id: number | null;
  status: 'created' | 'paid' | 'cancelled' | 'expired';
};

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function describePurpose(purpose: 'repayment' | 'extension', orderNo: string): string {
  return purpose === 'repayment'
    ? `Repayment of loan ${orderNo}`
    : `Extension fee for loan ${orderNo}`;
}

/**
 * Repayment and extension-fee links, and the gateway's webhooks. A payment is credited only by a
 * verified webhook, once per event id and once per link, in the transaction that records it.
 */
export function createPaymentService({
  db,
  provider,
  clock,
  log,
  money,
  publicBaseUrl = '',
}: PaymentServiceDeps) {
  const origin = publicBaseUrl.replace(/\/+$/, '');
  // A double tap on Repay in this process gets the same link instead of two.
  const inFlight = new Map<string, Promise<{ paymentUrl: string }>>();

  const orders = createServicingRepository(db);

  async function ownOrder(userId: number, orderId: number): Promise<PaymentOrderRow> {
    const order = await orders.forPayment(orderId);
    // Someone else's order looks exactly like a missing one.
    if (!order || order.user_id !== userId) throw notFound('Order');
    return order;
  }

  async function linkFor(request: {
    order: PaymentOrderRow;
    purpose: 'repayment' | 'extension';
    extensionId: number | null;
    amountPaise: number;
    expiresAt: Date;
  }): Promise<{ paymentUrl: string }> {
    const { order, purpose, extensionId, amountPaise, expiresAt } = request;
    const now = clock.now();
    const [reusable] = await db.query<{ url: string }>(
      `SELECT url FROM payment_links
       WHERE order_id = $1 AND purpose = $2 AND extension_id IS NOT DISTINCT FROM $3::bigint
         AND provider = $4 AND status = 'created' AND amount_paise = $5 AND expires_at > $6
       ORDER BY created_at DESC LIMIT 1`,
      [
        order.id,
        purpose,
        extensionId,
        provider.name,
        amountPaise,
        addSeconds(now, LINK_REUSE_MIN_SECONDS),
      ],
    );
    if (reusable) return { paymentUrl: reusable.url };

    const linkId = randomUUID();
    const orderNo = order.order_no ?? String(order.id);
    let created: { providerLinkId: string; url: string };
    try {
      created = await provider.createLink({
        linkId,
        amountPaise,
        orderNo,
        description: describePurpose(purpose, orderNo),
        customer: { phone: order.phone },
        expiresAt,
        callbackUrl: `${origin}/orders/${order.id}/detail`,
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      log.warn({ orderId: order.id, reason: error.message }, 'payment link not created');
      throw new AppError(ErrorCode.failed, PaymentMessage.unavailable, 502);
    }
    await db.query(
      `INSERT INTO payment_links (id, order_id, purpose, extension_id, provider, provider_link_id,
         url, amount_paise, status, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'created', $9, $10)`,
      [
        linkId,
        order.id,
        purpose,
        extensionId,
        provider.name,
        created.providerLinkId,
        created.url,
        amountPaise,
        expiresAt,
        now,
      ],
    );
    return { paymentUrl: created.url };
  }

  function once(key: string, work: () => Promise<{ paymentUrl: string }>) {
    const running = inFlight.get(key);
    if (running) return running;
    const promise = work().finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  /** Applies one verified event; every branch records it, so a redelivery is a no-op. */
  async function applyEvent(
    tx: Queryable,
    event: PaymentWebhookEvent,
    rawBody: Buffer,
  ): Promise<WebhookOutcome> {
    // The link's row lock orders concurrent events for one link.
    const [link] = await tx.query<LinkRow>(
      `SELECT id, order_id, purpose, extension_id, status FROM payment_links
       WHERE provider = $1 AND provider_link_id = $2 FOR UPDATE`,
      [provider.name, event.providerLinkId],
    );
    const inserted = await tx.query(
      `INSERT INTO payment_events (event_id, provider, link_id, amount_paise, payload, received_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6)
       ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
      [
        event.eventId,
        provider.name,
        link?.id ?? null,
        event.amountPaise,
        rawBody.toString('utf8'),
        clock.now(),
      ],
    );
    if (inserted.length === 0) return 'duplicate';
    if (!link) return 'unknown-link';

    if (event.status === 'paid') {
      // A link is paid once; any further payment event stays on record for reconciliation.
      if (link.status === 'paid') return 'already-paid';
      // Paid after cancelled or expired still took the borrower's money: credit it.
      await tx.query(`UPDATE payment_links SET status = 'paid' WHERE id = $1`, [link.id]);
      const payment = {
        orderId: Number(link.order_id),
        amountPaise: event.amountPaise,
        reference: `${provider.name}:${event.eventId}`,
      };
      if (link.purpose === 'extension' && link.extension_id !== null && money.applyExtensionFee) {
        await money.applyExtensionFee(tx, { ...payment, extensionId: Number(link.extension_id) });
      } else {
        await money.applyPayment(tx, payment);
      }
      return 'credited';
    }
    // Closing events arrive in any order: they never reopen or undo a paid link.
    if (event.status === 'cancelled' || event.status === 'expired') {
      await tx.query(`UPDATE payment_links SET status = $2 WHERE id = $1 AND status = 'created'`, [
        link.id,
        event.status,
      ]);
    }
    // 'failed' is one failed attempt; the link stays payable.
    return 'recorded';
  }

  return {
    providerName: provider.name,

    /** POST /pay-order/v1/repay: a link for everything the borrower owes on the order. */
    async createRepaymentLink(userId: number, orderId: number): Promise<{ paymentUrl: string }> {
      const order = await ownOrder(userId, orderId);
      if (!REPAYABLE_STATES.includes(order.state)) throw failed(PaymentMessage.notRepayable);
      const amountPaise = await money.outstandingPaise(order.id);
      if (!(amountPaise > 0)) throw failed(PaymentMessage.nothingDue);
      return once(`repayment:${order.id}:${amountPaise}`, () =>
        linkFor({
          order,
          purpose: 'repayment',
          extensionId: null,
          amountPaise,
          expiresAt: addSeconds(clock.now(), LINK_TTL_SECONDS),
        }),
      );
    },

    /**
     * A link for an extension fee. The extension service has checked the extension; the link
     * expires with the fee's deadline at the latest.
     */
    async createExtensionLink(request: {
      userId: number;
      orderId: number;
      extensionId: number;
      amountPaise: number;
      payBy: Date;
    }): Promise<{ paymentUrl: string }> {
      const order = await ownOrder(request.userId, request.orderId);
      const now = clock.now();
      if (request.payBy.getTime() <= now.getTime()) throw failed(PaymentMessage.extensionLapsed);
      if (!(request.amountPaise > 0)) throw failed(PaymentMessage.nothingDue);
      const latest = addSeconds(now, LINK_TTL_SECONDS);
      return once(`extension:${request.extensionId}:${request.amountPaise}`, () =>
        linkFor({
          order,
          purpose: 'extension',
          extensionId: request.extensionId,
          amountPaise: request.amountPaise,
          expiresAt: request.payBy < latest ? request.payBy : latest,
        }),
      );
    },

    /**
     * A gateway webhook: refused (401) unless signed with our secret; otherwise applied at most
     * once per event id, in one transaction with the credit.
     */
    async handleWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<WebhookOutcome> {
      if (!provider.verifyWebhook(rawBody, headers)) {
        log.warn({ provider: provider.name }, 'payment webhook with a bad signature refused');
        throw new AppError(ErrorCode.failed, PaymentMessage.badSignature, 401);
      }
      let event: PaymentWebhookEvent | null;
      try {
        event = provider.parseWebhook(rawBody, headers);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        log.warn(
          { provider: provider.name, reason: error.message },
          'payment webhook not understood',
        );
        throw failed(error.message);
      }
      if (!event) return 'ignored';
      const parsed = event;
      const outcome = await db.transaction((tx) => applyEvent(tx, parsed, rawBody));
      const entry = { provider: provider.name, eventId: parsed.eventId, status: parsed.status };
      if (outcome === 'unknown-link' || outcome === 'already-paid') {
        log.warn({ ...entry, outcome }, 'payment event recorded without a credit');
      } else {
        log.info({ ...entry, outcome }, 'payment event');
      }
      return outcome;
    },

    /** The sandbox checkout page's view of a link; null when there is no such link. */
    async checkoutView(linkId: string): Promise<CheckoutView | null> {
      if (!UUID_PATTERN.test(linkId)) return null;
      const [row] = await db.query<{
        id: string;
        provider_link_id: string;
        order_id: number;
        purpose: 'repayment' | 'extension';
        amount_paise: number;
        status: CheckoutView['status'];
        expires_at: Date;
      }>(
        `SELECT id, provider_link_id, order_id, purpose, amount_paise, status, expires_at
         FROM payment_links WHERE id = $1 AND provider = $2`,
        [linkId, provider.name],
      );
      const order = row ? await orders.forPayment(Number(row.order_id)) : null;
      if (!row || !order) return null;
      const orderNo = order.order_no ?? String(row.order_id);
      const lapsed = new Date(row.expires_at).getTime() <= clock.now().getTime();
      return {
        linkId: row.id,
        providerLinkId: row.provider_link_id,
        orderId: Number(row.order_id),
        orderNo,
        productName: order.product_name,
        purpose: row.purpose,
        description: describePurpose(row.purpose, orderNo),
        amountPaise: Number(row.amount_paise),
        status: row.status === 'created' && lapsed ? 'expired' : row.status,
      };
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
