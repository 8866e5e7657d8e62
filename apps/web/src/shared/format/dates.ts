/** Dates as borrowers in India read them: "12 Mar 2025", in India time. */

const IST = 'Asia/Kolkata';
const DAY = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: IST,
});
const DAY_TIME = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: IST,
});
// A calendar day (YYYY-MM-DD) has no time zone: read and print it as UTC so it never shifts.
const CALENDAR_DAY = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const parsed = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The day of an ISO timestamp; the text as is when it is not one. */
export function formatDate(iso: string): string {
  const date = parsed(iso);
  return date ? DAY.format(date) : iso;
}

/** An ISO timestamp in India time, "12 Mar 2025, 3:00 pm"; the text as is when it is not one. */
export function formatDateTime(iso: string): string {
  const date = parsed(iso);
  return date ? DAY_TIME.format(date) : iso;
}

/** A calendar day (YYYY-MM-DD) as "19 Mar 2025"; the text as is when it is not one. */
export function formatCalendarDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const date = parsed(`${day}T00:00:00Z`);
  return date ? CALENDAR_DAY.format(date) : day;
}

const SHORT_DAY = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const INDIA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: IST });

/** A calendar day (YYYY-MM-DD) as "30 Nov", for a line that is about this month or the next. */
export function formatShortDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const date = parsed(`${day}T00:00:00Z`);
  return date ? SHORT_DAY.format(date) : day;
}

/** Today in India as YYYY-MM-DD. */
export function indiaToday(now: Date = new Date()): string {
  return INDIA_DAY.format(now);
}

/** Whole calendar days from one YYYY-MM-DD to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
