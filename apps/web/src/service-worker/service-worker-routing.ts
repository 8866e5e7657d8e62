/**
 * The service worker's decisions, as pure functions (the worker itself only wires them to events),
 * so they can be tested without a browser.
 */

/** Written into sw.js at build time by build/service-worker-plugin.ts. */
export type PrecacheManifest = {
  /** Changes whenever any precached file changes, so a new build installs a new worker. */
  version: string;
  /** Same-origin absolute paths: app shell, hashed JS/CSS, icons, manifest, offline page. */
  urls: string[];
};

/** What the worker does with one request. */
export type Strategy =
  /** Not answered by the worker at all: the browser fetches it as if there were no worker. */
  | 'pass-through'
  /** A page load: the network, and the offline page when the network fails. */
  | 'navigation'
  /** A content-hashed build file: it never changes, so a cached copy is always right. */
  | 'cache-first'
  /** A precached file without a hash (icons, manifest): fresh when online, cached when not. */
  | 'network-first';

/** Shown instead of a page when the network fails. */
export const OFFLINE_PAGE = '/offline.html';

/**
 * Server paths the worker never answers or caches: the API, the operator API, payment webhooks,
 * the payment sandbox checkout, development tools and the health check. Their answers depend on
 * the signed-in borrower and on time, and must never outlive the request.
 */
export const NEVER_CACHED_PREFIXES = ['/api1', '/ops', '/webhooks', '/sandbox', '/dev', '/healthz'];

const CACHE_PREFIX = 'saral-precache-';
/** Vite's content-hashed output folder. */
const HASHED_ASSETS = '/assets/';

export function isNeverCached(pathname: string): boolean {
  return NEVER_CACHED_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/**
 * The never-cached paths as URL pattern pathnames ('/api1' and everything under it), for the
 * browser's static routing (InstallEvent.addRoutes, Chromium): requests matching them go straight
 * to the network without waking the worker. Besides saving the worker's start-up on every API
 * call, it keeps beacons sent as a page unloads (tracking) off the worker, where Chromium can lose
 * them once the page is gone.
 */
export function neverCachedPathPatterns(): string[] {
  return NEVER_CACHED_PREFIXES.map((prefix) => `${prefix}{/*}?`);
}

export type RequestFacts = { method: string; url: string; mode: string };

export function chooseStrategy(
  request: RequestFacts,
  workerOrigin: string,
  precachedPaths: ReadonlySet<string>,
): Strategy {
  if (request.method !== 'GET') return 'pass-through';
  const url = new URL(request.url);
  if (url.origin !== workerOrigin) return 'pass-through';
  if (isNeverCached(url.pathname)) return 'pass-through';
  if (request.mode === 'navigate') return 'navigation';
  if (url.pathname.startsWith(HASHED_ASSETS)) return 'cache-first';
  if (precachedPaths.has(url.pathname)) return 'network-first';
  return 'pass-through';
}

export function cacheNameFor(version: string): string {
  return `${CACHE_PREFIX}${version}`;
}

/** A cache this worker made for an earlier build; caches of other code are left alone. */
export function isOutdatedCache(name: string, currentName: string): boolean {
  return name.startsWith(CACHE_PREFIX) && name !== currentName;
}

/** Only complete same-origin answers are kept: never an error page, a partial or an opaque one. */
export function isStorable(response: Pick<Response, 'ok' | 'status' | 'type'>): boolean {
  return response.ok && response.status === 200 && response.type === 'basic';
}
