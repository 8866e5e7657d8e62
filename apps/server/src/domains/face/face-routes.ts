import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Calls } from '@saral/contract/calls';
import { envelopeSchema } from '@saral/contract/envelope';
import {
  faceResultQuerySchema,
  faceResultResponseSchema,
  livingCheckResponseSchema,
  livingConfigResponseSchema,
} from '@saral/contract/api/onboarding';
import { currentUserId } from '../../plugins/session-auth';
import { failed } from '../../shared/app-error';
import { ok } from '../../shared/envelope-reply';
import { readMultipart } from '../../shared/multipart';
import { withZod, type RouteOptions } from '../../shared/zod-app';
import { OnboardingMessage } from '@saral/contract/onboarding';

export async function faceRoutes(app: FastifyInstance, { services }: RouteOptions) {
  const api = withZod(app);

  api.get(Calls.livingCheckConfig.path, {
    schema: {
      tags: ['face'],
      summary: 'Liveness settings for the face screen',
      response: { 200: envelopeSchema(livingConfigResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async () => ok(services.face.config()),
  });

  api.post(Calls.livingCheck.path, {
    schema: {
      tags: ['face'],
      summary: 'Runs the liveness check on a camera photo (multipart: image)',
      consumes: ['multipart/form-data'],
      response: { 200: envelopeSchema(livingCheckResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) => {
      const { file } = await readMultipart(request, 'image');
      if (!file) throw failed(OnboardingMessage.face);
      return ok(await services.face.check(currentUserId(request), file.bytes));
    },
  });

  api.get(Calls.faceResult.path, {
    schema: {
      tags: ['face'],
      summary: 'Result of a liveness check (the latest without checkId); status 1 is success',
      querystring: faceResultQuerySchema,
      response: { 200: envelopeSchema(faceResultResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await services.face.result(currentUserId(request), request.query.checkId)),
  });

  api.post(Calls.kycLivingHold.path, {
    schema: {
      tags: ['face'],
      summary: 'Commits the face step after a successful liveness check',
      response: { 200: envelopeSchema(z.null()) },
    },
    preHandler: app.requireUser,
    handler: async (request) => {
      await services.face.hold(currentUserId(request));
      return ok(null);
    },
  });
}
