import { OperatorPermission } from '@saral/contract/api/operator-permissions';
import {
  borrowerIdParamsSchema,
  messageIdParamsSchema,
  operatorMessageSchema,
  operatorMessagesQuerySchema,
  operatorMessagesResponseSchema,
  orderIdParamsSchema,
} from '@saral/contract/api/notifications';
import { envelopeSchema } from '@saral/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import { actorOf, currentOperator } from '../operators/operator-auth';
import type { NotificationService } from './notification-service';
import { operatorMessageOf, type NotificationViews } from './notification-views';

/**
 * Messages in the operator API (under OPERATOR_API_BASE): per borrower, per order and the failed
 * deliveries (messages.read; phones masked for support and viewer), resend (messages.resend).
 */
export async function notificationOperatorRoutes(
  app: FastifyInstance,
  { views, notifications }: { views: NotificationViews; notifications: NotificationService },
) {
  const api = withZod(app);
  const tags = ['operators'];
  const read = { operatorAccess: OperatorPermission.messagesRead };
  const list = { 200: envelopeSchema(operatorMessagesResponseSchema) };

  api.get('/borrowers/:userId/messages', {
    schema: {
      tags,
      summary: 'Messages sent to a borrower on every channel, newest first (keyset pages)',
      params: borrowerIdParamsSchema,
      querystring: operatorMessagesQuerySchema,
      response: list,
    },
    config: read,
    handler: async (request) =>
      ok(
        await views.forBorrower(
          request.params.userId,
          request.query,
          currentOperator(request).role,
        ),
      ),
  });

  api.get('/loans/:orderId/messages', {
    schema: {
      tags,
      summary: 'Messages about one order, newest first (keyset pages)',
      params: orderIdParamsSchema,
      querystring: operatorMessagesQuerySchema,
      response: list,
    },
    config: read,
    handler: async (request) =>
      ok(
        await views.forOrder(request.params.orderId, request.query, currentOperator(request).role),
      ),
  });

  api.get('/messages/failed', {
    schema: {
      tags,
      summary: 'Messages that could not be delivered, with the provider’s error, newest first',
      querystring: operatorMessagesQuerySchema,
      response: list,
    },
    config: read,
    handler: async (request) =>
      ok(await views.failed(request.query, currentOperator(request).role)),
  });

  api.post('/messages/:messageId/resend', {
    schema: {
      tags,
      summary: 'Sends an SMS or WhatsApp message again: a new message linked to it (audited)',
      params: messageIdParamsSchema,
      response: { 200: envelopeSchema(operatorMessageSchema) },
    },
    config: { operatorAccess: OperatorPermission.messagesResend },
    handler: async (request) => {
      const created = await notifications.resend(request.params.messageId, actorOf(request));
      return ok(operatorMessageOf(created, currentOperator(request).role));
    },
  });
}
