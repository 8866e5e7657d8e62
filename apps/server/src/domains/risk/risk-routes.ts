import type { FastifyInstance } from 'fastify';
import { orderIdParamsSchema } from '@saral/contract/api/operator';
import { OperatorPermission } from '@saral/contract/api/operator-permissions';
import {
  fraudCheckQuerySchema,
  fraudCheckResponseSchema,
  riskSignalsResponseSchema,
} from '@saral/contract/api/risk';
import { Calls } from '@saral/contract/calls';
import { envelopeSchema } from '@saral/contract/envelope';
import { currentUserId } from '../../plugins/session-auth';
import { ok } from '../../shared/envelope-reply';
import { withZod, type RouteOptions } from '../../shared/zod-app';

/** GET /api1/order/v1/fraud-check: the borrower's own order, pass or hold. */
export async function fraudCheckRoutes(app: FastifyInstance, { services }: RouteOptions) {
  withZod(app).get(Calls.fraudCheck.path, {
    schema: {
      tags: ['loans'],
      summary: 'The risk check of one of the borrower’s orders: pass or hold, no details',
      querystring: fraudCheckQuerySchema,
      response: { 200: envelopeSchema(fraudCheckResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await services.risk.fraudCheck(currentUserId(request), request.query.orderId)),
  });
}

/** GET /ops/v1/applications/{orderId}/risk-signals (under OPERATOR_API_BASE). */
export async function riskOperatorRoutes(app: FastifyInstance, { services }: RouteOptions) {
  withZod(app).get('/applications/:orderId/risk-signals', {
    schema: {
      tags: ['operators'],
      summary: 'The risk signals of an application with what matched (applications.read)',
      params: orderIdParamsSchema,
      response: { 200: envelopeSchema(riskSignalsResponseSchema) },
    },
    config: { operatorAccess: OperatorPermission.applicationsRead },
    handler: async (request) => ok(await services.risk.signals(request.params.orderId)),
  });
}
