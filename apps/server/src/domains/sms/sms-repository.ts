import type { Queryable } from '../../db/database';

export type SmsRecord = { phone: string; body: string; createdAt: string };

export function createSmsRepository(db: Queryable) {
  return {
    async record(entry: {
      phone: string;
      body: string;
      provider: string;
      status: 'sent' | 'failed';
      providerMessageId: string | null;
      error: string | null;
    }): Promise<void> {
      await db.query(
        `INSERT INTO sms_messages (phone, body, provider, status, provider_message_id, error)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          entry.phone,
          entry.body,
          entry.provider,
          entry.status,
          entry.providerMessageId,
          entry.error,
        ],
      );
    },

    async latestFor(phone: string, limit: number): Promise<SmsRecord[]> {
      const rows = await db.query<{ phone: string; body: string; created_at: Date }>(
        `SELECT phone, body, created_at FROM sms_messages
         WHERE phone = $1 AND status = 'sent' ORDER BY id DESC LIMIT $2`,
        [phone, limit],
      );
      return rows.map((row) => ({
        phone: row.phone,
        body: row.body,
        createdAt: new Date(row.created_at).toISOString(),
      }));
    },
  };
}
export type SmsRepository = ReturnType<typeof createSmsRepository>;
