import {
  payoutCancelBodySchema,
  payoutIdParamsSchema,
  payoutListQuerySchema,
  payoutListResponseSchema,
} from '@saral/contract/api/operator-finance';
import { OperatorPermission } from '@saral/contract/api/operator-permissions';
import { envelopeSchema } from '@saral/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import type { PayoutOperations } from '../payouts/payout-operations';
import { actorOf } from './operator-auth';

export type PayoutRouteOptions = { payouts: PayoutOperations };

/** Payouts in the operator API (/ops/v1): the list (payouts.read), retry and cancel (manage). */
export async function payoutRoutes(app: FastifyInstance, { payouts }: PayoutRouteOptions) {
  const api = withZod(app);
  const tags = ['operators'];
  const manage = { operatorAccess: OperatorPermission.payoutsManage };
  const decided = (status: 'pending' | 'cancelled') =>
    ({ 200: envelopeSchema(z.object({ id: z.string(), status: z.literal(status) })) }) as const;

  api.get('/payouts', {
    schema: {
      tags,
      summary:
        'Payouts by status (default failed), newest change first: order, amount, attempts, failure reason',
      querystring: payoutListQuerySchema,
      response: { 200: envelopeSchema(payoutListResponseSchema) },
    },
    config: { operatorAccess: OperatorPermission.payoutsRead },
    handler: async (request) => ok(await payouts.list(request.query)),
  });

  api.post('/payouts/:id/retry', {
    schema: {
      tags,
      summary:
        'Send a failed payout again through the payout queue (order back to Lending); only a failed payout, once',
      params: payoutIdParamsSchema,
      response: decided('pending'),
    },
    config: manage,
    handler: async (request) =>
      ok(await payouts.retry(request.params.id, actorOf(request)), 'Queued'),
  });

  api.post('/payouts/:id/cancel', {
    schema: {
      tags,
      summary: 'End a failed payout for good; the order stays Failed (no loan was made)',
      params: payoutIdParamsSchema,
      body: payoutCancelBodySchema,
      response: decided('cancelled'),
    },
    config: manage,
    handler: async (request) =>
      ok(
        await payouts.cancel(request.params.id, request.body.reason, actorOf(request)),
        'Cancelled',
      ),
  });
}
