import type { TrackingConfig } from '@saral/contract/api/tracking';
import type { CachedEvent } from './tracking-cache';

/**
 * The tracker's pure pieces: what an event and a batch look like, the session tag stored with
 * each event, the config read from the server or storage, and which data-track values are safe.
 * Kept apart from tracker.ts, which holds the queue, timers and browser listeners.
 */

/** The behaviors the app records (the config's `behaviors` may narrow them). */
export const TrackBehavior = { pageView: 'page_view', click: 'click' } as const;

/** The body of save-buried-point: cached events stamped with the time they were sent. */
export type TrackingBatch = {
  /** Beacons carry no headers, so the browser's id travels in the body as well. */
  webUuid: string;
  events: (Omit<CachedEvent, 'sessionKey'> & { triggerTime: number })[];
};

/** Anonymous events: recorded while nobody was signed in. */
const ANONYMOUS = '';

/**
 * A short tag of a session token (cyrb53), stored with each event instead of the token itself:
 * a credential is not copied into a second place, and the tag is enough to tell sessions apart.
 */
export function sessionKeyOf(token: string | null): string {
  if (!token) return ANONYMOUS;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < token.length; index += 1) {
    const code = token.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `s${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
}

/** data-track values are short identifiers; anything else (or a long digit run that could be
 * a phone or account number) is not recorded. */
const TRACK_VALUE = /^[\w.:-]{1,64}$/;
const LONG_DIGIT_RUN = /\d{6,}/;

export function parseTrackingConfig(value: unknown): TrackingConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const config = value as Record<string, unknown>;
  const positive = (field: unknown) =>
    typeof field === 'number' && Number.isInteger(field) && field > 0;
  if (
    typeof config.enabled !== 'boolean' ||
    typeof config.projectName !== 'string' ||
    !positive(config.batchSize) ||
    !positive(config.flushIntervalMs) ||
    !Array.isArray(config.behaviors) ||
    !config.behaviors.every((behavior) => typeof behavior === 'string')
  ) {
    return null;
  }
  return {
    enabled: config.enabled,
    projectName: config.projectName,
    batchSize: config.batchSize as number,
    flushIntervalMs: config.flushIntervalMs as number,
    behaviors: config.behaviors as string[],
  };
}

/** A RFC 4122 version 4 id; crypto.randomUUID exists only on https and localhost. */
export function randomEventId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The data-track value of a clicked element, or null when it is not a safe identifier. */
export function trackValueOf(attribute: string | null): string | null {
  const value = attribute?.trim() ?? '';
  return TRACK_VALUE.test(value) && !LONG_DIGIT_RUN.test(value) ? value : null;
}

/** The oldest events that belong to one session, at most `limit` of them. */
export function nextGroup(events: CachedEvent[], limit: number): CachedEvent[] {
  const first = events[0];
  if (!first) return [];
  return events.filter((event) => event.sessionKey === first.sessionKey).slice(0, limit);
}

/** The batch of `events` as sent at `triggerTime`. */
export function batchOfEvents(
  events: CachedEvent[],
  webUuid: string,
  triggerTime: number,
): TrackingBatch {
  return {
    webUuid,
    // The session tag stays on the device: the token the batch goes with says it all.
    events: events.map(({ sessionKey: _sessionKey, ...event }) => ({ ...event, triggerTime })),
  };
}

export const TRACKING_CONFIG_KEY = 'saral.tracking.config';

/** The config saved on an earlier visit, used when the server cannot be reached. */
export function readStoredConfig(storage: Storage): TrackingConfig | null {
  try {
    return parseTrackingConfig(JSON.parse(storage.getItem(TRACKING_CONFIG_KEY) ?? 'null'));
  } catch {
    return null;
  }
}
