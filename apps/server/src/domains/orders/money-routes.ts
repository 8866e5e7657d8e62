import type { FastifyInstance } from 'fastify';
import { Calls } from '@saral/contract/calls';
import { envelopeSchema } from '@saral/contract/envelope';
import { getMoneyBodySchema, getMoneyResponseSchema } from '@saral/contract/api/money';
import { currentUserId } from '../../plugins/session-auth';
import { ok } from '../../shared/envelope-reply';
import { withZod, type RouteOptions } from '../../shared/zod-app';

export async function moneyRoutes(app: FastifyInstance, { services }: RouteOptions) {
  const api = withZod(app);

  api.post(Calls.getMoney.path, {
    schema: {
      tags: ['money'],
      summary:
        'Get Money: an approved order with its KFS accepted goes to Lending and is paid out; a lower amount re-prices it and asks for the KFS again (code -1)',
      body: getMoneyBodySchema,
      response: { 200: envelopeSchema(getMoneyResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await services.money.getMoney(currentUserId(request), request.body)),
  });
}
