import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Calls } from '@saral/contract/calls';
import { envelopeSchema } from '@saral/contract/envelope';
import {
  baseInfoPageResponseSchema,
  formSubmitBodySchema,
  workInfoPageResponseSchema,
} from '@saral/contract/api/onboarding';
import { currentUserId } from '../../plugins/session-auth';
import { ok } from '../../shared/envelope-reply';
import { withZod, type RouteOptions } from '../../shared/zod-app';

const submitResponse = envelopeSchema(
  z.union([z.null(), z.object({ errorColumn: z.array(z.string()) })]),
);

export async function formRoutes(app: FastifyInstance, { services }: RouteOptions) {
  const api = withZod(app);

  api.get(Calls.baseInfoPage.path, {
    schema: {
      tags: ['profile'],
      summary: 'Basic information form (?type=baseInfo) with the borrower’s saved answers',
      querystring: z.object({ type: z.literal('baseInfo') }),
      response: { 200: envelopeSchema(baseInfoPageResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) => ok(await services.forms.baseInfoPage(currentUserId(request))),
  });

  api.get(Calls.workInfoPage.path, {
    schema: {
      tags: ['profile'],
      summary: 'Work information form (?type=workInfo): hideable and fixed fields',
      querystring: z.object({ type: z.literal('workInfo') }),
      response: { 200: envelopeSchema(workInfoPageResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) => ok(await services.forms.workInfoPage(currentUserId(request))),
  });

  api.post(Calls.saveBaseInfo.path, {
    schema: {
      tags: ['profile'],
      summary: 'Saves basic information; problems come back in data.errorColumn',
      body: formSubmitBodySchema,
      response: { 200: submitResponse },
    },
    preHandler: app.requireUser,
    handler: async (request) => {
      await services.forms.saveBaseInfo(currentUserId(request), request.body);
      return ok(null);
    },
  });

  api.post(Calls.saveWorkInfo.path, {
    schema: {
      tags: ['profile'],
      summary: 'Saves work information; problems come back in data.errorColumn',
      body: formSubmitBodySchema,
      response: { 200: submitResponse },
    },
    preHandler: app.requireUser,
    handler: async (request) => {
      await services.forms.saveWorkInfo(currentUserId(request), request.body);
      return ok(null);
    },
  });
}
