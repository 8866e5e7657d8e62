import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@saral/contract/error-codes';

export const CONSOLE_BASE_PATH = '/console';

/**
 * The console's own policy: like the borrower app's but with no third-party origin ever (the
 * marketing pixel's origins are added to the borrower app's policy only). antd writes its styles
 * at run time, hence 'unsafe-inline' for styles only.
 */
const CONSOLE_CSP: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};
export const CONSOLE_CONTENT_SECURITY_POLICY = Object.entries(CONSOLE_CSP)
  .map(([name, values]) => `${name} ${values.join(' ')}`)
  .join('; ');

/**
 * Serves the built operations console (apps/console/dist) under /console: hashed assets cached
 * for a year, the shell revalidated, client-side routes (/console/loans/12) answered with the
 * shell. Registered with prefix CONSOLE_BASE_PATH, so its hooks apply to console pages only.
 */
export async function consoleAppPlugin(app: FastifyInstance, options: { distDir: string }) {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`console build not found at ${options.distDir}; run "npm run build"`);
    return;
  }
  const shell = fs.readFileSync(indexFile, 'utf8');
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', CONSOLE_CONTENT_SECURITY_POLICY);
    reply.header('x-robots-tag', 'noindex, nofollow');
  });
  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    decorateReply: false,
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    setHeaders(reply, filePath) {
      const relative = path.relative(options.distDir, filePath);
      const immutable = relative.startsWith(`assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const lastSegment = request.url.split('?')[0]?.split('/').pop() ?? '';
    if (request.method !== 'GET' || lastSegment.includes('.')) {
      return reply.status(404).send({ code: ErrorCode.notFound, msg: 'Not found', data: null });
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(shell);
  });
}
