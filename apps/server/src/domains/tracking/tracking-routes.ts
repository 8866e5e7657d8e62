import { Calls } from '@saral/contract/calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  saveTrackedEventsResponseSchema,
  saveTrackedEventsSchema,
  trackEventSchema,
  trackingConfigSchema,
} from '@saral/contract/api/tracking';
import { envelopeSchema } from '@saral/contract/envelope';
import { RequestHeader } from '@saral/contract/headers';
import { ok } from '../../shared/envelope-reply';
import { withZod, type RouteOptions } from '../../shared/zod-app';

function origin(request: FastifyRequest) {
  const webUuid = request.headers[RequestHeader.webUuid.toLowerCase()];
  return {
    userId: request.userId,
    webUuid: typeof webUuid === 'string' ? webUuid.slice(0, 64) : null,
  };
}

/** Tracking works for anonymous visitors too, so a bad token never turns into code -4 here. */
export async function trackingRoutes(app: FastifyInstance, { services }: RouteOptions) {
  const api = withZod(app);

  api.get(Calls.trackingConfig.path, {
    schema: {
      tags: ['tracking'],
      summary: 'Tracking settings loaded at start-up',
      response: { 200: envelopeSchema(trackingConfigSchema) },
    },
    handler: async () => ok(await services.content.trackingConfig()),
  });

  api.post(Calls.trackEvent.path, {
    schema: {
      tags: ['tracking'],
      summary: 'Record one event',
      body: trackEventSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    preHandler: app.identifyUser,
    handler: async (request) => {
      await services.tracking.record(origin(request), request.body);
      return ok(null);
    },
  });

  api.post(Calls.saveTrackedEvents.path, {
    schema: {
      tags: ['tracking'],
      summary: 'Upload a batch of cached events',
      body: saveTrackedEventsSchema,
      response: { 200: envelopeSchema(saveTrackedEventsResponseSchema) },
    },
    preHandler: app.identifyUser,
    handler: async (request) =>
      ok({ saved: await services.tracking.recordBatch(origin(request), request.body) }),
  });
}
