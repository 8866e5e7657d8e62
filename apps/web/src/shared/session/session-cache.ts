/**
 * The query cache as the session code sees it. The login page runs without the query library
 * (docs/web-bundle.md), so the cache registers itself here once it exists (app/query-layout.tsx)
 * and signing in or out reaches it through these functions.
 */
type SessionCache = { removeQueries(): void; clear(): void };

let cache: SessionCache | null = null;

export function registerSessionCache(value: SessionCache | null): void {
  cache = value;
}

/** At sign-in: nothing a borrower who used this device before fetched may show. */
export function forgetCachedQueries(): void {
  cache?.removeQueries();
}

/** At sign-out (-4): nothing of the signed-out borrower may show to whoever signs in next. */
export function clearSessionCache(): void {
  cache?.clear();
}
