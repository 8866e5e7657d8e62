import type { Queryable } from '../../db/database';

/**
 * What other domains name an order by (its borrower and its number), read here so that SQL on the
 * orders table stays in the orders module.
 */

export type OrderReference = { orderId: number; userId: number; orderNo: string };

const referenceOf = (row: { id: number; user_id: number; order_no: string | null }) => ({
  orderId: Number(row.id),
  userId: Number(row.user_id),
  orderNo: row.order_no ?? String(row.id),
});

/** The order's borrower and number; null when there is no such order. */
export async function orderReference(
  q: Queryable,
  orderId: number,
): Promise<OrderReference | null> {
  const [row] = await q.query<{ id: number; user_id: number; order_no: string | null }>(
    'SELECT id, user_id, order_no FROM orders WHERE id = $1',
    [orderId],
  );
  return row ? referenceOf(row) : null;
}

/** The numbers of the given orders, by id (unknown ids are left out). */
export async function orderNumbers(
  q: Queryable,
  orderIds: readonly number[],
): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const ids = [...new Set(orderIds)];
  const rows = await q.query<{ id: number; user_id: number; order_no: string | null }>(
    `SELECT id, user_id, order_no FROM orders
     WHERE id IN (${ids.map((_, index) => `$${index + 1}`).join(', ')})`,
    ids,
  );
  return new Map(rows.map((row) => [Number(row.id), referenceOf(row).orderNo]));
}
