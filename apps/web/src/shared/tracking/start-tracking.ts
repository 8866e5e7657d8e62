import { Calls } from '@saral/contract/calls';
import { API_BASE_PATH } from '@saral/contract/constants';
import { ErrorCode } from '@saral/contract/envelope';
import { ApiError, apiRequest, webUuid } from '../api/api-client';
import { createTracker, type Tracker } from './tracker';

let tracker: Tracker | null = null;

/** Starts page and click tracking once, at app start-up (also on /login: visitors count too). */
export function startTracking(): void {
  if (tracker) return;
  try {
    tracker = createTracker({
      loadConfig: () => apiRequest(Calls.trackingConfig),
      send: async (batch) => {
        try {
          await apiRequest(Calls.saveTrackedEvents, { body: batch });
          return 'stored';
        } catch (error) {
          if (error instanceof ApiError && error.code === ErrorCode.failed) return 'refused';
          throw error;
        }
      },
      beacon: (body) =>
        typeof navigator.sendBeacon === 'function' &&
        navigator.sendBeacon(`${API_BASE_PATH}${Calls.saveTrackedEvents.path}`, body),
      webUuid,
      storage: localStorage,
    });
    void tracker.start();
  } catch {
    // No storage (a locked-down browser): the app works without tracking.
    tracker = null;
  }
}

/** Records a page view; the page-view hook calls it on every navigation. */
export function trackPageView(pathname: string, unknownRoute = false): void {
  tracker?.pageView(pathname, unknownRoute);
}
