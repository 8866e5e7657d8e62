import type { Queryable } from '../../db/database';

export type WhatsAppOutboxRecord = {
  phone: string;
  template: string;
  parameters: string[];
  body: string;
  providerMessageId: string;
  createdAt: string;
};

/** The WhatsApp sandbox's outbox (whatsapp_messages): what it would have sent. */
export function createWhatsAppOutboxRepository(db: Queryable) {
  return {
    /**
     * Stores a message unless one with its idempotency key is there; answers the stored
     * message's provider id either way.
     */
    async store(entry: {
      phone: string;
      template: string;
      parameters: string[];
      body: string;
      idempotencyKey: string;
      providerMessageId: string;
    }): Promise<string> {
      const rows = await db.query<{ provider_message_id: string }>(
        `WITH inserted AS (
           INSERT INTO whatsapp_messages
             (phone, template, parameters, body, idempotency_key, provider_message_id)
           VALUES ($1, $2, $3::jsonb, $4, $5, $6)
           ON CONFLICT (idempotency_key) DO NOTHING
           RETURNING provider_message_id)
         SELECT provider_message_id FROM inserted
         UNION ALL
         SELECT provider_message_id FROM whatsapp_messages WHERE idempotency_key = $5
         LIMIT 1`,
        [
          entry.phone,
          entry.template,
          JSON.stringify(entry.parameters),
          entry.body,
          entry.idempotencyKey,
          entry.providerMessageId,
        ],
      );
      // A concurrent send committed the key after this statement's snapshot: read it anew.
      const id =
        rows[0]?.provider_message_id ??
        (
          await db.query<{ provider_message_id: string }>(
            'SELECT provider_message_id FROM whatsapp_messages WHERE idempotency_key = $1',
            [entry.idempotencyKey],
          )
        )[0]?.provider_message_id;
      if (!id) throw new Error('WhatsApp outbox: message neither stored nor found');
      return id;
    },

    async latestFor(phone: string, limit: number): Promise<WhatsAppOutboxRecord[]> {
      const rows = await db.query<{
        phone: string;
        template: string;
        parameters: string[];
        body: string;
        provider_message_id: string;
        created_at: Date;
      }>(
        `SELECT phone, template, parameters, body, provider_message_id, created_at
         FROM whatsapp_messages WHERE phone = $1 ORDER BY id DESC LIMIT $2`,
        [phone, limit],
      );
      return rows.map((row) => ({
        phone: row.phone,
        template: row.template,
        parameters: row.parameters,
        body: row.body,
        providerMessageId: row.provider_message_id,
        createdAt: new Date(row.created_at).toISOString(),
      }));
    },
  };
}
export type WhatsAppOutboxRepository = ReturnType<typeof createWhatsAppOutboxRepository>;
