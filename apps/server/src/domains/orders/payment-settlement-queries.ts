import type { Queryable } from '../../db/database';

/** A payment the gateway told us about, with the order it was for (reconciliation). */
export type RecordedPayment = {
  reference: string;
  amount_paise: string;
  received_at: Date;
  order_no: string | null;
};

// Money received: the webhook outcomes of a paid event (credited, kept as credit, or for a link
// we do not know); 'recorded' (failed, cancelled, expired) and 'rejected' moved no money.
const RECEIVED = `e.amount_paise > 0 AND e.outcome IN ('credited', 'overpaid', 'unknown-link')`;
const COLUMNS = `e.payment_reference AS reference, e.amount_paise, e.received_at, o.order_no`;
const FROM = `FROM payment_events e
  LEFT JOIN payment_links l ON l.id = e.link_id
  LEFT JOIN orders o ON o.id = l.order_id`;

/** Payments received in [from, to). */
export async function paymentsReceivedBetween(
  db: Queryable,
  from: Date,
  to: Date,
): Promise<RecordedPayment[]> {
  return db.query<RecordedPayment>(
    `SELECT ${COLUMNS} ${FROM}
     WHERE ${RECEIVED} AND e.received_at >= $1 AND e.received_at < $2
     ORDER BY e.received_at, e.payment_reference`,
    [from, to],
  );
}

/** Payments received with these gateway references, whenever they arrived. */
export async function paymentsWithReferences(
  db: Queryable,
  references: readonly string[],
): Promise<RecordedPayment[]> {
  if (references.length === 0) return [];
  return db.query<RecordedPayment>(
    `SELECT ${COLUMNS} ${FROM} WHERE ${RECEIVED} AND e.payment_reference = ANY($1::text[])`,
    [references],
  );
}
