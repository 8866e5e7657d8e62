import type { OperatorRoleValue } from '@saral/contract/api/operator';
import type { Queryable } from '../../db/database';

export type ManagedOperatorRow = {
  id: number;
  username: string;
  role: OperatorRoleValue;
  active: boolean;
  created_at: Date;
  last_sign_in_at: Date | null;
  two_step_on: boolean;
  active_sessions: number;
  display_name: string | null;
  phone: string | null;
  agency: string | null;
  /** Counts every change of role or status (a stale edit is refused). */
  revision: number;
};

export type SessionRow = {
  id: number;
  operator_id: number;
  username: string;
  role: OperatorRoleValue;
  ip: string | null;
  created_at: Date;
  expires_at: Date;
};

const OPERATOR_COLUMNS = `o.id, o.username, o.role, o.active, o.created_at, o.last_sign_in_at, o.revision,
  o.display_name, o.phone, o.agency,
  o.two_step_enabled_at IS NOT NULL AS two_step_on,
  (SELECT count(*) FROM operator_sessions s WHERE s.operator_id = o.id AND s.expires_at > $1)
    AS active_sessions`;

const toOperator = (row: ManagedOperatorRow): ManagedOperatorRow => ({
  ...row,
  id: Number(row.id),
  active_sessions: Number(row.active_sessions),
  revision: Number(row.revision),
});

/** Operators and sessions as admins manage them (operator-admin-service.ts). */
export function createOperatorAdminRepository(db: Queryable) {
  return {
    async list(now: Date): Promise<ManagedOperatorRow[]> {
      const rows = await db.query<ManagedOperatorRow>(
        `SELECT ${OPERATOR_COLUMNS} FROM operators o ORDER BY o.username`,
        [now],
      );
      return rows.map(toOperator);
    },

    /** The operator, its row locked until the transaction ends. */
    async lock(id: number, now: Date): Promise<ManagedOperatorRow | null> {
      await db.query('SELECT id FROM operators WHERE id = $1 FOR UPDATE', [id]);
      const rows = await db.query<ManagedOperatorRow>(
        `SELECT ${OPERATOR_COLUMNS} FROM operators o WHERE o.id = $2`,
        [now, id],
      );
      return rows[0] ? toOperator(rows[0]) : null;
    },

    /**
     * Active admins, their rows locked: two admins demoting or disabling each other at once
     * cannot both pass the last-admin check.
     */
    async lockActiveAdmins(): Promise<number[]> {
      const rows = await db.query<{ id: number }>(
        `SELECT id FROM operators WHERE role = 'admin' AND active ORDER BY id FOR UPDATE`,
      );
      return rows.map((row) => Number(row.id));
    },

    async setRole(id: number, role: OperatorRoleValue): Promise<void> {
      await db.query('UPDATE operators SET role = $2, revision = revision + 1 WHERE id = $1', [
        id,
        role,
      ]);
    },

    async setActive(id: number, active: boolean): Promise<void> {
      await db.query('UPDATE operators SET active = $2, revision = revision + 1 WHERE id = $1', [
        id,
        active,
      ]);
    },

    /** A recovery agent's name, phone and agency (what the borrower is sent). */
    async setDetails(
      id: number,
      details: { displayName: string; phone: string; agency: string },
    ): Promise<void> {
      await db.query(
        'UPDATE operators SET display_name = $2, phone = $3, agency = $4 WHERE id = $1',
        [id, details.displayName, details.phone, details.agency],
      );
    },

    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.query('UPDATE operators SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
    },

    /** Ends every session of the operator; how many were live. */
    async deleteSessionsOf(operatorId: number, now: Date): Promise<number> {
      const rows = await db.query<{ live: boolean }>(
        `DELETE FROM operator_sessions WHERE operator_id = $1 RETURNING expires_at > $2 AS live`,
        [operatorId, now],
      );
      return rows.filter((row) => row.live).length;
    },

    async liveSessions(now: Date): Promise<SessionRow[]> {
      const rows = await db.query<SessionRow>(
        `SELECT s.id, s.operator_id, o.username, o.role, s.ip, s.created_at, s.expires_at
         FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
         WHERE s.expires_at > $1 AND o.active ORDER BY s.created_at DESC, s.id DESC`,
        [now],
      );
      return rows.map((row) => ({
        ...row,
        id: Number(row.id),
        operator_id: Number(row.operator_id),
      }));
    },

    /** Deletes the session; its row as it was, or null when there was none. */
    async deleteSession(id: number): Promise<SessionRow | null> {
      const rows = await db.query<SessionRow>(
        `DELETE FROM operator_sessions s USING operators o
         WHERE s.id = $1 AND o.id = s.operator_id
         RETURNING s.id, s.operator_id, o.username, o.role, s.ip, s.created_at, s.expires_at`,
        [id],
      );
      const row = rows[0];
      return row ? { ...row, id: Number(row.id), operator_id: Number(row.operator_id) } : null;
    },
  };
}
