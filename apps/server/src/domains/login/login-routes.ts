import { Calls } from '@saral/contract/calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  loginRequestSchema,
  loginResponseSchema,
  sendCodeQuerySchema,
} from '@saral/contract/api/session';
import { envelopeSchema } from '@saral/contract/envelope';
import { z } from 'zod';
import { ok } from '../../shared/envelope-reply';
import { withZod, type RouteOptions } from '../../shared/zod-app';
import { sessionToken } from '../../plugins/session-auth';
import { localizeMessage, requestLanguage } from '../../shared/message-language';

const languageOf = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);
const codeSent = (request: FastifyRequest) => localizeMessage('Code sent', languageOf(request));

export async function loginRoutes(app: FastifyInstance, { services }: RouteOptions) {
  const api = withZod(app);

  api.get(Calls.sendCode.path, {
    schema: {
      tags: ['login'],
      summary: 'Send a login code by SMS (same reply for new and known numbers)',
      querystring: sendCodeQuerySchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await services.login.sendCode(request.query.phone, request.ip, 'login', languageOf(request));
      return ok(null, codeSent(request));
    },
  });

  // The promotion landing page's code request: the same code, limits and reply as sendCode,
  // only the SMS wording names the offer. The code signs in through the normal login call.
  api.get(Calls.promotionSendCode.path, {
    schema: {
      tags: ['login'],
      summary: 'Send a sign-in code by SMS from the promotion page (same limits and reply)',
      querystring: sendCodeQuerySchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await services.login.sendCode(
        request.query.phone,
        request.ip,
        'promotion',
        languageOf(request),
      );
      return ok(null, codeSent(request));
    },
  });

  api.post(Calls.login.path, {
    schema: {
      tags: ['login'],
      summary: 'Sign in with phone and code; registers the borrower on first use',
      body: loginRequestSchema,
      response: { 200: envelopeSchema(loginResponseSchema) },
    },
    handler: async (request) =>
      ok(await services.login.login(request.body.phone, request.body.code)),
  });

  api.post(Calls.logout.path, {
    schema: {
      tags: ['login'],
      summary: 'Revoke the session of the token header (Quit)',
      response: { 200: envelopeSchema(z.null()) },
    },
    preHandler: app.requireUser,
    handler: async (request) => {
      await services.sessions.revoke(sessionToken(request) ?? '');
      return ok(null);
    },
  });
}
