import type { FastifyInstance } from 'fastify';
import { Calls } from '@saral/contract/calls';
import {
  appNativeLoginRequestSchema,
  appNativeLoginResponseSchema,
  signedNativeLoginRequestSchema,
  signedNativeLoginResponseSchema,
} from '@saral/contract/api/native';
import { envelopeSchema } from '@saral/contract/envelope';
import { ok } from '../../shared/envelope-reply';
import { withZod, type RouteOptions } from '../../shared/zod-app';

/** /joint's two logins: no token header is read; the body is the bridge's login data. */
export async function nativeLoginRoutes(app: FastifyInstance, { services }: RouteOptions) {
  const api = withZod(app);

  api.post(Calls.nativeSignedLogin.path, {
    schema: {
      tags: ['login'],
      summary:
        'Native login signed with the shared secret (HMAC-SHA256); registers the borrower on first use',
      body: signedNativeLoginRequestSchema,
      response: { 200: envelopeSchema(signedNativeLoginResponseSchema) },
    },
    handler: async (request) => ok(await services.nativeLogin.signedLogin(request.body)),
  });

  api.post(Calls.nativeAppLogin.path, {
    schema: {
      tags: ['login'],
      summary: 'Native login with the app’s own live session token; opens a web session',
      body: appNativeLoginRequestSchema,
      response: { 200: envelopeSchema(appNativeLoginResponseSchema) },
    },
    handler: async (request) => ok(await services.nativeLogin.appLogin(request.body)),
  });
}
