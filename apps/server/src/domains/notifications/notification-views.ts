import type { OperatorRoleValue } from '@saral/contract/api/operator';
import type {
  InboxQuery,
  InboxResponse,
  OperatorMessage,
  OperatorMessagesResponse,
} from '@saral/contract/api/notifications';
import type { Queryable } from '../../db/database';
import { decodeCursor, pageOf } from '../../shared/keyset-cursor';
import type { Clock } from '../../shared/clock';
import { phoneFor } from '../loan-desk/loan-search';
import { createMessageRepository, type MessageRow } from './message-repository';

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

export function operatorMessageOf(row: MessageRow, role: OperatorRoleValue): OperatorMessage {
  return {
    id: row.id,
    userId: row.user_id,
    orderId: row.order_id,
    phone: phoneFor(role, row.phone),
    event: row.event,
    channel: row.channel,
    template: row.template,
    category: row.category,
    dltTemplateId: row.dlt_template_id,
    body: row.body,
    status: row.status,
    provider: row.provider,
    providerMessageId: row.provider_message_id,
    error: row.error,
    attempts: row.attempts,
    sendAfter: new Date(row.send_after).toISOString(),
    resendOf: row.resend_of,
    createdAt: new Date(row.created_at).toISOString(),
    sentAt: iso(row.sent_at),
    deliveredAt: iso(row.delivered_at),
    readAt: iso(row.read_at),
  };
}

/** The borrower's inbox and the operators' lists of messages (keyset pages, newest first). */
export function createNotificationViews({ db, clock }: { db: Queryable; clock: Clock }) {
  const messages = createMessageRepository(db);

  async function page(
    filter: Parameters<typeof messages.list>[0],
    query: InboxQuery,
  ): Promise<{ page: MessageRow[]; nextCursor: string | null }> {
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    const rows = await messages.list(filter, {
      limit: query.limit,
      ...(after ? { after: { at: after.at.toISOString(), id: Number(after.id) } } : {}),
    });
    return pageOf(rows, query.limit, (row) => ({ at: new Date(row.created_at), id: row.id }));
  }

  async function operatorPage(
    filter: Parameters<typeof messages.list>[0],
    query: InboxQuery,
    role: OperatorRoleValue,
  ): Promise<OperatorMessagesResponse> {
    const result = await page(filter, query);
    return {
      items: result.page.map((row) => operatorMessageOf(row, role)),
      nextCursor: result.nextCursor,
    };
  }

  return {
    async inbox(userId: number, query: InboxQuery): Promise<InboxResponse> {
      const result = await page({ userId, channel: 'inapp' }, query);
      return {
        items: result.page.map((row) => ({
          id: row.id,
          orderId: row.order_id,
          event: row.event,
          body: row.body,
          link: row.link,
          createdAt: new Date(row.created_at).toISOString(),
          readAt: iso(row.read_at),
        })),
        nextCursor: result.nextCursor,
      };
    },
    unreadCount: async (userId: number) => ({ unread: await messages.unreadCount(userId) }),
    markRead: async (userId: number, ids: readonly number[] | undefined) => ({
      marked: await messages.markRead(userId, ids ?? null, clock.now()),
    }),
    forBorrower: (userId: number, query: InboxQuery, role: OperatorRoleValue) =>
      operatorPage({ userId }, query, role),
    forOrder: (orderId: number, query: InboxQuery, role: OperatorRoleValue) =>
      operatorPage({ orderId }, query, role),
    failed: (query: InboxQuery, role: OperatorRoleValue) =>
      operatorPage({ failed: true }, query, role),
  };
}
export type NotificationViews = ReturnType<typeof createNotificationViews>;
