import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { trackPageView } from './start-tracking';

/** The path last recorded: StrictMode runs effects twice, and a page counts once. */
let lastTrackedPath: string | null = null;

/**
 * Records a page view whenever the path changes; a new query on the same page is not a new
 * page. Used once, by the root layout, so every screen is covered.
 */
export function usePageViewTracking(): void {
  const { pathname } = useLocation();
  // The catch-all route's path can be anything typed: it is tracked under one name.
  // Index arithmetic, not .at(-1): the build targets browsers older than Array.prototype.at.
  const matches = useMatches();
  const unknownRoute = matches[matches.length - 1]?.params['*'] !== undefined;
  useEffect(() => {
    if (pathname === lastTrackedPath) return;
    lastTrackedPath = pathname;
    trackPageView(pathname, unknownRoute);
  }, [pathname, unknownRoute]);
}
