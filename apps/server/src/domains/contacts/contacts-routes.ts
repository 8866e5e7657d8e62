import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Calls } from '@saral/contract/calls';
import { envelopeSchema } from '@saral/contract/envelope';
import { contactsBodySchema, savedContactsResponseSchema } from '@saral/contract/api/onboarding';
import { currentUserId } from '../../plugins/session-auth';
import { ok } from '../../shared/envelope-reply';
import { withZod, type RouteOptions } from '../../shared/zod-app';

export async function contactsRoutes(app: FastifyInstance, { services }: RouteOptions) {
  const api = withZod(app);

  api.post(Calls.contacts.path, {
    schema: {
      tags: ['onboarding'],
      summary: 'Saves the three urgent contacts',
      body: contactsBodySchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    preHandler: app.requireUser,
    handler: async (request) => {
      await services.contacts.save(currentUserId(request), request.body);
      return ok(null);
    },
  });

  api.get(Calls.savedContacts.path, {
    schema: {
      tags: ['onboarding'],
      summary: 'The urgent contacts saved so far (null when none)',
      response: { 200: envelopeSchema(savedContactsResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) => ok(await services.contacts.find(currentUserId(request))),
  });
}
