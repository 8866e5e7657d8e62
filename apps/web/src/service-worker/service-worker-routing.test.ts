import { describe, expect, it } from 'vitest';
import {
  cacheNameFor,
  chooseStrategy,
  isNeverCached,
  isOutdatedCache,
  isStorable,
  NEVER_CACHED_PREFIXES,
  neverCachedPathPatterns,
} from './service-worker-routing';

const ORIGIN = 'https://saral.example';
const PRECACHED = new Set([
  '/index.html',
  '/offline.html',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
]);

const strategy = (path: string, { method = 'GET', mode = 'cors', origin = ORIGIN } = {}) =>
  chooseStrategy({ method, mode, url: `${origin}${path}` }, ORIGIN, PRECACHED);

describe('what the service worker does with a request', () => {
  it.each([
    '/api1/home/v1/index',
    '/api1/user/v1/login',
    '/api1',
    '/ops/v1/applications',
    '/webhooks/payments/sandbox',
    '/sandbox/checkout?ref=1',
    '/dev/sms-outbox?phone=919876543210',
    '/healthz',
  ])('never touches %s, whether fetched or navigated to', (path) => {
    expect(strategy(path)).toBe('pass-through');
    expect(strategy(path, { mode: 'navigate' })).toBe('pass-through');
  });

  it('never touches a request other than GET', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'HEAD']) {
      expect(strategy('/assets/index-abc123.js', { method })).toBe('pass-through');
      expect(strategy('/', { method, mode: 'navigate' })).toBe('pass-through');
    }
  });

  it('never touches another origin (pixels, attribution, maps)', () => {
    expect(strategy('/assets/index-abc123.js', { origin: 'https://cdn.example' })).toBe(
      'pass-through',
    );
    expect(strategy('/', { origin: 'https://cdn.example', mode: 'navigate' })).toBe('pass-through');
  });

  it.each(['/', '/login?redirect=%2Fpersonal', '/orders/12/detail', '/offline.html'])(
    'loads the page %s from the network, with the offline page as fallback',
    (path) => {
      expect(strategy(path, { mode: 'navigate' })).toBe('navigation');
    },
  );

  it('serves content-hashed build files from the cache first', () => {
    expect(strategy('/assets/index-abc123.js')).toBe('cache-first');
    expect(strategy('/assets/antd-core-k4TIyr4B.css', { mode: 'no-cors' })).toBe('cache-first');
  });

  it('fetches precached files without a hash fresh, falling back to the cache', () => {
    expect(strategy('/manifest.webmanifest')).toBe('network-first');
    expect(strategy('/icons/icon-192.png', { mode: 'no-cors' })).toBe('network-first');
  });

  it('leaves files it did not precache to the browser', () => {
    expect(strategy('/uploads/face.jpg')).toBe('pass-through');
    expect(strategy('/robots.txt')).toBe('pass-through');
  });

  it('matches the never-cached paths by whole segment, not by prefix text', () => {
    expect(isNeverCached('/api1/x')).toBe(true);
    expect(isNeverCached('/developer')).toBe(false);
    expect(isNeverCached('/download')).toBe(false);
    expect(isNeverCached('/opsx')).toBe(false);
    expect(isNeverCached('/healthzone')).toBe(false);
  });
});

describe('static routes (the browser skips the worker for these)', () => {
  it('cover each never-cached path and everything under it', () => {
    expect(neverCachedPathPatterns()).toEqual([
      '/api1{/*}?',
      '/ops{/*}?',
      '/webhooks{/*}?',
      '/sandbox{/*}?',
      '/dev{/*}?',
      '/healthz{/*}?',
    ]);
    expect(neverCachedPathPatterns()).toHaveLength(NEVER_CACHED_PREFIXES.length);
  });
});

describe('caches', () => {
  it('are named after the build, and only this worker’s older ones are outdated', () => {
    const current = cacheNameFor('abc123');
    expect(current).toBe('saral-precache-abc123');
    expect(isOutdatedCache(cacheNameFor('old999'), current)).toBe(true);
    expect(isOutdatedCache(current, current)).toBe(false);
    expect(isOutdatedCache('someone-elses-cache', current)).toBe(false);
  });

  it('keep only complete same-origin answers', () => {
    expect(isStorable({ ok: true, status: 200, type: 'basic' })).toBe(true);
    expect(isStorable({ ok: true, status: 206, type: 'basic' })).toBe(false);
    expect(isStorable({ ok: false, status: 404, type: 'basic' })).toBe(false);
    expect(isStorable({ ok: false, status: 0, type: 'opaque' })).toBe(false);
    expect(isStorable({ ok: true, status: 200, type: 'cors' })).toBe(false);
  });
});
