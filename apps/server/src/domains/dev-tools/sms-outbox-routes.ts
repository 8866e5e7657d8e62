import { SMS_OUTBOX_PATH } from '@saral/contract/calls';
import type { FastifyInstance } from 'fastify';
import { smsOutboxQuerySchema, smsOutboxResponseSchema } from '@saral/contract/api/dev';
import { envelopeSchema } from '@saral/contract/envelope';
import { ok } from '../../shared/envelope-reply';
import { withZod, type RouteOptions } from '../../shared/zod-app';

/** Development only (never registered in production or with a real SMS provider). */
export async function smsOutboxRoutes(app: FastifyInstance, { services }: RouteOptions) {
  withZod(app).get(SMS_OUTBOX_PATH, {
    schema: {
      tags: ['development'],
      summary: 'Latest sandbox SMS to a phone (development only)',
      querystring: smsOutboxQuerySchema,
      response: { 200: envelopeSchema(smsOutboxResponseSchema) },
    },
    handler: async (request) => ok(await services.smsOutbox.latestFor(request.query.phone, 10)),
  });
}
