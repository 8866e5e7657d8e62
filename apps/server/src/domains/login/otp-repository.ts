import type { Queryable } from '../../db/database';

export type ActiveOtp = { id: number; codeHash: string; wrongTries: number };

export function createOtpRepository(db: Queryable) {
  return {
    /** Serialises all OTP work on one phone across processes until the transaction ends. */
    async lockPhone(phone: string): Promise<void> {
      await db.query("SELECT pg_advisory_xact_lock(hashtext('otp:' || $1))", [phone]);
    },

    /**
     * The phone's sends of the last minute (with the oldest of them) and day, counting only those
     * admitted before the send `beforeId`: one query, as the phone's lock is held while it runs.
     */
    async phoneSendsBefore(
      phone: string,
      now: Date,
      beforeId: number,
    ): Promise<{ minute: number; oldestInMinute: Date | null; day: number }> {
      const rows = await db.query<{ minute: number; oldest: Date | null; day: number }>(
        `SELECT count(*) FILTER (WHERE created_at > $2)::int AS minute,
                min(created_at) FILTER (WHERE created_at > $2) AS oldest,
                count(*)::int AS day
           FROM otp_sends WHERE phone = $1 AND created_at > $3 AND id < $4`,
        [phone, new Date(now.getTime() - 60_000), new Date(now.getTime() - 86_400_000), beforeId],
      );
      const row = rows[0];
      return {
        minute: row?.minute ?? 0,
        oldestInMinute: row?.oldest ? new Date(row.oldest) : null,
        day: row?.day ?? 0,
      };
    },

    /**
     * Admits a send against its client network (clientNetwork): records it when the network's
     * sends of the last minute and hour are under their limits (migration 0064). Call it on the
     * pool, outside a transaction: it is then its own transaction and holds the phone's and the
     * network's locks only while it runs. Returns the counts it saw and the new send's id, or a
     * null id when refused.
     */
    async admitNetworkSend(
      send: { phone: string; ip: string; network: string; at: Date },
      limits: { perMinute: number; perHour: number },
    ): Promise<{
      sendId: number | null;
      minute: number;
      oldestInMinute: Date | null;
      hour: number;
    }> {
      const rows = await db.query<{
        send_id: string | number | null;
        minute: number;
        oldest: Date | null;
        hour: number;
      }>('SELECT * FROM otp_network_admit($1, $2, $3, $4, $5, $6)', [
        send.phone,
        send.ip,
        send.network,
        send.at,
        limits.perMinute,
        limits.perHour,
      ]);
      const row = rows[0];
      return {
        sendId: row?.send_id === null || row?.send_id === undefined ? null : Number(row.send_id),
        minute: row?.minute ?? 0,
        oldestInMinute: row?.oldest ? new Date(row.oldest) : null,
        hour: row?.hour ?? 0,
      };
    },

    async deleteSend(id: number): Promise<void> {
      await db.query('DELETE FROM otp_sends WHERE id = $1', [id]);
    },

    async voidOutstanding(phone: string, at: Date): Promise<void> {
      await db.query(
        `UPDATE otp_codes SET voided_at = $2
         WHERE phone = $1 AND consumed_at IS NULL AND voided_at IS NULL`,
        [phone, at],
      );
    },

    async insertCode(phone: string, codeHash: string, at: Date, expiresAt: Date): Promise<number> {
      const rows = await db.query<{ id: number }>(
        `INSERT INTO otp_codes (phone, code_hash, created_at, expires_at)
         VALUES ($1, $2, $3, $4) RETURNING id`,
        [phone, codeHash, at, expiresAt],
      );
      return rows[0]!.id;
    },

    async voidCode(id: number, at: Date): Promise<void> {
      await db.query('UPDATE otp_codes SET voided_at = $2 WHERE id = $1', [id, at]);
    },

    /** The newest code that is neither used, voided nor expired. */
    async findActive(phone: string, at: Date): Promise<ActiveOtp | null> {
      const rows = await db.query<{ id: number; code_hash: string; wrong_tries: number }>(
        `SELECT id, code_hash, wrong_tries FROM otp_codes
         WHERE phone = $1 AND consumed_at IS NULL AND voided_at IS NULL AND expires_at > $2
         ORDER BY id DESC LIMIT 1`,
        [phone, at],
      );
      const row = rows[0];
      return row ? { id: row.id, codeHash: row.code_hash, wrongTries: row.wrong_tries } : null;
    },

    async recordWrongTry(id: number, voidAt: Date | null): Promise<void> {
      await db.query(
        'UPDATE otp_codes SET wrong_tries = wrong_tries + 1, voided_at = $2 WHERE id = $1',
        [id, voidAt],
      );
    },

    async consume(id: number, at: Date): Promise<void> {
      await db.query('UPDATE otp_codes SET consumed_at = $2 WHERE id = $1', [id, at]);
    },
  };
}
