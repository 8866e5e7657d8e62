import {
  OPERATOR_SESSION_COOKIE,
  operatorLoginBodySchema,
  operatorLoginResponseSchema,
  twoStepConfirmBodySchema,
  twoStepSetupResponseSchema,
} from '@saral/contract/api/operator';
import {
  OPERATOR_PERMISSIONS,
  operatorMeResponseSchema,
} from '@saral/contract/api/operator-permissions';
import { OPERATOR_API_BASE } from '@saral/contract/calls';
import { envelopeSchema } from '@saral/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import { actorOf, currentOperator, operatorToken, type OperatorAuth } from './operator-auth';
import type { TwoStep } from './two-step';

export type OperatorRouteOptions = {
  operators: OperatorAuth;
  twoStep: TwoStep;
  /** Secure cookies (HTTPS only) in production. */
  secureCookies?: boolean;
};

/**
 * The operator API, registered under OPERATOR_API_BASE (/ops/v1). Each route declares what it
 * requires (config.operatorAccess); operatorAccessPlugin checks it in onRequest, before the body
 * is even parsed. No live session: HTTP 401 code -4; a role without the permission: 403 code -1.
 */
export async function operatorRoutes(
  app: FastifyInstance,
  { operators, twoStep, secureCookies }: OperatorRouteOptions,
) {
  const cookieOptions = {
    path: OPERATOR_API_BASE,
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies ?? false,
  } as const;
  const api = withZod(app);
  const tags = ['operators'];

  api.post('/login', {
    schema: {
      tags,
      summary: 'Operator sign-in: a 12-hour token for the x-operator-token header',
      body: operatorLoginBodySchema,
      response: { 200: envelopeSchema(operatorLoginResponseSchema) },
    },
    config: { operatorAccess: 'public' },
    handler: async (request, reply) => {
      const { username, password, sessionCookie, code } = request.body;
      const session = await operators.login(username, password, request.ip, code);
      if (!sessionCookie) return ok(session);
      // The console's session lives in an HttpOnly cookie its scripts never see.
      reply.setCookie(OPERATOR_SESSION_COOKIE, session.token, {
        ...cookieOptions,
        expires: new Date(session.expiresAt),
      });
      return ok({ ...session, token: null });
    },
  });

  api.post('/logout', {
    schema: {
      tags,
      summary: 'End this operator session',
      response: { 200: envelopeSchema(z.null()) },
    },
    config: { operatorAccess: 'signed-in' },
    handler: async (request, reply) => {
      await operators.logout(operatorToken(request) ?? '', actorOf(request));
      reply.clearCookie(OPERATOR_SESSION_COOKIE, cookieOptions);
      return ok(null);
    },
  });

  api.get('/me', {
    schema: {
      tags,
      summary: 'The signed-in operator: username, role and the permissions of that role',
      response: { 200: envelopeSchema(operatorMeResponseSchema) },
    },
    config: { operatorAccess: 'signed-in' },
    handler: async (request) => {
      const { id, username, role, twoStepOn } = currentOperator(request);
      return ok({
        id,
        username,
        role,
        permissions: [...OPERATOR_PERMISSIONS[role]],
        twoStep: { on: twoStepOn, required: operators.twoStepRequired(role) },
      });
    },
  });

  api.post('/me/two-step', {
    schema: {
      tags,
      summary:
        'Start setting up two-step sign-in: a new secret and its QR code for the authenticator app',
      response: { 200: envelopeSchema(twoStepSetupResponseSchema) },
    },
    config: { operatorAccess: 'signed-in' },
    handler: async (request) => {
      const { id, username } = currentOperator(request);
      return ok(await twoStep.begin(id, username));
    },
  });

  api.post('/me/two-step/confirm', {
    schema: {
      tags,
      summary: 'Turn two-step sign-in on with the first code the authenticator app shows',
      body: twoStepConfirmBodySchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    config: { operatorAccess: 'signed-in' },
    handler: async (request) => {
      await twoStep.confirm(currentOperator(request).id, request.body.code, actorOf(request));
      return ok(null, 'Two-step sign-in is on');
    },
  });
}
