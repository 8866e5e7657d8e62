import type { Queryable } from '../../db/database';

/** Who applied for an order, when, and from which address and device (the fraud check). */
export type OrderOrigin = {
  id: number;
  user_id: number;
  created_at: Date;
  apply_ip: string | null;
  apply_device: string | null;
};

export async function orderOrigin(q: Queryable, orderId: number): Promise<OrderOrigin | null> {
  const [row] = await q.query<OrderOrigin>(
    'SELECT id, user_id, created_at, apply_ip, apply_device FROM orders WHERE id = $1',
    [orderId],
  );
  return row ? { ...row, id: Number(row.id), user_id: Number(row.user_id) } : null;
}

/** Applications made from one address or one device after `since`, up to this order. */
export async function applicationsFrom(
  q: Queryable,
  origin: { ip: string } | { device: string },
  since: Date,
  upToOrderId: number,
): Promise<number> {
  const [column, value] =
    'ip' in origin ? ['apply_ip', origin.ip] : ['apply_device', origin.device];
  const [row] = await q.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM orders
     WHERE ${column} = $1 AND created_at > $2 AND id <= $3`,
    [value, since, upToOrderId],
  );
  return Number(row?.count ?? 0);
}
