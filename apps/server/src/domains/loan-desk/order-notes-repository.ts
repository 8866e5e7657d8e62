import type { Queryable } from '../../db/database';

export type OrderNoteRow = {
  id: number;
  order_id: number;
  operator_id: number;
  operator_username: string;
  body: string;
  created_at: Date;
};

const normalise = (row: OrderNoteRow): OrderNoteRow => ({
  ...row,
  id: Number(row.id),
  order_id: Number(row.order_id),
  operator_id: Number(row.operator_id),
  created_at: new Date(row.created_at),
});

/** SQL of operators' notes on orders: appended, never changed. */
export function createOrderNotesRepository(q: Queryable) {
  return {
    async insert(note: {
      orderId: number;
      operatorId: number;
      username: string;
      text: string;
      at: Date;
    }): Promise<OrderNoteRow> {
      const [row] = await q.query<OrderNoteRow>(
        `INSERT INTO order_notes (order_id, operator_id, operator_username, body, created_at)
         VALUES ($1, $2, $3, $4, $5)
         RETURNING id, order_id, operator_id, operator_username, body, created_at`,
        [note.orderId, note.operatorId, note.username, note.text, note.at],
      );
      if (!row) throw new Error('order note not inserted');
      return normalise(row);
    },

    /** The order's notes, newest first. */
    async notesOf(orderId: number): Promise<OrderNoteRow[]> {
      const rows = await q.query<OrderNoteRow>(
        `SELECT id, order_id, operator_id, operator_username, body, created_at FROM order_notes
         WHERE order_id = $1 ORDER BY created_at DESC, id DESC`,
        [orderId],
      );
      return rows.map(normalise);
    },
  };
}
