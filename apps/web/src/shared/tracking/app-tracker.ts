import { StartCalls } from '@saral/contract/start-calls';
import { apiRequest, webUuid } from '../api/api-client';
import { sessionStore } from '../session/session-store';
import { createTracker, type Tracker } from './tracker';
import { beaconTrackedBatch, uploadTrackedBatch } from './tracking-upload';

/**
 * The app's tracker, with its config call, uploads, session and storage. Loaded by
 * start-tracking.ts once the first screen has rendered; throws when there is no storage.
 */
export function createAppTracker(): Tracker {
  return createTracker({
    loadConfig: () => apiRequest(StartCalls.trackingConfig),
    // Each batch goes as the session it was recorded under (see tracking-upload.ts).
    send: uploadTrackedBatch,
    beacon: beaconTrackedBatch,
    session: sessionStore,
    webUuid,
    storage: localStorage,
  });
}
