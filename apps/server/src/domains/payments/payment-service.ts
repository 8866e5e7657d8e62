import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentStatus } from '@saral/contract/api/money';
import { ErrorCode } from '@saral/contract/error-codes';
import type { Database } from '../../db/database';
import { AppError, failed, notFound } from '../../shared/app-error';
import { addSeconds, type Clock } from '../../shared/clock';
import { REPAYABLE_STATES } from '../orders/repayment';
import { createServicingRepository, type PaymentOrderRow } from '../orders/servicing-repository';
import { PaymentProviderError, type PaymentLinkProvider } from './payment-provider';
import { paymentStatusOf } from './payment-status';
import { WebhookMessage, createWebhookHandler } from './payment-webhooks';
import {
  paymentReturnPath,
  type CheckoutView,
  type LinkPurpose,
  type PaymentMoney,
} from './payment-model';

export const LINK_TTL_SECONDS = 60 * 60;
/** A link is handed out again only while the borrower still has this long to pay through it. */
export const LINK_REUSE_MIN_SECONDS = 15 * 60;

export const PaymentMessage = {
  notRepayable: 'This loan has nothing to repay now',
  nothingDue: 'Nothing is due on this loan',
  extensionLapsed: 'The extension fee can no longer be paid',
  coolingOffOver: 'The cooling-off period of this loan has ended',
  unavailable: 'Payment service is unavailable, please try again',
  badSignature: WebhookMessage.badSignature,
} as const;

export type PaymentServiceDeps = {
  db: Database;
  provider: PaymentLinkProvider;
  clock: Clock;
  log: FastifyBaseLogger;
  money: PaymentMoney;
  /** Origin the gateway sends the browser back to; '' keeps the return URL relative. */
  publicBaseUrl?: string;
};

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const PURPOSE_TEXT: Record<LinkPurpose, string> = {
  repayment: 'Repayment of loan',
  extension: 'Extension fee for loan',
  cooling_off: 'Cooling-off exit (closing) of loan',
};

function describePurpose(purpose: LinkPurpose, orderNo: string): string {
  return `${PURPOSE_TEXT[purpose]} ${orderNo}`;
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
    purpose: LinkPurpose;
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
        callbackUrl: `${origin}${paymentReturnPath(order.id, linkId)}`,
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

  /** A link that must be paid by a deadline (an extension fee, a cooling-off exit). */
  async function timedLink(request: {
    userId: number;
    orderId: number;
    purpose: LinkPurpose;
    extensionId: number | null;
    amountPaise: number;
    payBy: Date;
    /** The refusal once the deadline has passed. */
    lapsed: string;
  }): Promise<{ paymentUrl: string }> {
    const order = await ownOrder(request.userId, request.orderId);
    const now = clock.now();
    if (request.payBy.getTime() <= now.getTime()) throw failed(request.lapsed);
    if (!(request.amountPaise > 0)) throw failed(PaymentMessage.nothingDue);
    const latest = addSeconds(now, LINK_TTL_SECONDS);
    const key = `${request.purpose}:${request.orderId}:${request.extensionId}:${request.amountPaise}`;
    return once(key, () =>
      linkFor({
        order,
        purpose: request.purpose,
        extensionId: request.extensionId,
        amountPaise: request.amountPaise,
        expiresAt: request.payBy < latest ? request.payBy : latest,
      }),
    );
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
    createExtensionLink: (request: {
      userId: number;
      orderId: number;
      extensionId: number;
      amountPaise: number;
      payBy: Date;
    }) => timedLink({ ...request, purpose: 'extension', lapsed: PaymentMessage.extensionLapsed }),

    /**
     * A link for a cooling-off exit. The orders module has checked the exit and its amount; the
     * link expires when the cooling-off period ends at the latest.
     */
    createCoolingOffLink: (request: {
      userId: number;
      orderId: number;
      amountPaise: number;
      payBy: Date;
    }) =>
      timedLink({
        ...request,
        extensionId: null,
        purpose: 'cooling_off',
        lapsed: PaymentMessage.coolingOffOver,
      }),

    /** A gateway webhook (payment-webhooks). */
    handleWebhook: createWebhookHandler({ db, provider, clock, log, money }),

    /**
     * How each payment of the order was paid, by the reference its ledger credit carries
     * (`provider:event id`); payments whose gateway did not say are left out.
     */
    async paymentMethods(orderId: number): Promise<ReadonlyMap<string, string>> {
      const rows = await db.query<{ provider: string; event_id: string; method: string }>(
        `SELECT e.provider, e.event_id, e.method FROM payment_events e
         JOIN payment_links l ON l.id = e.link_id
         WHERE l.order_id = $1 AND e.method IS NOT NULL`,
        [orderId],
      );
      return new Map(rows.map((row) => [`${row.provider}:${row.event_id}`, row.method]));
    },

    /** Where the payment through one of the borrower's links stands (payment-status.ts). */
    paymentStatus: (userId: number, linkId: string): Promise<PaymentStatus> =>
      paymentStatusOf(db, { userId, linkId, now: clock.now() }),

    /** The sandbox checkout page's view of a link; null when there is no such link. */
    async checkoutView(linkId: string): Promise<CheckoutView | null> {
      if (!UUID_PATTERN.test(linkId)) return null;
      const [row] = await db.query<{
        id: string;
        provider_link_id: string;
        order_id: number;
        purpose: LinkPurpose;
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
