/** The page name of a screen no route matches: its path may be anything a person typed. */
export const UNKNOWN_PAGE = '/*';

const MAX_PAGE_NAME = 128;

/**
 * The name a page is tracked under: its path without query or hash (they can carry tokens and
 * phone numbers) and with ids replaced by `:id`, so /orders/17/detail and /orders/18/detail
 * count as one page. No segment of our route table contains a digit, so any segment with a
 * digit (or an unusually long one) is an id.
 */
export function pageNameOf(pathname: string, unknownRoute = false): string {
  if (unknownRoute) return UNKNOWN_PAGE;
  const path = pathname.split(/[?#]/)[0] ?? '';
  const segments = path
    .split('/')
    .filter((segment) => segment.length > 0)
    .map((segment) => (/\d/.test(segment) || segment.length > 32 ? ':id' : segment));
  return `/${segments.join('/')}`.slice(0, MAX_PAGE_NAME);
}
