import type { TrackingConfig } from '@saral/contract/api/tracking';
import { pageNameOf } from './page-name';
import { createTrackingCache, type CachedEvent } from './tracking-cache';
import { trackAttributeOf } from './tracked-click';
import {
  batchOfEvents,
  nextGroup,
  parseTrackingConfig,
  randomEventId,
  readStoredConfig,
  sessionKeyOf,
  TrackBehavior,
  trackValueOf,
  TRACKING_CONFIG_KEY,
} from './tracking-events';
import type { EventMoment, TrackerDependencies } from './tracker-dependencies';

/** The server refuses larger batches (MAX_TRACKING_BATCH of the contract). */
const MAX_BATCH = 200;
/** Browsers cap beacon bodies (about 64 KB in all); 50 events stay well below. */
const BEACON_BATCH = 50;
/** Events of the first moments, before the config says whether to record them at all. */
const EARLY_EVENTS_LIMIT = 50;
const CONFIG_RETRY_MS = 30_000;

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
  /**
   * The tokens of this page's sessions by key: events of a session that has ended still go
   * with its token. Only in memory: after a reload, events of an earlier session go anonymously.
   */
  const tokens = new Map<string, string>();
  let currentToken = deps.session.token();
  const rememberToken = (token: string | null) => {
    if (token) tokens.set(sessionKeyOf(token), token);
  };
  rememberToken(currentToken);
  let stopSession: (() => void) | undefined;

  const batchLimit = () => Math.min(config?.batchSize ?? MAX_BATCH, MAX_BATCH);

  function keep(event: Omit<CachedEvent, 'projectName'>) {
    if (!config?.enabled) return;
    if (config.behaviors.length > 0 && !config.behaviors.includes(event.behavior)) return;
    const cached = cache.append({ ...event, projectName: config.projectName });
    if (cached >= batchLimit() && !uploadFailed) void flush();
  }

  const momentNow = (): EventMoment => ({ time: now(), token: deps.session.token() });

  function record(behavior: string, value: string, pageName: string, moment: EventMoment) {
    // An event queued before a sign-in or sign-out still goes as the session it happened in.
    rememberToken(moment.token);
    const event = {
      eventId: newId(),
      pageName,
      behavior,
      value,
      eventTime: moment.time,
      sessionKey: sessionKeyOf(moment.token),
    };
    if (config) keep(event);
    else if (early.length < EARLY_EVENTS_LIMIT) early.push(event);
  }

  const batchOf = (events: CachedEvent[]) => batchOfEvents(events, deps.webUuid(), now());

  /**
   * The token events of this session key go with: the current one, the one of an earlier
   * session of this page, or none (anonymous; also when the session is unknown, e.g. after a
   * reload, so they are never credited to the borrower signed in now).
   */
  function tokenOf(sessionKey: string | undefined): string | null {
    const token = deps.session.token();
    if (sessionKey === sessionKeyOf(token)) return token;
    return sessionKey === undefined ? null : (tokens.get(sessionKey) ?? null);
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
      const batch = nextGroup(
        cache.read().filter((event) => !sent.has(event.eventId)),
        batchLimit(),
      );
      if (batch.length === 0) {
        forgetEndedSessions();
        return;
      }
      try {
        // 'refused' batches leave the cache too: they would block the queue for ever.
        await deps.send(batchOf(batch), tokenOf(batch[0]?.sessionKey));
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

  /** Once no cached event needs them, the tokens of ended sessions are dropped. */
  function forgetEndedSessions() {
    const needed = new Set(cache.read().map((event) => event.sessionKey));
    needed.add(sessionKeyOf(deps.session.token()));
    for (const key of tokens.keys()) if (!needed.has(key)) tokens.delete(key);
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
    // (Index arithmetic, not .at(-1): the build targets browsers older than Array.prototype.at.)
    const signature = `${events.length}:${events[events.length - 1]?.eventId ?? ''}`;
    if (events.length === 0 || signature === lastBeacon) return;
    // Each beacon carries one session's events, and goes as that session.
    let rest = events;
    while (rest.length > 0) {
      const batch = nextGroup(rest, BEACON_BATCH);
      const ids = new Set(batch.map((event) => event.eventId));
      rest = rest.filter((event) => !ids.has(event.eventId));
      const body = JSON.stringify(batchOf(batch));
      const token = tokenOf(batch[0]?.sessionKey);
      if (!deps.beacon(new Blob([body], { type: 'application/json' }), token)) return;
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
      const loaded = parseTrackingConfig(await deps.loadConfig());
      if (!loaded) throw new Error('unexpected tracking config');
      try {
        deps.storage.setItem(TRACKING_CONFIG_KEY, JSON.stringify(loaded));
      } catch {
        // Storage unavailable: the config of this visit is enough.
      }
      apply(loaded);
    } catch {
      // Unreachable server: the config of the last visit will do; without one, ask again.
      const stored = readStoredConfig(deps.storage);
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

  /** A click on an element marked `data-track` (its attribute), on the page at `pathname`. */
  function click(attribute: string | null, pathname: string, moment = momentNow()) {
    const value = trackValueOf(attribute);
    if (value) record(TrackBehavior.click, value, currentPage || pageNameOf(pathname), moment);
  }

  function onClick(event: Event) {
    click(trackAttributeOf(event.target), location.pathname);
  }

  function onOnline() {
    uploadFailed = false;
    if (config) void flush();
    else void loadConfig();
  }

  /**
   * Sign-in, Quit or expiry: the events recorded so far go now, with the session they were
   * recorded under (its token is still known in this page), before the borrower uses the app.
   */
  function onSessionChange() {
    const token = deps.session.token();
    if (token === currentToken) return;
    currentToken = token;
    rememberToken(token);
    uploadFailed = false;
    if (config) void flush();
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
      stopSession = deps.session.subscribe(onSessionChange);
      return loadConfig();
    },
    stop() {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', beacon);
      window.removeEventListener('online', onOnline);
      stopSession?.();
      clearInterval(flushTimer);
      clearTimeout(configRetryTimer);
    },
    /** One page view; `value` is the page the visitor came from ('' on arrival). */
    pageView(pathname: string, unknownRoute = false, moment = momentNow()) {
      const previous = currentPage;
      currentPage = pageNameOf(pathname, unknownRoute);
      record(TrackBehavior.pageView, previous, currentPage, moment);
    },
    click,
    flush,
  };
}

export type Tracker = ReturnType<typeof createTracker>;
