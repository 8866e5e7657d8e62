import type { FastifyInstance } from 'fastify';
import { Calls } from '@saral/contract/calls';
import { envelopeSchema } from '@saral/contract/envelope';
import { coolingOffExitBodySchema, paymentUrlResponseSchema } from '@saral/contract/api/money';
import { currentUserId } from '../../plugins/session-auth';
import { ok } from '../../shared/envelope-reply';
import { withZod, type RouteOptions } from '../../shared/zod-app';

export async function coolingOffRoutes(app: FastifyInstance, { services }: RouteOptions) {
  withZod(app).post(Calls.coolingOffExit.path, {
    schema: {
      tags: ['payments'],
      summary:
        'Cooling-off exit: a link for principal + interest for the days used, while the period lasts',
      body: coolingOffExitBodySchema,
      response: { 200: envelopeSchema(paymentUrlResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await services.coolingOff.exit(currentUserId(request), request.body.orderId)),
  });
}
