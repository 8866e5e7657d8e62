import type {
  ComplaintCategory,
  ComplaintChannel,
  ComplaintStatus,
} from '@saral/contract/api/ops-complaints';
import type { Queryable } from '../../db/database';

export type ComplaintRow = {
  id: number;
  user_id: number;
  phone: string;
  borrower_name: string | null;
  order_id: number | null;
  category: ComplaintCategory;
  channel: ComplaintChannel;
  description: string;
  status: ComplaintStatus;
  received_at: Date;
  due_at: Date;
  assigned_to: number | null;
  assigned_username: string | null;
  resolution: string | null;
  resolved_at: Date | null;
  created_by_username: string;
};

export type ComplaintEventRow = {
  at: Date;
  operator_username: string;
  kind: 'created' | 'assigned' | 'status' | 'note';
  detail: string;
};

export type ComplaintSearch = {
  status?: ComplaintStatus;
  /** Only pending complaints past their last day at `now`. */
  overdueAt?: Date;
  after?: { dueAt: Date; id: number };
  limit: number;
};

const SELECT = `
  SELECT c.id, c.user_id, u.phone, COALESCE(i.real_name, i.recognized_name) AS borrower_name,
         c.order_id, c.category, c.channel, c.description, c.status, c.received_at, c.due_at,
         c.assigned_to, a.username AS assigned_username, c.resolution, c.resolved_at,
         m.username AS created_by_username
  FROM complaints c
  JOIN users u ON u.id = c.user_id
  LEFT JOIN user_identity i ON i.user_id = c.user_id
  LEFT JOIN operators a ON a.id = c.assigned_to
  JOIN operators m ON m.id = c.created_by`;

const normalise = (row: ComplaintRow): ComplaintRow => ({
  ...row,
  id: Number(row.id),
  user_id: Number(row.user_id),
  order_id: row.order_id === null ? null : Number(row.order_id),
  assigned_to: row.assigned_to === null ? null : Number(row.assigned_to),
  received_at: new Date(row.received_at),
  due_at: new Date(row.due_at),
  resolved_at: row.resolved_at === null ? null : new Date(row.resolved_at),
});

/** SQL of complaints and their history (appended, never changed). */
export function createComplaintsRepository(q: Queryable) {
  return {
    async borrowerIdByPhone(wirePhone: string): Promise<number | null> {
      const [row] = await q.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [
        wirePhone,
      ]);
      return row ? Number(row.id) : null;
    },

    async activeOperatorExists(operatorId: number): Promise<boolean> {
      const rows = await q.query('SELECT 1 FROM operators WHERE id = $1 AND active', [operatorId]);
      return rows.length > 0;
    },

    async insert(complaint: {
      userId: number;
      orderId: number | null;
      category: ComplaintCategory;
      channel: ComplaintChannel;
      description: string;
      receivedAt: Date;
      dueAt: Date;
      createdBy: number;
      at: Date;
    }): Promise<number> {
      const [row] = await q.query<{ id: number }>(
        `INSERT INTO complaints (user_id, order_id, category, channel, description, status,
           received_at, due_at, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, 'open', $6, $7, $8, $9) RETURNING id`,
        [
          complaint.userId,
          complaint.orderId,
          complaint.category,
          complaint.channel,
          complaint.description,
          complaint.receivedAt,
          complaint.dueAt,
          complaint.createdBy,
          complaint.at,
        ],
      );
      if (!row) throw new Error('complaint not inserted');
      return Number(row.id);
    },

    async find(id: number): Promise<ComplaintRow | null> {
      const [row] = await q.query<ComplaintRow>(`${SELECT} WHERE c.id = $1`, [id]);
      return row ? normalise(row) : null;
    },

    /** Locks the complaint until the transaction ends; its status then. */
    async lockStatus(id: number): Promise<ComplaintStatus | null> {
      const [row] = await q.query<{ status: ComplaintStatus }>(
        'SELECT status FROM complaints WHERE id = $1 FOR UPDATE',
        [id],
      );
      return row?.status ?? null;
    },

    async setStatus(
      id: number,
      change: { status: ComplaintStatus; resolution: string | null; resolvedAt: Date | null },
    ): Promise<void> {
      await q.query(
        'UPDATE complaints SET status = $2, resolution = $3, resolved_at = $4 WHERE id = $1',
        [id, change.status, change.resolution, change.resolvedAt],
      );
    },

    async assign(id: number, operatorId: number): Promise<void> {
      await q.query('UPDATE complaints SET assigned_to = $2 WHERE id = $1', [id, operatorId]);
    },

    /** Oldest due first, keyset-paginated on (due_at, id); one more row than the limit. */
    async search(search: ComplaintSearch): Promise<ComplaintRow[]> {
      const where: string[] = [];
      const params: (string | number | Date)[] = [];
      const param = (value: string | number | Date) => {
        params.push(value);
        return `$${params.length}`;
      };
      if (search.status) where.push(`c.status = ${param(search.status)}`);
      if (search.overdueAt) {
        where.push(
          `c.status IN ('open', 'in_progress') AND c.due_at <= ${param(search.overdueAt)}`,
        );
      }
      if (search.after) {
        where.push(`(c.due_at, c.id) > (${param(search.after.dueAt)}, ${param(search.after.id)})`);
      }
      const rows = await q.query<ComplaintRow>(
        `${SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
         ORDER BY c.due_at, c.id LIMIT ${param(search.limit + 1)}`,
        params,
      );
      return rows.map(normalise);
    },

    async addEvent(event: {
      complaintId: number;
      at: Date;
      operatorId: number;
      username: string;
      kind: ComplaintEventRow['kind'];
      detail: string;
    }): Promise<void> {
      await q.query(
        `INSERT INTO complaint_events (complaint_id, at, operator_id, operator_username, kind, detail)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [event.complaintId, event.at, event.operatorId, event.username, event.kind, event.detail],
      );
    },

    /** Oldest first. */
    async eventsOf(complaintId: number): Promise<ComplaintEventRow[]> {
      const rows = await q.query<ComplaintEventRow>(
        `SELECT at, operator_username, kind, detail FROM complaint_events
         WHERE complaint_id = $1 ORDER BY at, id`,
        [complaintId],
      );
      return rows.map((row) => ({ ...row, at: new Date(row.at) }));
    },
  };
}
