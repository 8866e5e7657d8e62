/** What every route of the table declares: its page title and background colour. */
export type RouteHandle = {
  title: string;
  background: string;
  /** Shows a top bar with the title and a back arrow (pages outside the tab shell). */
  navBar?: boolean;
};

/** The browser tab's title for a route: its title (in the current language) and the brand. */
export const documentTitle = (handle: RouteHandle, shownTitle: string) =>
  handle.title === 'Saral' ? 'Saral' : `${shownTitle} · Saral`;

/** Types a route's handle where the route table declares it. */
export const routeHandle = (value: RouteHandle) => value;

export const Background = {
  page: '#f5f7f6',
  white: '#ffffff',
  brand: '#0e7c66',
} as const;
