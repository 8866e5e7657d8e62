/** A calendar day (YYYY-MM-DD) as borrowers in India read it: "19 Mar 2025". */

// The day has no time zone: read and print it as UTC so it never shifts.
const CALENDAR_DAY = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The text as is when it is not a calendar day. */
export function formatCalendarDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : CALENDAR_DAY.format(date);
}
