import {
  applicationListQuerySchema,
  applicationListResponseSchema,
  applicationSchema,
  approveBodySchema,
  decisionRulesSchema,
  denyBodySchema,
  orderIdParamsSchema,
  productIdParamsSchema,
} from '@saral/contract/api/operator';
import { OperatorPermission } from '@saral/contract/api/operator-permissions';
import { envelopeSchema } from '@saral/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import { actorOf } from '../operators/operator-auth';
import type { ReviewService } from './review-service';

/**
 * Operators' calls on applications (registered under OPERATOR_API_BASE): the list, approve,
 * deny, and the decision rules the review uses. Permissions as the other operator routes.
 */
export async function applicationRoutes(
  app: FastifyInstance,
  { review }: { review: ReviewService },
) {
  const api = withZod(app);
  const P = OperatorPermission;
  const tags = ['operators'];

  api.get('/applications', {
    schema: {
      tags,
      summary: 'Applications, newest first, with their checks and decisions (phones masked)',
      querystring: applicationListQuerySchema,
      response: { 200: envelopeSchema(applicationListResponseSchema) },
    },
    config: { operatorAccess: P.applicationsRead },
    handler: async (request) =>
      ok(await review.listApplications({ state: request.query.state, limit: request.query.limit })),
  });

  api.post('/applications/:orderId/approve', {
    schema: {
      tags,
      summary: 'Approve an application under review, optionally for a lower amount (rupees)',
      params: orderIdParamsSchema,
      body: approveBodySchema,
      response: { 200: envelopeSchema(applicationSchema) },
    },
    config: { operatorAccess: P.applicationsDecide },
    handler: async (request) =>
      ok(await review.approve(request.params.orderId, request.body, actorOf(request)), 'Approved'),
  });

  api.post('/applications/:orderId/deny', {
    schema: {
      tags,
      summary: 'Deny an application under review (the borrower may re-apply after the wait)',
      params: orderIdParamsSchema,
      body: denyBodySchema,
      response: { 200: envelopeSchema(applicationSchema) },
    },
    config: { operatorAccess: P.applicationsDecide },
    handler: async (request) =>
      ok(await review.deny(request.params.orderId, request.body, actorOf(request)), 'Denied'),
  });

  api.get('/products/:productId/decision-rules', {
    schema: {
      tags,
      summary: 'How the product’s applications are decided (defaults when never set)',
      params: productIdParamsSchema,
      response: { 200: envelopeSchema(decisionRulesSchema) },
    },
    config: { operatorAccess: P.rulesRead },
    handler: async (request) => ok(await review.getRules(request.params.productId)),
  });
}
