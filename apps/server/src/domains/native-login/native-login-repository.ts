import type { Queryable } from '../../db/database';

export function createNativeLoginRepository(db: Queryable) {
  return {
    /**
     * Records a nonce; false when it was seen before (a replay). The primary key decides, so two
     * simultaneous logins with one nonce cannot both pass.
     */
    async claimNonce(nonce: string, phone: string, at: Date, expiresAt: Date): Promise<boolean> {
      const rows = await db.query<{ nonce: string }>(
        `INSERT INTO native_login_nonces (nonce, phone, created_at, expires_at)
         VALUES ($1, $2, $3, $4) ON CONFLICT (nonce) DO NOTHING RETURNING nonce`,
        [nonce, phone, at, expiresAt],
      );
      return rows.length > 0;
    },

    /** Nonces whose payloads the timestamp check refuses anyway. */
    async deleteExpiredNonces(at: Date): Promise<void> {
      await db.query('DELETE FROM native_login_nonces WHERE expires_at < $1', [at]);
    },
  };
}
