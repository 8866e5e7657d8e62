import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // antd-mobile sets inline style attributes for layout and animation.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // Every resource is same-origin; COEP would block nothing useful but breaks previews.
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet would set, worked out once at start-up: running helmet on every request
 * re-parses the policy each time, which cost a visible share of the hot path.
 */
function computeSecurityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const fakeResponse = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(OPTIONS)({} as never, fakeResponse as never, () => undefined);
  return headers;
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const headers = computeSecurityHeaders();
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
});
