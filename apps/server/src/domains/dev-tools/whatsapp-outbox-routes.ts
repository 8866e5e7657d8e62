import { WHATSAPP_OUTBOX_PATH } from '@saral/contract/calls';
import type { FastifyInstance } from 'fastify';
import {
  whatsappOutboxQuerySchema,
  whatsappOutboxResponseSchema,
} from '@saral/contract/api/notifications';
import { envelopeSchema } from '@saral/contract/envelope';
import { ok } from '../../shared/envelope-reply';
import { withZod, type RouteOptions } from '../../shared/zod-app';

/** Development only (never registered in production or with a real WhatsApp provider). */
export async function whatsappOutboxRoutes(app: FastifyInstance, { services }: RouteOptions) {
  withZod(app).get(WHATSAPP_OUTBOX_PATH, {
    schema: {
      tags: ['development'],
      summary: 'Latest sandbox WhatsApp messages to a phone (development only)',
      querystring: whatsappOutboxQuerySchema,
      response: { 200: envelopeSchema(whatsappOutboxResponseSchema) },
    },
    handler: async (request) =>
      ok(await services.whatsappOutbox.latestFor(request.query.phone, 10)),
  });
}
