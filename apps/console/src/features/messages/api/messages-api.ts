import {
  operatorMessageSchema,
  operatorMessagesResponseSchema,
} from '@saral/contract/api/notifications';
import { opsCall } from '../../../shared/api-client';

/** Whose messages a list shows: one order's, one borrower's, or every failed delivery. */
export type MessageScope = { orderId: number } | { userId: number } | { failed: true };

const PAGE_SIZE = 20;

const pathOf = (scope: MessageScope) =>
  'orderId' in scope
    ? `/loans/${scope.orderId}/messages`
    : 'userId' in scope
      ? `/borrowers/${scope.userId}/messages`
      : '/messages/failed';

/** The cache key of a scope's pages; a resend invalidates every list under ['ops', 'messages']. */
export const messagesKey = (scope: MessageScope) => ['ops', 'messages', scope] as const;

/** One keyset page of a scope's messages, newest first. */
export const fetchMessages = (scope: MessageScope, cursor: string | undefined) =>
  opsCall(pathOf(scope), {
    query: { cursor, limit: PAGE_SIZE },
    schema: operatorMessagesResponseSchema,
  });

/** Sends an SMS or WhatsApp message again: the server answers the new message (audited). */
export const resendMessage = (messageId: number) =>
  opsCall(`/messages/${messageId}/resend`, { method: 'POST', schema: operatorMessageSchema });
