// What the tracker is given (its session, its transport, storage and clock) and the moment of
// an event: kept apart so start-tracking.ts can name them without the tracker itself.
import type { TrackingBatch } from './tracking-events';

/** The session token now (null when signed out) and news of its changes. */
export type TrackingSession = {
  token(): string | null;
  subscribe(listener: () => void): () => void;
};

export type TrackerDependencies = {
  loadConfig: () => Promise<unknown>;
  /**
   * Uploads a batch as the session of `token` (anonymously when null), whoever is signed in
   * now: 'stored' once the server acknowledged it, 'refused' when the server will never take
   * it (bad input); throws when it may succeed later (offline, timeout, 5xx).
   */
  send: (batch: TrackingBatch, token: string | null) => Promise<'stored' | 'refused'>;
  /** Hands a batch to the browser as the session of `token`; false when it would not queue it. */
  beacon: (body: Blob, token: string | null) => boolean;
  session: TrackingSession;
  webUuid: () => string;
  storage: Storage;
  now?: () => number;
  newId?: () => string;
  /** How long to wait before asking for the config again when it could not be loaded. */
  configRetryMs?: number;
};

/**
 * When an event happened and the session token then: now, or earlier for the events queued while
 * the tracker loaded (start-tracking.ts).
 */
export type EventMoment = { time: number; token: string | null };
