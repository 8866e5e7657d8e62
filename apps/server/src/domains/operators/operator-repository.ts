import type { OperatorRoleValue } from '@saral/contract/api/operator';
import type { Queryable } from '../../db/database';

export type OperatorRow = {
  id: number;
  username: string;
  password_hash: string;
  role: OperatorRoleValue;
  active: boolean;
};

/** The operator behind a live session, and that session's id. */
export type OperatorIdentity = {
  id: number;
  username: string;
  role: OperatorRoleValue;
  sessionId: number;
  /** Two-step sign-in is on for this operator. */
  twoStepOn: boolean;
};

export function createOperatorRepository(db: Queryable) {
  return {
    async findByUsername(username: string): Promise<OperatorRow | null> {
      const rows = await db.query<OperatorRow>(
        'SELECT id, username, password_hash, role, active FROM operators WHERE username = $1',
        [username],
      );
      const row = rows[0];
      return row ? { ...row, id: Number(row.id) } : null;
    },

    /** Usernames of these that exist already. */
    async existingUsernames(usernames: readonly string[]): Promise<Set<string>> {
      const rows = await db.query<{ username: string }>(
        'SELECT username FROM operators WHERE username = ANY($1::text[])',
        [usernames],
      );
      return new Set(rows.map((row) => row.username));
    },

    /** Creates the operator; null when the username is taken. */
    async insert(input: {
      username: string;
      passwordHash: string;
      role: OperatorRoleValue;
    }): Promise<number | null> {
      const rows = await db.query<{ id: number }>(
        `INSERT INTO operators (username, password_hash, role) VALUES ($1, $2, $3)
         ON CONFLICT (username) DO NOTHING RETURNING id`,
        [input.username, input.passwordHash, input.role],
      );
      return rows[0] ? Number(rows[0].id) : null;
    },

    /** A recovery agent's name, phone and agency, where none are set yet (the demo seed). */
    async setDetailsIfMissing(
      username: string,
      details: { displayName: string; phone: string; agency: string },
    ): Promise<void> {
      await db.query(
        `UPDATE operators SET display_name = $2, phone = $3, agency = $4
         WHERE username = $1 AND display_name IS NULL AND phone IS NULL AND agency IS NULL`,
        [username, details.displayName, details.phone, details.agency],
      );
    },

    /** New password and role for an existing operator; reactivates it and ends its sessions. */
    async reset(input: {
      username: string;
      passwordHash: string;
      role: OperatorRoleValue;
    }): Promise<boolean> {
      const rows = await db.query<{ id: number }>(
        `UPDATE operators SET password_hash = $2, role = $3, active = true
         WHERE username = $1 RETURNING id`,
        [input.username, input.passwordHash, input.role],
      );
      const id = rows[0]?.id;
      if (id === undefined) return false;
      await db.query('DELETE FROM operator_sessions WHERE operator_id = $1', [id]);
      return true;
    },

    async insertSession(
      session: { tokenHash: string; operatorId: number; ip: string },
      createdAt: Date,
      expiresAt: Date,
    ): Promise<void> {
      await db.query(
        `INSERT INTO operator_sessions (token_hash, operator_id, ip, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [session.tokenHash, session.operatorId, session.ip, createdAt, expiresAt],
      );
    },

    async setLastSignIn(operatorId: number, at: Date): Promise<void> {
      await db.query('UPDATE operators SET last_sign_in_at = $2 WHERE id = $1', [operatorId, at]);
    },

    /** The active operator of an unexpired session. */
    async findLiveSession(tokenHash: string, at: Date): Promise<OperatorIdentity | null> {
      const rows = await db.query<OperatorIdentity>(
        `SELECT o.id, o.username, o.role, s.id AS "sessionId",
           o.two_step_enabled_at IS NOT NULL AS "twoStepOn"
         FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
         WHERE s.token_hash = $1 AND s.expires_at > $2 AND o.active`,
        [tokenHash, at],
      );
      const row = rows[0];
      return row ? { ...row, id: Number(row.id), sessionId: Number(row.sessionId) } : null;
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db.query('DELETE FROM operator_sessions WHERE token_hash = $1', [tokenHash]);
    },

    async deleteExpiredSessions(at: Date): Promise<void> {
      await db.query('DELETE FROM operator_sessions WHERE expires_at <= $1', [at]);
    },
  };
}
