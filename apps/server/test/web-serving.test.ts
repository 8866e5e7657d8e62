import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, createTestDatabase, type TestApp } from './support/test-app';

const INDEX_HTML =
  '<!doctype html><html><head><title>Saral</title><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root" data-marker="saral-shell"></div></body></html>';
// The login screen drawn at build time (apps/web/build/prerender-login.mjs).
const LOGIN_HTML = INDEX_HTML.replace(
  '<div id="root" data-marker="saral-shell"></div>',
  '<div id="root" data-marker="saral-shell"><main class="login-page">Log in or sign up</main></div>',
);
// Big enough that a compressor would bother with it.
const APP_JS = `console.log("saral app");\n${'export const filler = "0123456789abcdef";\n'.repeat(200)}`;
// The twins carry a marker, so a test can tell the build's file from on-the-fly compression.
const BR_TWIN = `${APP_JS}//# br-twin\n`;
const GZ_TWIN = `${APP_JS}//# gz-twin\n`;
const SW_JS = 'self.addEventListener("fetch", () => {});';

let distDir: string;
let t: TestApp;
beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'saral-dist-'));
  await fs.mkdir(path.join(distDir, 'assets'));
  await fs.writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  await fs.writeFile(path.join(distDir, 'login.html'), LOGIN_HTML);
  await fs.writeFile(path.join(distDir, 'sw.js'), SW_JS);
  const js = path.join(distDir, 'assets', 'app-abc123.js');
  await fs.writeFile(js, APP_JS);
  await fs.writeFile(`${js}.gz`, gzipSync(GZ_TWIN));
  await fs.writeFile(`${js}.br`, brotliCompressSync(BR_TWIN));
  t = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('hashed assets', () => {
  it('are cached for a year as immutable', async () => {
    const response = await get('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('are served from the .br twin to a browser that accepts br', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(BR_TWIN);
  });

  it('are served from the .gz twin to a browser that accepts only gzip', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(GZ_TWIN);
  });

  it('are served plain to a client that accepts no encoding', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(APP_JS);
  });

  it('a missing file is a 404, not the app shell', async () => {
    for (const url of ['/missing.js', '/assets/app-000000.js']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('saral-shell');
    }
  });
});

describe('pages', () => {
  it.each([
    ['/', 'index.html', INDEX_HTML],
    ['/orders/12/detail', 'index.html', INDEX_HTML],
    ['/login/extra', 'index.html', INDEX_HTML],
    ['/personal?next=/login', 'index.html', INDEX_HTML],
    // The login screen drawn at build time.
    ['/login', 'login.html', LOGIN_HTML],
    ['/login?redirect=%2Fpersonal', 'login.html', LOGIN_HTML],
  ])('%s returns %s, revalidated on every load', async (url, _file, page) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(page);
  });

  it('the service worker is revalidated on every load, never cached as immutable', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SW_JS);
  });

  it.each(['/', '/orders/12/detail'])('%s carries the security headers', async (url) => {
    const response = await get(url);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('an unknown /api1 path answers JSON, not the app shell', async () => {
    for (const url of ['/api1/nothing/v1/here', '/api1/orders/12/detail']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ code: -5, msg: 'Not found', data: null });
    }
  });

  it.each(['/', '/login'])('HEAD %s answers like GET, without the page', async (url) => {
    const response = await t.app.inject({ method: 'HEAD', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it('a POST to a page path is not answered with the app shell', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/orders/12/detail' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('saral-shell');
  });

  it('does not serve files outside the dist folder', async () => {
    for (const url of [
      '/../../../../etc/passwd',
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2f..%2fetc%2fpasswd',
    ]) {
      const response = await get(url);
      expect(response.body).not.toMatch(/root:.*:0:0:/);
    }
  });
});

describe('operations endpoints', () => {
  it('GET /healthz is 200 {status: ok}', async () => {
    const response = await get('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('GET /healthz is 503 when the database is gone', async () => {
    const { db, drop } = await createTestDatabase();
    const app = await buildApp({ config: t.config, db, logger: false });
    await app.ready();
    try {
      await drop();
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'unavailable' });
    } finally {
      await app.close();
    }
  });

  it('GET /api1/docs/json is an OpenAPI document listing the API', async () => {
    const response = await get('/api1/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      openapi: string;
      info: { title: string };
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toMatch(/Saral/);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api1/user/v1/login',
        '/api1/home/v1/index',
        '/api1/sms/v1/sendCode',
      ]),
    );
  });
});
