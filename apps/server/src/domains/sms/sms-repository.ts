import type { Queryable } from '../../db/database';

export type SmsRecord = { phone: string; body: string; createdAt: string };

export function createSmsRepository(db: Queryable) {
  return {
    /** A message with an idempotency key already logged is not logged again. */
    async record(entry: {
      phone: string;
      body: string;
      provider: string;
      status: 'sent' | 'failed';
      providerMessageId: string | null;
      error: string | null;
      idempotencyKey?: string | null;
      templateId?: string | null;
    }): Promise<void> {
      await db.query(
        `INSERT INTO sms_messages
           (phone, body, provider, status, provider_message_id, error, idempotency_key, template_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING`,
        [
          entry.phone,
          entry.body,
          entry.provider,
          entry.status,
          entry.providerMessageId,
          entry.error,
          entry.idempotencyKey ?? null,
          entry.templateId ?? null,
        ],
      );
    },

    /**
     * The sandbox's own store of a keyed message: stored once, sent; answers the provider id of
     * the message stored with that key (this one or the first).
     */
    async storeOnce(entry: {
      phone: string;
      body: string;
      provider: string;
      idempotencyKey: string;
      templateId: string | null;
      providerMessageId: string;
    }): Promise<string> {
      const rows = await db.query<{ provider_message_id: string }>(
        `WITH inserted AS (
           INSERT INTO sms_messages
             (phone, body, provider, status, provider_message_id, idempotency_key, template_id)
           VALUES ($1, $2, $3, 'sent', $4, $5, $6)
           ON CONFLICT (idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
           RETURNING provider_message_id)
         SELECT provider_message_id FROM inserted
         UNION ALL
         SELECT provider_message_id FROM sms_messages WHERE idempotency_key = $5
         LIMIT 1`,
        [
          entry.phone,
          entry.body,
          entry.provider,
          entry.providerMessageId,
          entry.idempotencyKey,
          entry.templateId,
        ],
      );
      // A concurrent send committed the key after this statement's snapshot: read it anew.
      const id =
        rows[0]?.provider_message_id ??
        (
          await db.query<{ provider_message_id: string }>(
            'SELECT provider_message_id FROM sms_messages WHERE idempotency_key = $1',
            [entry.idempotencyKey],
          )
        )[0]?.provider_message_id;
      if (!id) throw new Error('SMS outbox: message neither stored nor found');
      return id;
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
