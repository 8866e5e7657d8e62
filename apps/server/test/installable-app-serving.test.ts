import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

// The files that make the web app installable, as the web build writes them (with the .br/.gz
// twins it writes for text files).
const INDEX_HTML =
  '<!doctype html><html><head><link rel="manifest" href="/manifest.webmanifest" /></head><body><div id="root"></div></body></html>';
const SW_JS = `var precache={"version":"abc","urls":["/offline.html"]};${'self.addEventListener("fetch",()=>{});'.repeat(20)}`;
const MANIFEST = JSON.stringify({
  name: 'Saral',
  start_url: '/',
  display: 'standalone',
  icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
  filler: 'x'.repeat(600),
});
const OFFLINE_HTML = '<!doctype html><html><body><h1>You are offline</h1></body></html>';
// The PNG signature and an IHDR chunk are enough for the content type.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let distDir: string;
let t: TestApp;
beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'saral-dist-pwa-'));
  await fs.mkdir(path.join(distDir, 'icons'));
  const write = async (name: string, content: string | Buffer, twins = false) => {
    await fs.writeFile(path.join(distDir, name), content);
    if (!twins) return;
    await fs.writeFile(path.join(distDir, `${name}.br`), brotliCompressSync(content));
    await fs.writeFile(path.join(distDir, `${name}.gz`), gzipSync(content));
  };
  await write('index.html', INDEX_HTML);
  await write('sw.js', SW_JS, true);
  await write('manifest.webmanifest', MANIFEST, true);
  await write('offline.html', OFFLINE_HTML);
  await write(path.join('icons', 'icon-192.png'), PNG);
  t = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

const get = (url: string, encoding = 'gzip, deflate, br') =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

describe('the installable app files', () => {
  it.each(['br', 'identity'])(
    'the service worker is JavaScript revalidated on every load (accepting %s)',
    async (encoding) => {
      const response = await get('/sw.js', encoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      // A cached worker would keep an old build (and its precache list) alive for its max-age.
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['br', 'gzip', 'identity'])(
    'the manifest is application/manifest+json, revalidated (accepting %s)',
    async (encoding) => {
      const response = await get('/manifest.webmanifest', encoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(response.headers['cache-control']).toBe('no-cache');
      if (encoding === 'identity') expect(response.json()).toMatchObject({ name: 'Saral' });
      else expect(response.headers['content-encoding']).toBe(encoding);
    },
  );

  it('the offline page and icons are served as themselves, not as the app shell', async () => {
    const offline = await get('/offline.html', 'identity');
    expect(offline.statusCode).toBe(200);
    expect(offline.headers['content-type']).toMatch(/^text\/html/);
    expect(offline.body).toContain('You are offline');

    const icon = await get('/icons/icon-192.png');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('the security policy lets the page register its worker and read its manifest', async () => {
    const response = await get('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
