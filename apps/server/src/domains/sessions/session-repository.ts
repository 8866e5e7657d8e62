import type { NativeDevice } from '@saral/contract/api/native';
import type { Queryable } from '../../db/database';

export type LiveSession = {
  /** The sessions row id (a child session records its parent's). */
  id: number;
  userId: number;
  expiresAt: number;
  isApp: boolean;
  /** Set for a session opened with another session's token (POST /user/v1/user-login). */
  parentSessionId: number | null;
};

export function createSessionRepository(db: Queryable) {
  return {
    /**
     * `device` is set for sessions opened by a native-app login (is_app); `parentSessionId` for
     * one opened with another session's token.
     */
    async insert(
      userId: number,
      tokenHash: string,
      createdAt: Date,
      expiresAt: Date,
      device: NativeDevice | null = null,
      parentSessionId: number | null = null,
    ): Promise<void> {
      await db.query(
        `INSERT INTO sessions (user_id, token_hash, created_at, expires_at, is_app, device_id,
           app_version, idfv, idfa, system_version, device_model, parent_session_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          userId,
          tokenHash,
          createdAt,
          expiresAt,
          device !== null,
          device?.deviceId ?? null,
          device?.version ?? null,
          device?.idfv ?? null,
          device?.idfa ?? null,
          device?.systemVersion ?? null,
          device?.model ?? null,
          parentSessionId,
        ],
      );
    },

    /**
     * The user, expiry and kind of a session that is neither revoked nor expired at `at`. A child
     * session also needs its parent live: revoking the parent ends it even where the cascade in
     * `revoke` did not reach (e.g. a row revoked by hand).
     */
    async findLive(tokenHash: string, at: Date): Promise<LiveSession | null> {
      const rows = await db.query<{
        id: number;
        user_id: number;
        expires_at: Date;
        is_app: boolean;
        parent_session_id: number | null;
      }>(
        `SELECT s.id, s.user_id, s.expires_at, s.is_app, s.parent_session_id FROM sessions s
         LEFT JOIN sessions parent ON parent.id = s.parent_session_id
         WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2
           AND (s.parent_session_id IS NULL
             OR (parent.revoked_at IS NULL AND parent.expires_at > $2))`,
        [tokenHash, at],
      );
      const row = rows[0];
      return row
        ? {
            id: Number(row.id),
            userId: Number(row.user_id),
            expiresAt: new Date(row.expires_at).getTime(),
            isApp: row.is_app === true,
            parentSessionId: row.parent_session_id === null ? null : Number(row.parent_session_id),
          }
        : null;
    },

    /**
     * Revokes the session and every live child session opened with its token; answers the token
     * hashes of all rows it revoked (empty when the session was unknown or already revoked).
     */
    async revoke(tokenHash: string, at: Date): Promise<string[]> {
      const rows = await db.query<{ token_hash: string }>(
        `WITH target AS (
           UPDATE sessions SET revoked_at = $2
           WHERE token_hash = $1 AND revoked_at IS NULL RETURNING id, token_hash
         ), children AS (
           UPDATE sessions SET revoked_at = $2
           WHERE parent_session_id IN (SELECT id FROM target) AND revoked_at IS NULL
           RETURNING token_hash
         )
         SELECT token_hash FROM target UNION ALL SELECT token_hash FROM children`,
        [tokenHash, at],
      );
      return rows.map((row) => row.token_hash);
    },

    /** Revokes every live session of the user (account closed); answers their token hashes. */
    async revokeAllOfUser(userId: number, at: Date): Promise<string[]> {
      const rows = await db.query<{ token_hash: string }>(
        `UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL
         RETURNING token_hash`,
        [userId, at],
      );
      return rows.map((row) => row.token_hash);
    },
  };
}
