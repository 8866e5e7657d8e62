import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@saral/contract/error-codes';
import { showInfo, showToast } from '../ui/feedback';
import { isOnline } from '../network/online-status';
import { ApiError, ClientErrorCode } from './api-client';

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

/**
 * How a failed call is shown (spec section 8): a toast by default, the Info dialog for the few
 * calls that ask for it, or nothing when the screen shows the error itself ("inline").
 */
export type ErrorDisplay = 'toast' | 'dialog' | 'inline';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorDisplay?: ErrorDisplay };
    mutationMeta: { errorDisplay?: ErrorDisplay };
  }
}

/** Shows a failed call (a toast unless told otherwise), e.g. one a screen caught itself. */
export function showCallError(error: unknown, how: ErrorDisplay = 'toast') {
  // -4 has already signed the borrower out and moved them to /login.
  if (error instanceof ApiError && error.code === ErrorCode.sessionInvalid) return;
  if (how === 'inline') return;
  // Offline, the offline bar and the screen's own Retry say it; no toast over the money rows.
  if (isOfflineFailure(error)) return;
  const message =
    error instanceof Error ? error.message : 'Something went wrong. Please try again.';
  if (how === 'dialog') void showInfo(message);
  else showToast(message);
}

/** A call that failed because the device has no connection (the offline bar is showing). */
export function isOfflineFailure(error: unknown): boolean {
  return error instanceof ApiError && error.code === ClientErrorCode.network && !isOnline();
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
