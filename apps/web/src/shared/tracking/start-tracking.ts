import { StartCalls } from '@saral/contract/start-calls';
import { apiRequest, webUuid } from '../api/api-client';
import { sessionStore } from '../session/session-store';
import { createTracker, type Tracker } from './tracker';
import { beaconTrackedBatch, uploadTrackedBatch } from './tracking-upload';

let tracker: Tracker | null = null;

/** Starts page and click tracking once, at app start-up (also on /login: visitors count too). */
export function startTracking(): void {
  if (tracker) return;
  try {
    tracker = createTracker({
      loadConfig: () => apiRequest(StartCalls.trackingConfig),
      // Each batch goes as the session it was recorded under (see tracking-upload.ts).
      send: uploadTrackedBatch,
      beacon: beaconTrackedBatch,
      session: sessionStore,
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
