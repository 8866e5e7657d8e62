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

    async findLiveUserId(tokenHash: string, at: Date): Promise<number | null> {
      const rows = await db.query<{ user_id: number }>(
        `SELECT user_id FROM sessions
         WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2`,
        [tokenHash, at],
      );
      return rows[0]?.user_id ?? null;
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
