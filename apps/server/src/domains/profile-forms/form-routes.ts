import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
import { requestLanguage } from '../../shared/message-language';
import { withZod, type RouteOptions } from '../../shared/zod-app';

const submitResponse = envelopeSchema(
  z.union([z.null(), z.object({ errorColumn: z.array(z.string()) })]),
);

export async function formRoutes(app: FastifyInstance, { services }: RouteOptions) {
  const api = withZod(app);
  /** Field names and choices in the request's language; the reply depends on it (caches). */
  const languageOf = (request: FastifyRequest, reply: FastifyReply) => {
    const language = requestLanguage(request.headers['accept-language']);
    void reply.header('content-language', language).header('vary', 'Accept-Language');
    return language;
  };

  api.get(Calls.baseInfoPage.path, {
    schema: {
      tags: ['profile'],
      summary: 'Basic information form (?type=baseInfo) with the borrower’s saved answers',
      querystring: z.object({ type: z.literal('baseInfo') }),
      response: { 200: envelopeSchema(baseInfoPageResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request, reply) =>
      ok(await services.forms.baseInfoPage(currentUserId(request), languageOf(request, reply))),
  });

  api.get(Calls.workInfoPage.path, {
    schema: {
      tags: ['profile'],
      summary: 'Work information form (?type=workInfo): hideable and fixed fields',
      querystring: z.object({ type: z.literal('workInfo') }),
      response: { 200: envelopeSchema(workInfoPageResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request, reply) =>
      ok(await services.forms.workInfoPage(currentUserId(request), languageOf(request, reply))),
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
      await services.forms.saveBaseInfo(
        currentUserId(request),
        request.body,
        requestLanguage(request.headers['accept-language']),
      );
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
      await services.forms.saveWorkInfo(
        currentUserId(request),
        request.body,
        requestLanguage(request.headers['accept-language']),
      );
      return ok(null);
    },
  });
}
