import { randomUUID } from 'node:crypto';
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import fastifyPlugin from 'fastify-plugin';

/**
 * One JSON line per request, written when the reply has gone out: method, route pattern (never
 * the URL, whose query can carry a phone or a token), status, duration and the request id. The
 * id comes from the load balancer's X-Request-Id when that is a short, safe token, so one id
 * follows a request through the proxy's and our logs; otherwise a new one is made. Every reply
 * carries it back in X-Request-Id.
 */

export const REQUEST_ID_HEADER = 'x-request-id';
/** Letters, digits, '.', '_', '-': what proxies put there (UUIDs, hex), and nothing to inject. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** Fastify's pair of lines per request (incoming + completed) replaced by one line when done. */
class OneLinePerRequest extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest() {}

  /** The completion line already names the route (null) and the 404. */
  override routeNotFound() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    // reply.log carries the request id and honours a route's own logLevel (/healthz: warn).
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? null,
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}

export const requestLogServerOptions = {
  logController: new OneLinePerRequest(),
  requestIdHeader: false,
  genReqId: (request) => requestIdFrom(request.headers[REQUEST_ID_HEADER]),
} satisfies FastifyServerOptions;

/** Hands every reply its request id. */
export const requestIdPlugin = fastifyPlugin(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
});
