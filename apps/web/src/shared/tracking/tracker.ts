import type { TrackingConfig } from '@saral/contract/api/tracking';
import { pageNameOf } from './page-name';
import { createTrackingCache, type CachedEvent } from './tracking-cache';

/** The behaviors the app records (the config's `behaviors` may narrow them). */
export const TrackBehavior = { pageView: 'page_view', click: 'click' } as const;

/** The body of save-buried-point: cached events stamped with the time they were sent. */
export type TrackingBatch = {
  /** Beacons carry no headers, so the browser's id travels in the body as well. */
  webUuid: string;
  events: (CachedEvent & { triggerTime: number })[];
};

export type TrackerDependencies = {
  loadConfig: () => Promise<unknown>;
  /**
   * Uploads a batch: 'stored' once the server acknowledged it, 'refused' when the server will
   * never take it (bad input); throws when it may succeed later (offline, timeout, 5xx).
   */
  send: (batch: TrackingBatch) => Promise<'stored' | 'refused'>;
  /** navigator.sendBeacon: false when the browser would not queue the body. */
  beacon: (body: Blob) => boolean;
  webUuid: () => string;
  storage: Storage;
  now?: () => number;
  newId?: () => string;
  /** How long to wait before asking for the config again when it could not be loaded. */
  configRetryMs?: number;
};

export const TRACKING_CONFIG_KEY = 'saral.tracking.config';
/** The server refuses larger batches (MAX_TRACKING_BATCH of the contract). */
const MAX_BATCH = 200;
/** Browsers cap beacon bodies (about 64 KB in all); 50 events stay well below. */
const BEACON_BATCH = 50;
/** Events of the first moments, before the config says whether to record them at all. */
const EARLY_EVENTS_LIMIT = 50;
const CONFIG_RETRY_MS = 30_000;
/** data-track values are short identifiers; anything else (or a long digit run that could be
 * a phone or account number) is not recorded. */
const TRACK_VALUE = /^[\w.:-]{1,64}$/;
const LONG_DIGIT_RUN = /\d{6,}/;

function parseConfig(value: unknown): TrackingConfig | null {
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
function randomEventId(): string {
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

/**
 * Page and click tracking (spec sections 3 and 7): the config is loaded once at start; events
 * go to a local cache and are uploaded in batches with triggerTime; a batch leaves the cache
 * only when the server acknowledged it; on page hide the cache goes out by beacon as well.
 */
export function createTracker(deps: TrackerDependencies) {
  const cache = createTrackingCache(deps.storage);
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? randomEventId;

  /** null until the config is known; events meanwhile wait in `early`. */
  let config: TrackingConfig | null = null;
  let early: Omit<CachedEvent, 'projectName'>[] = [];
  let loadingConfig = false;
  let currentPage = '';
  let flushing: Promise<void> | null = null;
  /** After a failed upload, new events wait for the next tick or 'online' instead of retrying. */
  let uploadFailed = false;
  let flushTimer: ReturnType<typeof setInterval> | undefined;
  let configRetryTimer: ReturnType<typeof setTimeout> | undefined;
  let lastBeacon = '';

  const batchLimit = () => Math.min(config?.batchSize ?? MAX_BATCH, MAX_BATCH);

  function readStoredConfig(): TrackingConfig | null {
    try {
      return parseConfig(JSON.parse(deps.storage.getItem(TRACKING_CONFIG_KEY) ?? 'null'));
    } catch {
      return null;
    }
  }

  function keep(event: Omit<CachedEvent, 'projectName'>) {
    if (!config?.enabled) return;
    if (config.behaviors.length > 0 && !config.behaviors.includes(event.behavior)) return;
    const cached = cache.append({ ...event, projectName: config.projectName });
    if (cached >= batchLimit() && !uploadFailed) void flush();
  }

  function record(behavior: string, value: string, pageName: string) {
    const event = { eventId: newId(), pageName, behavior, value, eventTime: now() };
    if (config) keep(event);
    else if (early.length < EARLY_EVENTS_LIMIT) early.push(event);
  }

  function batchOf(events: CachedEvent[]): TrackingBatch {
    const triggerTime = now();
    return { webUuid: deps.webUuid(), events: events.map((event) => ({ ...event, triggerTime })) };
  }

  /** Uploads the whole cache, a batch at a time; stops at the first failure (kept for later). */
  function flush(): Promise<void> {
    if (!config?.enabled) return Promise.resolve();
    if (flushing) return flushing;
    // Cleared in a later tick: an upload that finds nothing to send ends synchronously.
    flushing = uploadCache().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  async function uploadCache() {
    const sent = new Set<string>();
    for (;;) {
      // `sent` guards against a cache that cannot be written: never loop on one batch.
      const batch = cache
        .read()
        .filter((event) => !sent.has(event.eventId))
        .slice(0, batchLimit());
      if (batch.length === 0) return;
      try {
        // 'refused' batches leave the cache too: they would block the queue for ever.
        await deps.send(batchOf(batch));
      } catch {
        uploadFailed = true;
        return;
      }
      uploadFailed = false;
      const ids = new Set(batch.map((event) => event.eventId));
      for (const id of ids) sent.add(id);
      cache.remove(ids);
    }
  }

  /**
   * The page is going away (or to the background): hand the cache to the browser, which
   * delivers beacons even after the page is gone. The events stay cached and are uploaded
   * again later; the server drops the copies by event id.
   */
  function beacon() {
    if (!config?.enabled) return;
    const events = cache.read();
    // visibilitychange and pagehide often come together: one beacon per change of the cache.
    const signature = `${events.length}:${events.at(-1)?.eventId ?? ''}`;
    if (events.length === 0 || signature === lastBeacon) return;
    for (let start = 0; start < events.length; start += BEACON_BATCH) {
      const body = JSON.stringify(batchOf(events.slice(start, start + BEACON_BATCH)));
      if (!deps.beacon(new Blob([body], { type: 'application/json' }))) return;
    }
    lastBeacon = signature;
  }

  function apply(next: TrackingConfig) {
    config = next;
    const waiting = early;
    early = [];
    // Disabled: nothing is recorded and nothing is sent.
    if (!next.enabled) return;
    const leftovers = cache.read().length > 0;
    for (const event of waiting) keep(event);
    clearInterval(flushTimer);
    flushTimer = setInterval(() => {
      uploadFailed = false;
      void flush();
    }, next.flushIntervalMs);
    // Events of an earlier visit that never reached the server go first.
    if (leftovers) void flush();
  }

  async function loadConfig() {
    if (loadingConfig || config) return;
    loadingConfig = true;
    clearTimeout(configRetryTimer);
    try {
      const loaded = parseConfig(await deps.loadConfig());
      if (!loaded) throw new Error('unexpected tracking config');
      try {
        deps.storage.setItem(TRACKING_CONFIG_KEY, JSON.stringify(loaded));
      } catch {
        // Storage unavailable: the config of this visit is enough.
      }
      apply(loaded);
    } catch {
      // Unreachable server: the config of the last visit will do; without one, ask again.
      const stored = readStoredConfig();
      if (stored) apply(stored);
      else
        configRetryTimer = setTimeout(
          () => void loadConfig(),
          deps.configRetryMs ?? CONFIG_RETRY_MS,
        );
    } finally {
      loadingConfig = false;
    }
  }

  function onClick(event: Event) {
    const target = event.target;
    const element =
      target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
    const tracked = element?.closest('[data-track]');
    if (!tracked) return;
    // Only the attribute is recorded: never what a field holds.
    const value = trackValueOf(tracked.getAttribute('data-track'));
    if (value) record(TrackBehavior.click, value, currentPage || pageNameOf(location.pathname));
  }

  function onOnline() {
    uploadFailed = false;
    if (config) void flush();
    else void loadConfig();
  }

  function onVisibilityChange() {
    if (document.visibilityState === 'hidden') beacon();
  }

  return {
    /** Loads the config and listens for clicks, page hide and the network coming back. */
    start() {
      document.addEventListener('click', onClick, true);
      document.addEventListener('visibilitychange', onVisibilityChange);
      window.addEventListener('pagehide', beacon);
      window.addEventListener('online', onOnline);
      return loadConfig();
    },
    stop() {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', beacon);
      window.removeEventListener('online', onOnline);
      clearInterval(flushTimer);
      clearTimeout(configRetryTimer);
    },
    /** One page view; `value` is the page the visitor came from ('' on arrival). */
    pageView(pathname: string, unknownRoute = false) {
      const previous = currentPage;
      currentPage = pageNameOf(pathname, unknownRoute);
      record(TrackBehavior.pageView, previous, currentPage);
    },
    flush,
  };
}

export type Tracker = ReturnType<typeof createTracker>;
