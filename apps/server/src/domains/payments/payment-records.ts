import type { Queryable } from '../../db/database';

/** A payment link of an order with the gateway events received on it (operators' loan detail). */
export type PaymentLinkRecord = {
  id: string;
  purpose: string;
  provider: string;
  amountPaise: number;
  status: string;
  createdAt: Date;
  expiresAt: Date;
  events: {
    eventId: string;
    amountPaise: number;
    outcome: string | null;
    reason: string | null;
    method: string | null;
    receivedAt: Date;
  }[];
};

/** Every payment link of the order, newest first, each with its events (oldest first). */
export async function paymentLinksOfOrder(
  q: Queryable,
  orderId: number,
): Promise<PaymentLinkRecord[]> {
  const links = await q.query<{
    id: string;
    purpose: string;
    provider: string;
    amount_paise: number;
    status: string;
    created_at: Date;
    expires_at: Date;
  }>(
    `SELECT id::text AS id, purpose, provider, amount_paise, status, created_at, expires_at
     FROM payment_links WHERE order_id = $1 ORDER BY created_at DESC, id DESC`,
    [orderId],
  );
  const events = await q.query<{
    link_id: string;
    event_id: string;
    amount_paise: number;
    outcome: string | null;
    reason: string | null;
    method: string | null;
    received_at: Date;
  }>(
    `SELECT e.link_id::text AS link_id, e.event_id, e.amount_paise, e.outcome, e.reason, e.method,
       e.received_at
     FROM payment_events e JOIN payment_links l ON l.id = e.link_id
     WHERE l.order_id = $1 ORDER BY e.received_at, e.event_id`,
    [orderId],
  );
  return links.map((link) => ({
    id: link.id,
    purpose: link.purpose,
    provider: link.provider,
    amountPaise: Number(link.amount_paise),
    status: link.status,
    createdAt: new Date(link.created_at),
    expiresAt: new Date(link.expires_at),
    events: events
      .filter((event) => event.link_id === link.id)
      .map((event) => ({
        eventId: event.event_id,
        amountPaise: Number(event.amount_paise),
        outcome: event.outcome,
        reason: event.reason,
        method: event.method,
        receivedAt: new Date(event.received_at),
      })),
  }));
}
