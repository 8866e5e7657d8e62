/** Time source for services, so tests can move time forward (expiry, rate windows). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * Real time moved by an offset, for development servers only: a browser journey cannot wait
 * for a due date or for 08:00, so it sets the server's "now" (PUT /dev/clock) and back.
 */
export type AdjustableClock = Clock & {
  /** Makes `now()` read `at` from this moment on (time keeps running); null for real time. */
  set(at: Date | null): void;
  offsetMs(): number;
};

export function createAdjustableClock(base: Clock = systemClock): AdjustableClock {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    set(at) {
      offset = at ? at.getTime() - base.now().getTime() : 0;
    },
    offsetMs: () => offset,
  };
}

export const isAdjustableClock = (clock: Clock): clock is AdjustableClock =>
  'set' in clock && typeof clock.set === 'function';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;
/** India Standard Time is UTC+5:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60 * 1000;

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

/** The calendar day in India at `at`, YYYY-MM-DD: due dates and overdue days count these. */
export function istDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The moment a calendar day (YYYY-MM-DD) starts in India. */
export function istDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

/** YYYY-MM-DD plus whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

const CALENDAR_DAY = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const INDIA_TIME = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** A calendar day (YYYY-MM-DD) as a borrower reads it in a message: "12 Mar 2026". */
export function formatDay(day: string): string {
  return CALENDAR_DAY.format(new Date(`${day}T00:00:00Z`));
}

/** A moment in India time as a borrower reads it in a message: "12 Mar 2026, 3:00 pm". */
export function formatIndiaTime(at: Date): string {
  return INDIA_TIME.format(at);
}
