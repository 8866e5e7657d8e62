import { applicationSchema, orderIdParamsSchema } from '@saral/contract/api/operator';
import { OperatorPermission } from '@saral/contract/api/operator-permissions';
import {
  reviewQueueQuerySchema,
  reviewQueueResponseSchema,
} from '@saral/contract/api/ops-review-queue';
import { envelopeSchema } from '@saral/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../shared/app-error';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import { currentOperator } from '../operators/operator-auth';
import type { ReviewQueueService } from './review-queue-service';
import type { ReviewService } from './review-service';

/**
 * The review queue and one application, in the operator API (registered under
 * OPERATOR_API_BASE); both need applications.read.
 */
export async function reviewQueueRoutes(
  app: FastifyInstance,
  { queue, review }: { queue: ReviewQueueService; review: ReviewService },
) {
  const api = withZod(app);
  const tags = ['operators'];
  const read = { operatorAccess: OperatorPermission.applicationsRead };

  api.get('/applications/queue', {
    schema: {
      tags,
      summary:
        'Applications waiting for review, longest in the queue first (or newest); search by phone, order number, PAN or name; filters on product, amount and failed checks; keyset pages',
      querystring: reviewQueueQuerySchema,
      response: { 200: envelopeSchema(reviewQueueResponseSchema) },
    },
    config: read,
    handler: async (request) => ok(await queue.page(request.query, currentOperator(request).role)),
  });

  api.get('/applications/:orderId', {
    schema: {
      tags,
      summary: 'One application in any state, with its checks and decisions (phone masked)',
      params: orderIdParamsSchema,
      response: { 200: envelopeSchema(applicationSchema) },
    },
    config: read,
    handler: async (request) => {
      const [application] = await review.listApplications({
        orderId: request.params.orderId,
        limit: 1,
      });
      if (!application) throw notFound('Application');
      return ok(application);
    },
  });
}
