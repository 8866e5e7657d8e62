import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BORROWER_CALLS_BUSY_PATH, borrowerCallsBusyBodySchema } from '@saral/contract/api/dev';
import { envelopeSchema } from '@saral/contract/envelope';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';

/**
 * Development only (never registered in production): the next calls to one borrower call path
 * of this process are answered busy by the load-shedding plugin (503, Retry-After 1–3 s), so
 * browser journeys can show the app sending them again by itself.
 */
export async function borrowerCallsBusyRoutes(app: FastifyInstance) {
  withZod(app).put(BORROWER_CALLS_BUSY_PATH, {
    schema: {
      tags: ['development'],
      summary: 'Answer the next calls to one borrower call path busy (development only)',
      body: borrowerCallsBusyBodySchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      app.admission.forceBusy(request.body.path, request.body.count);
      return ok(null);
    },
  });
}
