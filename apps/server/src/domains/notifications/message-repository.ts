import type { Queryable } from '../../db/database';
import type { NotificationChannel } from '../../config-notifications';

export type MessageStatus = 'queued' | 'held' | 'sending' | 'sent' | 'delivered' | 'failed';

export type MessageRow = {
  id: number;
  user_id: number;
  order_id: number | null;
  event: string;
  channel: NotificationChannel;
  template: string;
  category: string;
  dlt_template_id: string | null;
  body: string;
  parameters: string[];
  link: string | null;
  locale: string;
  idempotency_key: string;
  status: MessageStatus;
  provider: string | null;
  provider_message_id: string | null;
  error: string | null;
  attempts: number;
  send_after: Date;
  resend_of: number | null;
  created_at: Date;
  sent_at: Date | null;
  delivered_at: Date | null;
  read_at: Date | null;
  phone: string;
};

export type NewMessage = {
  userId: number;
  orderId: number | null;
  event: string;
  channel: NotificationChannel;
  template: string;
  category: string;
  dltTemplateId: string | null;
  body: string;
  parameters: string[];
  link: string | null;
  locale: string;
  idempotencyKey: string;
  status: 'queued' | 'delivered';
  at: Date;
  resendOf?: number | null;
};

const COLUMNS = `m.id::int AS id, m.user_id::int AS user_id, m.order_id::int AS order_id, m.event,
  m.channel, m.template, m.category, m.dlt_template_id, m.body, m.parameters, m.link, m.locale,
  m.idempotency_key, m.status, m.provider, m.provider_message_id, m.error, m.attempts,
  m.send_after, m.resend_of::int AS resend_of, m.created_at, m.sent_at, m.delivered_at,
  m.read_at, u.phone`;
const FROM = 'FROM messages m JOIN users u ON u.id = m.user_id';

/** Keyset position in a list newest first: (created_at, id). */
export type MessageCursor = { at: string; id: number };

export function createMessageRepository(db: Queryable) {
  /**
   * Inserts many messages in one statement, in the given order (two sweeps inserting the same
   * keys wait on each other instead of deadlocking); answers the new ones with their keys. A
   * message whose idempotency key exists is skipped.
   */
  async function insertMany(list: readonly NewMessage[]): Promise<{ id: number; key: string }[]> {
    if (list.length === 0) return [];
    const rows = await db.query<{ id: number; key: string }>(
      `INSERT INTO messages (user_id, order_id, event, channel, template, category,
         dlt_template_id, body, parameters, link, locale, idempotency_key, status, send_after,
         created_at, delivered_at, resend_of)
       SELECT m.user_id, m.order_id, m.event, m.channel, m.template, m.category,
         m.dlt_template_id, m.body, m.parameters, m.link, m.locale, m.idempotency_key, m.status,
         m.at, m.at, CASE WHEN m.status = 'delivered' THEN m.at END, m.resend_of
       FROM jsonb_to_recordset($1::jsonb) AS m(n integer, user_id bigint, order_id bigint,
         event text, channel text, template text, category text, dlt_template_id text,
         body text, parameters jsonb, link text, locale text, idempotency_key text,
         status text, at timestamptz, resend_of bigint)
       ORDER BY m.n
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id::int AS id, idempotency_key AS key`,
      [
        JSON.stringify(
          list.map((message, n) => ({
            n,
            user_id: message.userId,
            order_id: message.orderId,
            event: message.event,
            channel: message.channel,
            template: message.template,
            category: message.category,
            dlt_template_id: message.dltTemplateId,
            body: message.body,
            parameters: message.parameters,
            link: message.link,
            locale: message.locale,
            idempotency_key: message.idempotencyKey,
            status: message.status,
            at: message.at.toISOString(),
            resend_of: message.resendOf ?? null,
          })),
        ),
      ],
    );
    return rows.map((row) => ({ id: Number(row.id), key: row.key }));
  }

  return {
    insertMany,

    /** The new message's id; null when one with its idempotency key exists. */
    async insert(message: NewMessage): Promise<number | null> {
      const [inserted] = await insertMany([message]);
      return inserted ? inserted.id : null;
    },

    /** Which of these idempotency keys are taken (a message exists with it). */
    async existingKeys(keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db.query<{ key: string }>(
        'SELECT idempotency_key AS key FROM messages WHERE idempotency_key = ANY($1::text[])',
        [keys],
      );
      return new Set(rows.map((row) => row.key));
    },

    async find(id: number): Promise<MessageRow | null> {
      const rows = await db.query<MessageRow>(`SELECT ${COLUMNS} ${FROM} WHERE m.id = $1`, [id]);
      return rows[0] ?? null;
    },

    async countResends(id: number): Promise<number> {
      const rows = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM messages WHERE resend_of = $1',
        [id],
      );
      return Number(rows[0]?.n ?? 0);
    },

    /** The borrower stopped offers: offers not yet being sent never go. */
    async withdrawOffers(userId: number): Promise<number> {
      const rows = await db.query(
        `UPDATE messages SET status = 'withdrawn'
         WHERE user_id = $1 AND category = 'marketing' AND status IN ('queued', 'held')
         RETURNING id`,
        [userId],
      );
      return rows.length;
    },

    async hold(id: number, until: Date): Promise<void> {
      await db.query(
        `UPDATE messages SET status = 'held', send_after = $2
         WHERE id = $1 AND status IN ('queued', 'held', 'sending')`,
        [id, until],
      );
    },

    /**
     * The delivery's first step in one statement: marks the attempt started and answers the
     * message, unless it is no longer waiting, is in-app or is of a category held now (then null,
     * and the caller reads it to tell why).
     */
    async startSendingUnlessHeld(
      id: number,
      heldCategories: readonly string[],
    ): Promise<MessageRow | null> {
      const rows = await db.query<MessageRow>(
        `UPDATE messages m SET status = 'sending', attempts = m.attempts + 1
         FROM users u
         WHERE m.id = $1 AND u.id = m.user_id AND m.status IN ('queued', 'held', 'sending')
           AND m.channel <> 'inapp' AND m.category <> ALL($2::text[])
         RETURNING ${COLUMNS}`,
        [id, heldCategories],
      );
      return rows[0] ?? null;
    },

    async markSent(id: number, sent: { provider: string; providerMessageId: string; at: Date }) {
      await db.query(
        `UPDATE messages SET status = 'sent', provider = $2, provider_message_id = $3,
           sent_at = $4, error = NULL
         WHERE id = $1 AND status = 'sending'`,
        [id, sent.provider, sent.providerMessageId, sent.at],
      );
    },

    /** A failed attempt: waits for the next (queued) or gives up (failed). */
    async markAttemptFailed(id: number, error: string, final: boolean, provider: string) {
      await db.query(
        `UPDATE messages SET status = $3, error = $2, provider = $4
         WHERE id = $1 AND status = 'sending'`,
        [id, error.slice(0, 500), final ? 'failed' : 'queued', provider],
      );
    },

    /** A delivery receipt: the message with this provider id; null when there is none. */
    async applyReceipt(receipt: {
      providers: readonly string[];
      providerMessageId: string;
      status: 'delivered' | 'failed';
      error: string | null;
      at: Date;
    }): Promise<number | null> {
      const rows = await db.query<{ id: number }>(
        `UPDATE messages SET status = $3,
           delivered_at = CASE WHEN $3 = 'delivered' THEN $5::timestamptz ELSE delivered_at END,
           error = CASE WHEN $3 = 'failed' THEN $4 ELSE error END
         WHERE provider = ANY($1::text[]) AND provider_message_id = $2
         RETURNING id::int AS id`,
        [receipt.providers, receipt.providerMessageId, receipt.status, receipt.error, receipt.at],
      );
      return rows[0] ? Number(rows[0].id) : null;
    },

    /** Newest first, after the cursor; one more than `limit` tells whether a page follows. */
    async list(
      filter: { userId?: number; orderId?: number; channel?: string; failed?: boolean },
      page: { limit: number; after?: MessageCursor },
    ): Promise<MessageRow[]> {
      return db.query<MessageRow>(
        `SELECT ${COLUMNS} ${FROM}
         WHERE ($1::bigint IS NULL OR m.user_id = $1)
           AND ($2::bigint IS NULL OR m.order_id = $2)
           AND ($3::text IS NULL OR m.channel = $3)
           AND (NOT $4::boolean OR m.status = 'failed')
           AND ($5::timestamptz IS NULL OR (m.created_at, m.id) < ($5::timestamptz, $6::bigint))
         ORDER BY m.created_at DESC, m.id DESC LIMIT $7`,
        [
          filter.userId ?? null,
          filter.orderId ?? null,
          filter.channel ?? null,
          filter.failed ?? false,
          page.after ? new Date(page.after.at) : null,
          page.after?.id ?? 0,
          page.limit + 1,
        ],
      );
    },

    async unreadCount(userId: number): Promise<number> {
      const rows = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM messages
         WHERE user_id = $1 AND channel = 'inapp' AND read_at IS NULL`,
        [userId],
      );
      return Number(rows[0]?.n ?? 0);
    },

    /** Marks the borrower's in-app messages read (the given ones, or all); answers how many. */
    async markRead(userId: number, ids: readonly number[] | null, at: Date): Promise<number> {
      const rows = await db.query(
        `UPDATE messages SET read_at = $3
         WHERE user_id = $1 AND channel = 'inapp' AND read_at IS NULL
           AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[]))
         RETURNING id`,
        [userId, ids, at],
      );
      return rows.length;
    },

    /** Messages waiting to go whose time has come (the temporary delivery adapter). */
    async dueIds(now: Date, limit: number): Promise<number[]> {
      const rows = await db.query<{ id: number }>(
        `SELECT id::int AS id FROM messages
         WHERE status IN ('queued', 'held', 'sending') AND send_after <= $1
         ORDER BY send_after, id LIMIT $2`,
        [now, limit],
      );
      return rows.map((row) => Number(row.id));
    },
  };
}
export type MessageRepository = ReturnType<typeof createMessageRepository>;
