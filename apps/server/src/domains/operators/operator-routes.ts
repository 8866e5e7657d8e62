import {
  applicationListQuerySchema,
  applicationListResponseSchema,
  applicationSchema,
  approveBodySchema,
  decisionRulesSchema,
  denyBodySchema,
  operatorLoginBodySchema,
  operatorLoginResponseSchema,
  orderIdParamsSchema,
  productIdParamsSchema,
} from '@saral/contract/api/operator';
import { envelopeSchema } from '@saral/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import type { ReviewService } from '../review/review-service';
import { currentOperator, operatorToken, type OperatorAuth } from './operator-auth';

export type OperatorRouteOptions = { operators: OperatorAuth; review: ReviewService };

/**
 * The operator API, registered under OPERATOR_API_BASE (/ops/v1). Sign-in is checked in onRequest,
 * before the body is even parsed: a caller without a session learns nothing about the routes.
 * A missing or expired session answers HTTP 401 with code -4, a role too low HTTP 403 code -1.
 */
export async function operatorRoutes(
  app: FastifyInstance,
  { operators, review }: OperatorRouteOptions,
) {
  app.decorateRequest('operator', null);
  const api = withZod(app);
  const viewer = operators.requireOperator('viewer');
  const reviewer = operators.requireOperator('reviewer');
  const admin = operators.requireOperator('admin');
  const tags = ['operators'];

  api.post('/login', {
    schema: {
      tags,
      summary: 'Operator sign-in: a 12-hour token for the x-operator-token header',
      body: operatorLoginBodySchema,
      response: { 200: envelopeSchema(operatorLoginResponseSchema) },
    },
    handler: async (request) =>
      ok(await operators.login(request.body.username, request.body.password, request.ip)),
  });

  api.post('/logout', {
    schema: {
      tags,
      summary: 'End this operator session',
      response: { 200: envelopeSchema(z.null()) },
    },
    onRequest: viewer,
    handler: async (request) => {
      await operators.logout(operatorToken(request) ?? '');
      return ok(null);
    },
  });

  api.get('/applications', {
    schema: {
      tags,
      summary: 'Applications, newest first, with their checks and decisions (phones masked)',
      querystring: applicationListQuerySchema,
      response: { 200: envelopeSchema(applicationListResponseSchema) },
    },
    onRequest: viewer,
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
    onRequest: reviewer,
    handler: async (request) =>
      ok(
        await review.approve(
          request.params.orderId,
          request.body,
          currentOperator(request).username,
        ),
        'Approved',
      ),
  });

  api.post('/applications/:orderId/deny', {
    schema: {
      tags,
      summary: 'Deny an application under review (the borrower may re-apply after the wait)',
      params: orderIdParamsSchema,
      body: denyBodySchema,
      response: { 200: envelopeSchema(applicationSchema) },
    },
    onRequest: reviewer,
    handler: async (request) =>
      ok(
        await review.deny(request.params.orderId, request.body, currentOperator(request).username),
        'Denied',
      ),
  });

  api.get('/products/:productId/decision-rules', {
    schema: {
      tags,
      summary: 'How the product’s applications are decided (defaults when never set)',
      params: productIdParamsSchema,
      response: { 200: envelopeSchema(decisionRulesSchema) },
    },
    onRequest: viewer,
    handler: async (request) => ok(await review.getRules(request.params.productId)),
  });

  api.put('/products/:productId/decision-rules', {
    schema: {
      tags,
      summary: 'Replace the product’s decision rules (admin)',
      params: productIdParamsSchema,
      body: decisionRulesSchema,
      response: { 200: envelopeSchema(decisionRulesSchema) },
    },
    onRequest: admin,
    handler: async (request) =>
      ok(
        await review.saveRules(
          request.params.productId,
          request.body,
          currentOperator(request).username,
        ),
        'Saved',
      ),
  });
}
