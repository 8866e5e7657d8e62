import { describe, expect, it } from 'vitest';
import {
  buildPrecacheManifest,
  injectPrecacheManifest,
  PRECACHE_PLACEHOLDER,
  type BuildFile,
} from './precache-manifest';

const BUILD: BuildFile[] = [
  { path: 'index.html', content: '<!doctype html><div id="root"></div>' },
  { path: 'assets/index-abc123.js', content: 'console.log(1)' },
  { path: 'assets/index-def456.css', content: 'body{}' },
  { path: 'sw.js', content: `const precache = ${PRECACHE_PLACEHOLDER};` },
  { path: 'offline.html', content: '<h1>You are offline</h1>' },
  { path: 'manifest.webmanifest', content: '{"name":"Saral"}' },
  { path: 'icons/icon-192.png', content: new Uint8Array([137, 80, 78, 71]) },
  { path: 'assets/index-abc123.js.map', content: '{}' },
  { path: 'index.html.br', content: new Uint8Array([1]) },
  { path: 'index.html.gz', content: new Uint8Array([2]) },
  { path: '.vite/manifest.json', content: '{}' },
  { path: 'assets/adjust-latest-x1y2.js', content: 'adjust()' },
];

describe('the precache list', () => {
  it('holds the app shell, hashed files, icons, manifest and offline page, sorted', () => {
    expect(buildPrecacheManifest(BUILD).urls).toEqual([
      '/assets/index-abc123.js',
      '/assets/index-def456.css',
      '/icons/icon-192.png',
      '/index.html',
      '/manifest.webmanifest',
      '/offline.html',
    ]);
  });

  it('has a version that follows the content of every precached file, and only that', () => {
    const { version } = buildPrecacheManifest(BUILD);
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(buildPrecacheManifest([...BUILD].reverse()).version).toBe(version);

    const offlineChanged = BUILD.map((file) =>
      file.path === 'offline.html' ? { ...file, content: '<h1>Offline</h1>' } : file,
    );
    expect(buildPrecacheManifest(offlineChanged).version).not.toBe(version);

    const iconChanged = BUILD.map((file) =>
      file.path === 'icons/icon-192.png' ? { ...file, content: new Uint8Array([0]) } : file,
    );
    expect(buildPrecacheManifest(iconChanged).version).not.toBe(version);

    const twinChanged = BUILD.map((file) =>
      file.path === 'index.html.br' ? { ...file, content: new Uint8Array([9]) } : file,
    );
    expect(buildPrecacheManifest(twinChanged).version).toBe(version);
  });

  it('refuses two files at one path (public/ and the build both writing it)', () => {
    expect(() =>
      buildPrecacheManifest([...BUILD, { path: 'offline.html', content: 'other' }]),
    ).toThrow(/offline\.html/);
  });
});

describe('writing the list into the worker', () => {
  it('replaces the one placeholder with the list as a JavaScript object', () => {
    const manifest = { version: 'abc123abc123', urls: ['/offline.html'] };
    const code = injectPrecacheManifest(`var p=${PRECACHE_PLACEHOLDER};use(p)`, manifest);
    expect(code).toBe('var p={"version":"abc123abc123","urls":["/offline.html"]};use(p)');
  });

  it('fails the build when the placeholder is missing or repeated', () => {
    const manifest = { version: 'v', urls: [] };
    expect(() => injectPrecacheManifest('var p={}', manifest)).toThrow(/found 0/);
    expect(() =>
      injectPrecacheManifest(`${PRECACHE_PLACEHOLDER};${PRECACHE_PLACEHOLDER}`, manifest),
    ).toThrow(/found 2/);
  });
});
