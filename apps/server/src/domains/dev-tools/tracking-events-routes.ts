import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { envelopeSchema } from '@saral/contract/envelope';
import { ok } from '../../shared/envelope-reply';
import { withZod, type RouteOptions } from '../../shared/zod-app';

/** Development only: what the server stored of one browser's tracking events. */
export const TRACKING_EVENTS_PATH = '/dev/tracking-events';

const storedEventSchema = z.object({
  eventId: z.string().nullable(),
  userId: z.number().nullable(),
  projectName: z.string(),
  pageName: z.string(),
  behavior: z.string(),
  value: z.string(),
  eventTime: z.string(),
  triggerTime: z.string().nullable(),
  receivedAt: z.string(),
});

/**
 * Never registered in production: browser tests and maintainers check here that a browser's
 * page and click events arrived (the id is its localStorage `saral.web_uuid`).
 */
export async function trackingEventsRoutes(app: FastifyInstance, { services }: RouteOptions) {
  withZod(app).get(TRACKING_EVENTS_PATH, {
    schema: {
      tags: ['development'],
      summary: 'Tracking events stored for one web_uuid, newest first (development only)',
      querystring: z.object({
        webUuid: z.string().trim().min(1).max(64),
        limit: z.coerce.number().int().min(1).max(1000).default(200),
      }),
      response: { 200: envelopeSchema(z.array(storedEventSchema)) },
    },
    handler: async (request) =>
      ok(await services.tracking.eventsOf(request.query.webUuid, request.query.limit)),
  });
}
