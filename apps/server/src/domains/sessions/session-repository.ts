import type { Queryable } from '../../db/database';

export function createSessionRepository(db: Queryable) {
  return {
    async insert(
      userId: number,
      tokenHash: string,
      createdAt: Date,
      expiresAt: Date,
    ): Promise<void> {
      await db.query(
        'INSERT INTO sessions (user_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)',
        [userId, tokenHash, createdAt, expiresAt],
      );
    },

    /** The user and expiry of a session that is neither revoked nor expired at `at`. */
    async findLive(
      tokenHash: string,
      at: Date,
    ): Promise<{ userId: number; expiresAt: number } | null> {
      const rows = await db.query<{ user_id: number; expires_at: Date }>(
        `SELECT user_id, expires_at FROM sessions
         WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2`,
        [tokenHash, at],
      );
      const row = rows[0];
      return row ? { userId: row.user_id, expiresAt: new Date(row.expires_at).getTime() } : null;
    },

    async revoke(tokenHash: string, at: Date): Promise<boolean> {
      const rows = await db.query<{ id: number }>(
        `UPDATE sessions SET revoked_at = $2
         WHERE token_hash = $1 AND revoked_at IS NULL RETURNING id`,
        [tokenHash, at],
      );
      return rows.length > 0;
    },
  };
}
