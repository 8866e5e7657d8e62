import type { Queryable } from '../../db/database';
import { contactsWithBorrowerOfOrder } from '../orders/collections-queries';

/**
 * SQL of the collections tables: assignments to recovery agents (the newest row of an order is
 * its current one), promises to pay and the contacts log. Rows are appended; a promise's status
 * and an assignment's SMS time are the only things that change.
 */

export type AssignmentRow = {
  id: number;
  order_id: number;
  agent_operator_id: number;
  agent_username: string;
  agent_name: string | null;
  agent_phone: string | null;
  agent_agency: string | null;
  assigned_by_username: string;
  assigned_at: Date;
  agent_notified_at: Date | null;
};

export type PromiseRow = {
  id: number;
  order_id: number;
  amount_paise: number;
  /** YYYY-MM-DD */
  promised_date: string;
  created_by_username: string;
  created_at: Date;
  status: 'open' | 'kept' | 'broken';
  resolved_at: Date | null;
};

export type ContactRow = {
  id: number;
  order_id: number;
  operator_username: string;
  channel: string;
  outcome: string;
  note: string | null;
  contacted_at: Date;
};

export type AgentRow = {
  id: number;
  username: string;
  role: string;
  active: boolean;
  display_name: string | null;
  phone: string | null;
  agency: string | null;
};

const asNumbers = <Row extends object>(row: Row, fields: readonly (keyof Row)[]): Row => {
  const copy = { ...row };
  for (const field of fields) copy[field] = Number(copy[field]) as Row[keyof Row];
  return copy;
};

export function createCollectionsRepository(q: Queryable) {
  return {
    async operator(id: number): Promise<AgentRow | null> {
      const [row] = await q.query<AgentRow>(
        'SELECT id, username, role, active, display_name, phone, agency FROM operators WHERE id = $1',
        [id],
      );
      return row ? asNumbers(row, ['id']) : null;
    },

    async currentAssignment(orderId: number): Promise<AssignmentRow | null> {
      const [row] = await q.query<AssignmentRow>(
        `SELECT a.id, a.order_id, a.agent_operator_id, agent.username AS agent_username,
           agent.display_name AS agent_name, agent.phone AS agent_phone,
           agent.agency AS agent_agency,
           boss.username AS assigned_by_username, a.assigned_at, a.agent_notified_at
         FROM collection_assignments a
         JOIN operators agent ON agent.id = a.agent_operator_id
         JOIN operators boss ON boss.id = a.assigned_by
         WHERE a.order_id = $1 ORDER BY a.id DESC LIMIT 1`,
        [orderId],
      );
      return row ? asNumbers(row, ['id', 'order_id', 'agent_operator_id']) : null;
    },

    async insertAssignment(entry: {
      orderId: number;
      agentId: number;
      assignedBy: number;
      at: Date;
    }): Promise<number> {
      const [row] = await q.query<{ id: number }>(
        `INSERT INTO collection_assignments (order_id, agent_operator_id, assigned_by, assigned_at)
         VALUES ($1, $2, $3, $4) RETURNING id`,
        [entry.orderId, entry.agentId, entry.assignedBy, entry.at],
      );
      if (!row) throw new Error('assignment not inserted');
      return Number(row.id);
    },

    async markAgentNotified(assignmentId: number, at: Date): Promise<void> {
      await q.query('UPDATE collection_assignments SET agent_notified_at = $2 WHERE id = $1', [
        assignmentId,
        at,
      ]);
    },

    /** Newest first. */
    async promisesOf(orderId: number): Promise<PromiseRow[]> {
      const rows = await q.query<PromiseRow>(
        `SELECT p.id, p.order_id, p.amount_paise, to_char(p.promised_date, 'YYYY-MM-DD') AS promised_date,
           op.username AS created_by_username, p.created_at, p.status, p.resolved_at
         FROM promises_to_pay p JOIN operators op ON op.id = p.created_by
         WHERE p.order_id = $1 ORDER BY p.created_at DESC, p.id DESC`,
        [orderId],
      );
      return rows.map((row) => asNumbers(row, ['id', 'order_id', 'amount_paise']));
    },

    async insertPromise(entry: {
      orderId: number;
      amountPaise: number;
      promisedDate: string;
      createdBy: number;
      at: Date;
    }): Promise<number> {
      const [row] = await q.query<{ id: number }>(
        `INSERT INTO promises_to_pay (order_id, amount_paise, promised_date, created_by, created_at)
         VALUES ($1, $2, $3::date, $4, $5) RETURNING id`,
        [entry.orderId, entry.amountPaise, entry.promisedDate, entry.createdBy, entry.at],
      );
      if (!row) throw new Error('promise not inserted');
      return Number(row.id);
    },

    /** Newest first. */
    async contactsOf(orderId: number): Promise<ContactRow[]> {
      const rows = await q.query<ContactRow>(
        `SELECT c.id, c.order_id, op.username AS operator_username, c.channel, c.outcome, c.note,
           c.contacted_at
         FROM collection_contacts c JOIN operators op ON op.id = c.operator_id
         WHERE c.order_id = $1 ORDER BY c.contacted_at DESC, c.id DESC`,
        [orderId],
      );
      return rows.map((row) => asNumbers(row, ['id', 'order_id']));
    },

    /**
     * Contacts logged with the borrower of `orderId` (on any of their loans) from `from` to
     * before `to`; the borrower's row is locked first, so two agents logging at once are counted
     * one after the other.
     */
    async contactsWithBorrowerBetween(orderId: number, from: Date, to: Date): Promise<number> {
      return contactsWithBorrowerOfOrder(q, orderId, from, to);
    },

    async insertContact(entry: {
      orderId: number;
      operatorId: number;
      channel: string;
      outcome: string;
      note: string | null;
      at: Date;
    }): Promise<number> {
      const [row] = await q.query<{ id: number }>(
        `INSERT INTO collection_contacts (order_id, operator_id, channel, outcome, note, contacted_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [entry.orderId, entry.operatorId, entry.channel, entry.outcome, entry.note, entry.at],
      );
      if (!row) throw new Error('contact not inserted');
      return Number(row.id);
    },
  };
}
export type CollectionsRepository = ReturnType<typeof createCollectionsRepository>;
