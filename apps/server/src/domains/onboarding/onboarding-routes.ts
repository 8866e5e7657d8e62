import type { FastifyInstance } from 'fastify';
import { Calls } from '@saral/contract/calls';
import { envelopeSchema } from '@saral/contract/envelope';
import {
  authConfigQuerySchema,
  authConfigResponseSchema,
  canApplyQuerySchema,
  canApplyResponseSchema,
} from '@saral/contract/api/onboarding';
import { currentUserId } from '../../plugins/session-auth';
import { ok } from '../../shared/envelope-reply';
import { withZod, type RouteOptions } from '../../shared/zod-app';

export async function onboardingRoutes(app: FastifyInstance, { services }: RouteOptions) {
  const api = withZod(app);

  api.get(Calls.authConfig.path, {
    schema: {
      tags: ['onboarding'],
      summary: 'Onboarding steps in order (userAuthConfigVoList) and which are complete (flags 1)',
      querystring: authConfigQuerySchema,
      response: { 200: envelopeSchema(authConfigResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) => ok(await services.onboarding.authConfig(currentUserId(request))),
  });

  api.get(Calls.canApply.path, {
    schema: {
      tags: ['onboarding'],
      summary:
        'May the borrower go on to apply for this product (canApply), and on the web or in the app',
      querystring: canApplyQuerySchema,
      response: { 200: envelopeSchema(canApplyResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await services.onboarding.canApply(currentUserId(request), request.query.productId)),
  });
}
