import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { createQueryClient } from '../shared/api/query-client';
import { registerSessionCache } from '../shared/session/session-cache';

/** One cache for the visit, made when the first screen that reads through it loads. */
const queryClient = createQueryClient();
registerSessionCache(queryClient);

/**
 * Every route but /login: the query library and its cache load with the first such screen, so
 * the login page does without them (docs/web-bundle.md).
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
