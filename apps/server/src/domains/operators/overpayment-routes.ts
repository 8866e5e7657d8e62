import {
  overpaymentListQuerySchema,
  overpaymentListResponseSchema,
} from '@saral/contract/api/operator';
import { envelopeSchema } from '@saral/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import type { OperatorAuth } from './operator-auth';
import type { OverpaymentService } from './overpayment-service';

export type OverpaymentRouteOptions = {
  operators: OperatorAuth;
  overpayments: OverpaymentService;
};

/**
 * Borrowers' credits in the operator API (registered under OPERATOR_API_BASE, /ops/v1): every
 * role may read them, so whoever handles refunds sees them. Sign-in is checked in onRequest, as
 * in operatorRoutes (401 code -4 without a session).
 */
export async function overpaymentRoutes(
  app: FastifyInstance,
  { operators, overpayments }: OverpaymentRouteOptions,
) {
  // Own encapsulation context: the guard stores the operator on the request here as well.
  app.decorateRequest('operator', null);
  withZod(app).get('/overpayments', {
    schema: {
      tags: ['operators'],
      summary:
        'Money kept as borrowers’ credit, to refund: payments above the balance and paid links paid again (newest first)',
      querystring: overpaymentListQuerySchema,
      response: { 200: envelopeSchema(overpaymentListResponseSchema) },
    },
    onRequest: operators.requireOperator('viewer'),
    handler: async (request) => ok(await overpayments.list(request.query.limit)),
  });
}
