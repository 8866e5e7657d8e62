import { PaymentOutcome, type PaymentStatus } from '@saral/contract/api/money';
import { paiseToRupees } from '@saral/contract/money';
import type { Queryable } from '../../db/database';
import { notFound } from '../../shared/app-error';
import { createServicingRepository } from '../orders/servicing-repository';
import type { CheckoutView, LinkPurpose } from './payment-model';

/**
 * Where the payment through one of the borrower's links stands, for the app's outcome page:
 * paid once the gateway confirmed it; failed when its last attempt failed or it closed unpaid;
 * pending otherwise. Someone else's link looks exactly like a missing one.
 */
export async function paymentStatusOf(
  db: Queryable,
  ask: { userId: number; linkId: string; now: Date },
): Promise<PaymentStatus> {
  const [link] = await db.query<{
    order_id: number;
    purpose: LinkPurpose;
    amount_paise: number;
    status: CheckoutView['status'];
    expires_at: Date;
    paid_paise: number | null;
    last_reason: string | null;
  }>(
    `SELECT l.order_id, l.purpose, l.amount_paise, l.status, l.expires_at,
       (SELECT sum(e.amount_paise) FROM payment_events e
        WHERE e.link_id = l.id AND e.outcome IN ('credited', 'overpaid')) AS paid_paise,
       (SELECT e.reason FROM payment_events e WHERE e.link_id = l.id
        ORDER BY e.received_at DESC, e.event_id DESC LIMIT 1) AS last_reason
     FROM payment_links l WHERE l.id = $1`,
    [ask.linkId],
  );
  const order = link ? await createServicingRepository(db).forPayment(Number(link.order_id)) : null;
  if (!link || !order || order.user_id !== ask.userId) throw notFound('Payment');
  const lapsed = new Date(link.expires_at).getTime() <= ask.now.getTime();
  const status: PaymentOutcome =
    link.status === 'paid'
      ? PaymentOutcome.paid
      : link.status !== 'created' || lapsed || link.last_reason === 'failed'
        ? PaymentOutcome.failed
        : PaymentOutcome.pending;
  return {
    orderId: Number(link.order_id),
    purpose: link.purpose,
    status,
    amount: paiseToRupees(Number(link.amount_paise)),
    paidAmount: paiseToRupees(Number(link.paid_paise ?? 0)),
  };
}
