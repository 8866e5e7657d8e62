import type { FastifyInstance } from 'fastify';
import { Calls } from '@saral/contract/calls';
import { envelopeSchema } from '@saral/contract/envelope';
import {
  acceptCreditLimitBodySchema,
  acceptCreditLimitResponseSchema,
  creditLimitResponseSchema,
} from '@saral/contract/api/loan';
import { currentUserId } from '../../plugins/session-auth';
import { ok } from '../../shared/envelope-reply';
import { withZod, type RouteOptions } from '../../shared/zod-app';

export async function creditLimitRoutes(app: FastifyInstance, { services }: RouteOptions) {
  const api = withZod(app);

  api.get(Calls.creditLimit.path, {
    schema: {
      tags: ['loans'],
      summary: 'The borrower’s credit limit, and a higher one waiting for their acceptance',
      response: { 200: envelopeSchema(creditLimitResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) => ok(await services.creditLimit.view(currentUserId(request))),
  });

  api.post(Calls.acceptCreditLimit.path, {
    schema: {
      tags: ['loans'],
      summary: 'The borrower accepts a higher credit limit (recorded once; a repeat answers it)',
      body: acceptCreditLimitBodySchema,
      response: { 200: envelopeSchema(acceptCreditLimitResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await services.creditLimit.accept(currentUserId(request), request.body.tier)),
  });
}
