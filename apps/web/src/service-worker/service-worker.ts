/**
 * Saral's service worker, built to /sw.js by build/service-worker-plugin.ts (which also writes the
 * precache list in). It makes the app installable and fast to reopen, and shows an offline page
 * when there is no network. It never answers or caches API calls (see service-worker-routing.ts).
 */
import {
  cacheNameFor,
  chooseStrategy,
  isOutdatedCache,
  isStorable,
  neverCachedPathPatterns,
  OFFLINE_PAGE,
  type PrecacheManifest,
} from './service-worker-routing';

// The DOM library this project compiles with has no service worker event types; these are the
// few members used here.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
/** Chromium's static routing (not in every browser, so optional). */
interface InstallEvent extends ExtendableEvent {
  addRoutes?(routes: { condition: { urlPattern: unknown }; source: 'network' }[]): Promise<void>;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ServiceWorkerScope {
  readonly location: { readonly origin: string };
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install', listener: (event: InstallEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
declare const self: ServiceWorkerScope;
/** Replaced with the build's precache list when sw.js is written. */
declare const __SARAL_PRECACHE__: PrecacheManifest;
/** The URL Pattern API (every browser with static routing has it), typed only as far as used. */
declare const URLPattern: (new (init: { pathname: string }) => unknown) | undefined;

const precache = __SARAL_PRECACHE__;
const cacheName = cacheNameFor(precache.version);
const precachedPaths = new Set(precache.urls);
// Responses vary on Accept-Encoding, which a Request object never shows: match on the URL only.
const matchOptions = { ignoreVary: true };

self.addEventListener('install', (event) => {
  // No skipWaiting: a page opened under the previous worker keeps its own build's files until it
  // is closed. Navigations go to the network first, so every new page gets the new build anyway.
  event.waitUntil(caches.open(cacheName).then((cache) => cache.addAll(precache.urls)));
  // Where the browser can, the never-cached paths skip the worker entirely; elsewhere the fetch
  // handler below lets them through untouched.
  if (typeof event.addRoutes === 'function' && typeof URLPattern === 'function') {
    const routes = neverCachedPathPatterns().map((pathname) => ({
      condition: { urlPattern: new URLPattern({ pathname }) },
      source: 'network' as const,
    }));
    event.waitUntil(
      event.addRoutes(routes).catch((error: unknown) => {
        // A browser that refuses the routes still gets the same answers through the fetch handler.
        console.warn('service worker static routes not added', error);
      }),
    );
  }
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => isOutdatedCache(name, cacheName)).map((name) => caches.delete(name)),
      );
      // Control the page that registered the worker without waiting for its next load.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = chooseStrategy(request, self.location.origin, precachedPaths);
  switch (strategy) {
    case 'pass-through':
      return;
    case 'navigation':
      event.respondWith(navigate(request));
      return;
    case 'cache-first':
      event.respondWith(cacheFirst(event));
      return;
    case 'network-first':
      event.respondWith(networkFirst(request));
      return;
  }
});

async function navigate(request: Request): Promise<Response> {
  try {
    // Any HTTP answer, errors included, is the server's to give; only a failed network falls back.
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(OFFLINE_PAGE, { ...matchOptions, cacheName });
    if (offline) return offline;
    throw error;
  }
}

async function cacheFirst(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const cached = await caches.match(request, matchOptions);
  if (cached) return cached;
  const response = await fetch(request);
  // A hashed file the precache did not have (a build deployed while this worker still runs).
  if (isStorable(response)) {
    const copy = response.clone();
    event.waitUntil(caches.open(cacheName).then((cache) => cache.put(request, copy)));
  }
  return response;
}

async function networkFirst(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(request, { ...matchOptions, cacheName });
    if (cached) return cached;
    throw error;
  }
}
