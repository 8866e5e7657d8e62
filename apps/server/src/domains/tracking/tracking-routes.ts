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
import { sessionToken } from '../../plugins/session-auth';
import { ok } from '../../shared/envelope-reply';
import { withZod, type RouteOptions } from '../../shared/zod-app';
import type { TrackingOrigin } from './tracking-service';

/**
 * The web app keeps its session token in this cookie too (spec section 3). A page-hide beacon
 * carries cookies but no headers; SameSite=Lax keeps other sites' POSTs from carrying it.
 */
const SESSION_COOKIE = 'token';

/** The browser's id from the web_uuid header, else (a beacon cannot set headers) the body. */
function origin(request: FastifyRequest, bodyWebUuid?: string): TrackingOrigin {
  const header = request.headers[RequestHeader.webUuid.toLowerCase()];
  const webUuid = typeof header === 'string' && header.trim() ? header.trim() : bodyWebUuid;
  return { userId: request.userId, webUuid: webUuid ? webUuid.slice(0, 64) : null };
}

function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('=')) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Tracking works for anonymous visitors too, so a bad token never turns into code -4 here. */
export async function trackingRoutes(app: FastifyInstance, { services }: RouteOptions) {
  const api = withZod(app);

  /** Like identifyUser, but a request without the token header (a beacon) may use the cookie. */
  async function identifyUploader(request: FastifyRequest) {
    if (sessionToken(request)) return app.identifyUser(request);
    request.userId = await services.sessions.resolve(
      cookieValue(request.headers.cookie, SESSION_COOKIE),
    );
  }

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
    preHandler: identifyUploader,
    handler: async (request) =>
      ok({
        saved: await services.tracking.recordBatch(
          origin(request, request.body.webUuid),
          request.body,
        ),
      }),
  });
}
