import type { NativeDevice } from '@saral/contract/api/native';
import type { Queryable } from '../../db/database';

export type LiveSession = { userId: number; expiresAt: number; isApp: boolean };

export function createSessionRepository(db: Queryable) {
  return {
    /** `device` is set for sessions opened by a native-app login (is_app). */
    async insert(
      userId: number,
      tokenHash: string,
      createdAt: Date,
      expiresAt: Date,
      device: NativeDevice | null = null,
    ): Promise<void> {
      await db.query(
        `INSERT INTO sessions (user_id, token_hash, created_at, expires_at, is_app, device_id,
           app_version, idfv, idfa, system_version, device_model)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
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
        ],
      );
    },

    /** The user, expiry and kind of a session that is neither revoked nor expired at `at`. */
    async findLive(tokenHash: string, at: Date): Promise<LiveSession | null> {
      const rows = await db.query<{ user_id: number; expires_at: Date; is_app: boolean }>(
        `SELECT user_id, expires_at, is_app FROM sessions
         WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2`,
        [tokenHash, at],
      );
      const row = rows[0];
      return row
        ? {
            userId: Number(row.user_id),
            expiresAt: new Date(row.expires_at).getTime(),
            isApp: row.is_app === true,
          }
        : null;
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
