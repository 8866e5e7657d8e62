import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CARD_READING_BUSY_PATH, cardReadingBusyBodySchema } from '@saral/contract/api/dev';
import { envelopeSchema } from '@saral/contract/envelope';
import { ok } from '../../shared/envelope-reply';
import { withZod, type RouteOptions } from '../../shared/zod-app';

/**
 * Development only (never registered in production): the next card uploads of this process are
 * answered busy (503, Retry-After 2 s) as with a full reading queue, so browser journeys can
 * show the app's automatic retry without flooding the OCR workers.
 */
export async function cardReadingBusyRoutes(app: FastifyInstance, { services }: RouteOptions) {
  withZod(app).put(CARD_READING_BUSY_PATH, {
    schema: {
      tags: ['development'],
      summary: 'Answer the next card uploads busy (development only)',
      body: cardReadingBusyBodySchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      services.cardReadings.forceBusy(request.body.count);
      return ok(null);
    },
  });
}
