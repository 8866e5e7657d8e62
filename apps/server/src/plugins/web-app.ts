import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built web app: hashed files under /assets are immutable for a year, everything else
 * (index.html, service worker, manifest) is revalidated on every load. Files are served from their
 * pre-compressed .br/.gz twins written at build time.
 */
export async function webAppPlugin(app: FastifyInstance, options: { distDir: string }) {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`web app build not found at ${options.distDir}; run "npm run build"`);
    return;
  }
  await app.register(fastifyStatic, {
    root: options.distDir,
    preCompressed: true,
    wildcard: true,
    // Without an index file, "/" (a directory to the static handler) was answered 403 Forbidden.
    index: ['index.html'],
    cacheControl: false,
    setHeaders(reply, filePath) {
      // Only Vite's content-hashed output under <dist>/assets may be cached for a year.
      const relative = path.relative(options.distDir, filePath);
      const immutable = relative.startsWith(`assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

/** Pages drawn at build time, sent instead of the empty shell (apps/web/build/prerender-login.mjs). */
const PRERENDERED_PAGES: Record<string, string> = { '/login': 'login.html' };

/**
 * The app shell for client-side routes (/, /login, /orders/12/detail …): index.html, or the page's
 * own HTML where the build drew it beforehand, so it shows before the JavaScript arrives.
 */
export function readAppShell(distDir: string) {
  const read = (file: string) => {
    const full = path.join(distDir, file);
    return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null;
  };
  const shell = read('index.html');
  if (shell === null) return null;
  const pages = new Map<string, string>();
  for (const [pathname, file] of Object.entries(PRERENDERED_PAGES)) {
    const html = read(file);
    if (html !== null) pages.set(pathname, html);
  }
  return { forPath: (pathname: string) => pages.get(pathname) ?? shell };
}
