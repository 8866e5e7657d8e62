import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Calls } from '@saral/contract/calls';
import {
  extensionActionBodySchema,
  extensionCalcResponseSchema,
  extensionParamsSchema,
  paymentUrlResponseSchema,
} from '@saral/contract/api/money';
import { envelopeSchema } from '@saral/contract/envelope';
import { currentUserId } from '../../plugins/session-auth';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import type { ExtensionService } from './extension-service';

/** Only the extension service is needed; app.ts passes its usual { services }. */
export type ExtensionRouteOptions = { services: { extensions: ExtensionService } };

/** The borrower's due-date extension calls; registered under /api1. */
export async function extensionRoutes(app: FastifyInstance, { services }: ExtensionRouteOptions) {
  const api = withZod(app);

  api.get(`${Calls.extensionCalc.path}/:orderId`, {
    schema: {
      tags: ['extensions'],
      summary:
        'The price of extending a loaned or overdue order by 7 days (the open extension, or a new one)',
      params: extensionParamsSchema,
      response: { 200: envelopeSchema(extensionCalcResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await services.extensions.calc(currentUserId(request), request.params.orderId)),
  });

  api.post(Calls.applyExtension.path, {
    schema: {
      tags: ['extensions'],
      summary: 'Consent to the extension: the order waits in Extension; a link for the fee',
      body: extensionActionBodySchema,
      response: { 200: envelopeSchema(paymentUrlResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await services.extensions.apply(currentUserId(request), request.body)),
  });

  api.post(Calls.giveUpExtension.path, {
    schema: {
      tags: ['extensions'],
      summary: 'Give up the open extension: the order goes back to Loaned or Overdued',
      body: extensionActionBodySchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await services.extensions.giveUp(currentUserId(request), request.body)),
  });
}
