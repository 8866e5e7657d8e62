import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { CspAdditions } from '../domains/marketing/marketing-settings';

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
 * The headers helmet would set, worked out once at start-up (and again only when the marketing
 * origins change): running helmet on every request re-parses the policy each time, which cost a
 * visible share of the hot path.
 */
function computeSecurityHeaders(additions?: CspAdditions): Record<string, string> {
  const headers: Record<string, string> = {};
  const fakeResponse = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(withAdditions(additions))({} as never, fakeResponse as never, () => undefined);
  return headers;
}

/** The policy plus the origins of configured third-party services (marketing pixel, Adjust). */
function withAdditions(additions: CspAdditions | undefined): HelmetOptions {
  if (!additions) return OPTIONS;
  const csp = OPTIONS.contentSecurityPolicy as {
    useDefaults: boolean;
    directives: Record<string, string[]>;
  };
  const extend = (name: string, extra: readonly string[]) => [
    ...(csp.directives[name] ?? []),
    ...extra,
  ];
  return {
    ...OPTIONS,
    contentSecurityPolicy: {
      ...csp,
      directives: {
        ...csp.directives,
        scriptSrc: extend('scriptSrc', additions.scriptSrc),
        connectSrc: extend('connectSrc', additions.connectSrc),
        imgSrc: extend('imgSrc', additions.imgSrc),
      },
    },
  };
}

export type SecurityHeadersOptions = {
  /**
   * Origins to allow on top of 'self', read on every request (synchronously, from memory): the
   * marketing settings can change while the server runs. The headers are worked out again only
   * when a different object is returned.
   */
  cspAdditions?: () => CspAdditions;
};

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    const headers = computeSecurityHeaders();
    const additionsOf = options.cspAdditions;
    if (!additionsOf) {
      app.addHook('onRequest', async (_request, reply) => {
        reply.headers(headers);
      });
      return;
    }
    let lastAdditions: CspAdditions | null = null;
    let lastHeaders = headers;
    app.addHook('onRequest', async (_request, reply) => {
      const additions = additionsOf();
      if (additions !== lastAdditions) {
        lastHeaders = computeSecurityHeaders(additions);
        lastAdditions = additions;
      }
      reply.headers(lastHeaders);
    });
  },
);
