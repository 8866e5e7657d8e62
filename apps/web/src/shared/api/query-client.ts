import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isOnline } from '../network/online-status';
import { ApiError } from './api-client';
import { showCallError, type ErrorDisplay } from './call-error';

/*
 * How screens call the API. Each call is written once: in the api/ folder of the feature that
 * uses it, or in shared/api/ when several features do (features never import each other).
 * - A read a screen shows: a queryOptions factory (`orderDetailQuery(id)`), the only place its
 *   cache key, freshness and error display are set. Screens use `useQuery(factory(…))`,
 *   `queryClient.fetchQuery(factory(…))`, and `factory(…).queryKey` to update or invalidate.
 * - A write: a mutationOptions factory (`repayMutation()`) with its key and request. Screens
 *   use `useMutation({ ...factory(), meta, onSuccess, … })`: how to react is theirs.
 * - A read a flow needs fresh at one moment (the dispatcher, precheck, the audit refresh) calls
 *   the request function itself, past the cache.
 */

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorDisplay?: ErrorDisplay };
    mutationMeta: { errorDisplay?: ErrorDisplay };
  }
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => showCallError(error, query.meta?.errorDisplay),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        showCallError(error, mutation.meta?.errorDisplay),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Offline, a read fails at once (the screen offers Retry) instead of waiting paused.
        networkMode: 'always',
        // Server answers with a code are final; only network hiccups are worth a retry, and
        // none while offline.
        retry: (failureCount, error) =>
          failureCount < 2 && error instanceof ApiError && error.code <= -1000 && isOnline(),
        refetchOnWindowFocus: false,
      },
      mutations: {
        // TanStack pauses a write made offline and sends it when the connection returns: a
        // repayment tapped offline would then open the checkout by itself minutes later.
        // Every write fails at once offline instead; the borrower taps again when back.
        networkMode: 'always',
        retry: false,
      },
    },
  });
}
