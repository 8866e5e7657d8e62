import { ErrorCode } from '@saral/contract/error-codes';
import { showInfo, showToast } from '../ui/feedback';
import { isOnline } from '../network/online-status';
import { ApiError, ClientErrorCode } from './api-client';

// Apart from the query client, so a screen without it (the login page) shows errors the same way.

/**
 * How a failed call is shown (spec section 8): a toast by default, the Info dialog for the few
 * calls that ask for it, or nothing when the screen shows the error itself ("inline").
 */
export type ErrorDisplay = 'toast' | 'dialog' | 'inline';

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
