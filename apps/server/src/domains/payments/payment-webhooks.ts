import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode } from '@saral/contract/error-codes';
import type { Database, Queryable } from '../../db/database';
import { AppError, failed } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import {
  PaymentProviderError,
  type PaymentLinkProvider,
  type PaymentWebhookEvent,
  type WebhookHeaders,
} from './payment-provider';
import type { LinkPurpose, PaymentMoney } from './payment-model';

/** What one webhook delivery did; 'credited' and 'overpaid' moved money. */
export type WebhookOutcome =
  'credited' | 'duplicate' | 'overpaid' | 'recorded' | 'unknown-link' | 'ignored';

export const WebhookMessage = {
  badSignature: 'Invalid webhook signature',
  badAmount: 'A paid event must carry a positive whole number of paise',
} as const;

type LinkRow = {
  id: string;
  order_id: number;
  purpose: LinkPurpose;
  extension_id: number | null;
  status: 'created' | 'paid' | 'cancelled' | 'expired';
  created_at: Date;
};

/** Why a paid event cannot be credited (the ledger takes positive whole paise only), or null. */
export function paidAmountProblem(event: PaymentWebhookEvent): string | null {
  if (event.status !== 'paid') return null;
  const amount = event.amountPaise;
  return Number.isSafeInteger(amount) && amount > 0
    ? null
    : `paid amount ${String(amount)} is not a positive whole number of paise`;
}

export type WebhookDeps = {
  db: Database;
  provider: PaymentLinkProvider;
  clock: Clock;
  log: FastifyBaseLogger;
  money: PaymentMoney;
};

/**
 * The gateway's webhooks. A payment is credited only by a verified event, once per event id and
 * once per link, in the transaction that records it; a further payment of a paid link is kept
 * as the borrower's credit; an event whose paid amount the ledger cannot take is refused (400)
 * and recorded as rejected, so a gateway retrying it is answered the same way each time.
 */
export function createWebhookHandler({ db, provider, clock, log, money }: WebhookDeps) {
  async function lockLink(tx: Queryable, providerLinkId: string): Promise<LinkRow | undefined> {
    // The link's row lock orders concurrent events for one link.
    const [link] = await tx.query<LinkRow>(
      `SELECT id, order_id, purpose, extension_id, status, created_at FROM payment_links
       WHERE provider = $1 AND provider_link_id = $2 FOR UPDATE`,
      [provider.name, providerLinkId],
    );
    return link;
  }

  /** Records the event once; false when its id was recorded before (a redelivery). */
  async function recordEvent(
    tx: Queryable,
    event: PaymentWebhookEvent,
    record: { linkId: string | null; rawBody: Buffer; outcome: string | null; reason?: string },
  ): Promise<boolean> {
    const amount = Number.isSafeInteger(event.amountPaise) ? event.amountPaise : 0;
    const inserted = await tx.query(
      `INSERT INTO payment_events (event_id, provider, link_id, amount_paise, payload, received_at,
         outcome, reason, method, payment_reference)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10)
       ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
      [
        event.eventId,
        provider.name,
        record.linkId,
        amount,
        record.rawBody.toString('utf8'),
        clock.now(),
        record.outcome,
        record.reason ?? null,
        event.method ?? null,
        event.paymentReference ?? event.eventId,
      ],
    );
    return inserted.length > 0;
  }

  async function setOutcome(tx: Queryable, eventId: string, outcome: WebhookOutcome) {
    await tx.query('UPDATE payment_events SET outcome = $2 WHERE event_id = $1', [
      eventId,
      outcome,
    ]);
  }

  /** Applies one verified event; every branch records it, so a redelivery is a no-op. */
  async function applyEvent(
    tx: Queryable,
    event: PaymentWebhookEvent,
    rawBody: Buffer,
  ): Promise<WebhookOutcome> {
    const link = await lockLink(tx, event.providerLinkId);
    if (!(await recordEvent(tx, event, { linkId: link?.id ?? null, rawBody, outcome: null }))) {
      return 'duplicate';
    }
    const outcome = await act(tx, event, link);
    await setOutcome(tx, event.eventId, outcome);
    return outcome;
  }

  async function act(
    tx: Queryable,
    event: PaymentWebhookEvent,
    link: LinkRow | undefined,
  ): Promise<WebhookOutcome> {
    if (!link) return 'unknown-link';
    if (event.status === 'paid') {
      const payment = {
        orderId: Number(link.order_id),
        amountPaise: event.amountPaise,
        reference: `${provider.name}:${event.eventId}`,
      };
      // A link is paid once: the borrower did not owe a further payment, so it is kept whole as
      // their credit to refund.
      if (link.status === 'paid') {
        await money.applyOverpayment(tx, payment);
        return 'overpaid';
      }
      // Paid after cancelled or expired still took the borrower's money: credit it.
      await tx.query(`UPDATE payment_links SET status = 'paid' WHERE id = $1`, [link.id]);
      if (link.purpose === 'extension' && link.extension_id !== null && money.applyExtensionFee) {
        await money.applyExtensionFee(tx, { ...payment, extensionId: Number(link.extension_id) });
      } else if (link.purpose === 'cooling_off' && money.applyCoolingOffExit) {
        await money.applyCoolingOffExit(tx, { ...payment, requestedAt: new Date(link.created_at) });
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
    // 'failed' is one failed attempt; the link stays payable. The reason keeps which it was, so
    // the borrower's return page can say the attempt failed.
    await tx.query('UPDATE payment_events SET reason = $2 WHERE event_id = $1', [
      event.eventId,
      event.status,
    ]);
    return 'recorded';
  }

  /** Keeps an event the ledger cannot take, with why, and refuses it (HTTP 400). */
  async function reject(event: PaymentWebhookEvent, rawBody: Buffer, reason: string) {
    await db.transaction(async (tx) => {
      const link = await lockLink(tx, event.providerLinkId);
      await recordEvent(tx, event, {
        linkId: link?.id ?? null,
        rawBody,
        outcome: 'rejected',
        reason,
      });
    });
    log.warn({ provider: provider.name, eventId: event.eventId, reason }, 'payment event rejected');
    return failed(WebhookMessage.badAmount);
  }

  /**
   * A gateway webhook: refused (401) unless signed with our secret; otherwise applied at most
   * once per event id, in one transaction with the credit.
   */
  return async function handleWebhook(
    rawBody: Buffer,
    headers: WebhookHeaders,
  ): Promise<WebhookOutcome> {
    if (!provider.verifyWebhook(rawBody, headers)) {
      log.warn({ provider: provider.name }, 'payment webhook with a bad signature refused');
      throw new AppError(ErrorCode.failed, WebhookMessage.badSignature, 401);
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
    const problem = paidAmountProblem(parsed);
    if (problem) throw await reject(parsed, rawBody, problem);
    const outcome = await db.transaction((tx) => applyEvent(tx, parsed, rawBody));
    const entry = { provider: provider.name, eventId: parsed.eventId, status: parsed.status };
    if (outcome === 'unknown-link' || outcome === 'overpaid') {
      log.warn({ ...entry, outcome }, 'payment event needs an operator');
    } else {
      log.info({ ...entry, outcome }, 'payment event');
    }
    return outcome;
  };
}
