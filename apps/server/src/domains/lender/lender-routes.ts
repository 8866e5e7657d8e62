import { Calls } from '@saral/contract/calls';
import type { FastifyInstance } from 'fastify';
import { lenderIdentitySchema } from '@saral/contract/api/lender';
import { envelopeSchema } from '@saral/contract/envelope';
import { ok } from '../../shared/envelope-reply';
import { withZod, type RouteOptions } from '../../shared/zod-app';

export async function lenderRoutes(app: FastifyInstance, { services }: RouteOptions) {
  const api = withZod(app);

  // Public: who lends and where to complain is information every visitor is owed.
  api.get(Calls.lender.path, {
    schema: {
      tags: ['content'],
      summary: 'The lender’s identity, grievance officer and the RBI complaint portal',
      response: { 200: envelopeSchema(lenderIdentitySchema) },
    },
    handler: async () => ok(await services.lender.identity()),
  });
}
