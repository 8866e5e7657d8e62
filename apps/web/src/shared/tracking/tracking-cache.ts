/** One recorded event as the device keeps it until the server acknowledges it. */
export type CachedEvent = {
  /** The device's id of the event: the server stores each id once, so re-sending is safe. */
  eventId: string;
  projectName: string;
  pageName: string;
  behavior: string;
  value: string;
  /** Epoch milliseconds when it happened. */
  eventTime: number;
  /**
   * The session it was recorded under (sessionKeyOf), so it is credited to that borrower and
   * not to whoever is signed in when it is uploaded. Missing on events of older versions.
   */
  sessionKey?: string;
};

export const TRACKING_CACHE_KEY = 'saral.tracking.events';
/** Offline for long, the device keeps the newest events only: storage is small and shared. */
export const TRACKING_CACHE_LIMIT = 1000;

function isCachedEvent(value: unknown): value is CachedEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return (
    typeof event.eventId === 'string' &&
    typeof event.projectName === 'string' &&
    typeof event.pageName === 'string' &&
    typeof event.behavior === 'string' &&
    typeof event.value === 'string' &&
    typeof event.eventTime === 'number' &&
    (event.sessionKey === undefined || typeof event.sessionKey === 'string')
  );
}

/**
 * The local cache of tracking events in localStorage: it survives reloads and going offline.
 * Every call reads storage afresh, so two open tabs never overwrite each other's events.
 */
export function createTrackingCache(storage: Storage, limit = TRACKING_CACHE_LIMIT) {
  function read(): CachedEvent[] {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(TRACKING_CACHE_KEY) ?? '[]');
      // A damaged entry is skipped rather than sent: the server would refuse the whole batch.
      return Array.isArray(parsed) ? parsed.filter(isCachedEvent) : [];
    } catch {
      return [];
    }
  }

  function write(events: CachedEvent[]) {
    try {
      if (events.length === 0) storage.removeItem(TRACKING_CACHE_KEY);
      else storage.setItem(TRACKING_CACHE_KEY, JSON.stringify(events));
    } catch {
      // Storage full: keep the newer half rather than nothing.
      try {
        storage.setItem(TRACKING_CACHE_KEY, JSON.stringify(events.slice(events.length / 2)));
      } catch {
        // Storage unavailable: tracking must never break the app.
      }
    }
  }

  return {
    read,
    /** Adds an event, dropping the oldest beyond the limit; returns how many are cached. */
    append(event: CachedEvent): number {
      const events = [...read(), event].slice(-limit);
      write(events);
      return events.length;
    },
    /** Removes acknowledged events (events recorded meanwhile stay). */
    remove(eventIds: ReadonlySet<string>) {
      write(read().filter((event) => !eventIds.has(event.eventId)));
    },
  };
}
