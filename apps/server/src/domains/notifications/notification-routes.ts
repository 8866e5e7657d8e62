import { Calls } from '@saral/contract/calls';
import {
  loanDocumentsLinkQuerySchema,
  loanDocumentsLinkResponseSchema,
  inboxQuerySchema,
  inboxResponseSchema,
  markReadBodySchema,
  markReadResponseSchema,
  messagePreferencesSchema,
  unreadCountResponseSchema,
} from '@saral/contract/api/notifications';
import { envelopeSchema } from '@saral/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { currentUserId } from '../../plugins/session-auth';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import type { NotificationService } from './notification-service';
import type { NotificationViews } from './notification-views';

/**
 * The borrower's in-app inbox (under /api1): the list, the unread count, marking read; and the
 * borrower's choice of offers.
 */
export async function notificationRoutes(
  app: FastifyInstance,
  {
    views,
    notifications,
  }: {
    views: NotificationViews;
    notifications: NotificationService;
  },
) {
  const api = withZod(app);
  const tags = ['notifications'];

  api.get(Calls.loanDocumentsLink.path, {
    schema: {
      tags,
      summary: 'The borrower’s signed link to a loan’s documents (once the KFS is accepted)',
      querystring: loanDocumentsLinkQuerySchema,
      response: { 200: envelopeSchema(loanDocumentsLinkResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await notifications.documentLink(currentUserId(request), request.query.orderId)),
  });

  api.get(Calls.inbox.path, {
    schema: {
      tags,
      summary: 'The borrower’s in-app messages, newest first (keyset pages: cursor, limit)',
      querystring: inboxQuerySchema,
      response: { 200: envelopeSchema(inboxResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) => ok(await views.inbox(currentUserId(request), request.query)),
  });

  api.get(Calls.inboxUnread.path, {
    schema: {
      tags,
      summary: 'How many in-app messages the borrower has not read',
      response: { 200: envelopeSchema(unreadCountResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) => ok(await views.unreadCount(currentUserId(request))),
  });

  api.post(Calls.inboxMarkRead.path, {
    schema: {
      tags,
      summary: 'Marks the given in-app messages read (every unread one without ids)',
      body: markReadBodySchema,
      response: { 200: envelopeSchema(markReadResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) => ok(await views.markRead(currentUserId(request), request.body.ids)),
  });

  api.get(Calls.messagePreferences.path, {
    schema: {
      tags,
      summary: 'Whether the borrower receives offers (loan messages always come)',
      response: { 200: envelopeSchema(messagePreferencesSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) =>
      ok({ offers: await notifications.offersWanted(currentUserId(request)) }),
  });

  api.post(Calls.saveMessagePreferences.path, {
    schema: {
      tags,
      summary: 'Starts or stops offers; stopping withdraws offers not yet sent',
      body: messagePreferencesSchema,
      response: { 200: envelopeSchema(messagePreferencesSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) => {
      await notifications.setOffersWanted(currentUserId(request), request.body.offers);
      return ok({ offers: request.body.offers });
    },
  });
}
