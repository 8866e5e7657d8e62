import {
  overpaymentListQuerySchema,
  overpaymentListResponseSchema,
} from '@saral/contract/api/operator';
import { OperatorPermission } from '@saral/contract/api/operator-permissions';
import { envelopeSchema } from '@saral/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import type { OverpaymentService } from './overpayment-service';

export type OverpaymentRouteOptions = { overpayments: OverpaymentService };

/**
 * Borrowers' credits in the operator API (registered under OPERATOR_API_BASE, /ops/v1), for the
 * roles with overpayments.read (whoever handles refunds or answers borrowers).
 */
export async function overpaymentRoutes(
  app: FastifyInstance,
  { overpayments }: OverpaymentRouteOptions,
) {
  withZod(app).get('/overpayments', {
    schema: {
      tags: ['operators'],
      summary:
        'Money kept as borrowers’ credit, to refund: payments above the balance and paid links paid again (newest first)',
      querystring: overpaymentListQuerySchema,
      response: { 200: envelopeSchema(overpaymentListResponseSchema) },
    },
    config: { operatorAccess: OperatorPermission.overpaymentsRead },
    handler: async (request) => ok(await overpayments.list(request.query.limit)),
  });
}
