const HOUR_MS = 60 * 60 * 1000;

/** The wait in the denied screen's query (?day&hour) in milliseconds; null when absent or odd. */
export function parseReapplyWait(day: string | null, hour: string | null): number | null {
  if (day === null && hour === null) return null;
  const parts = [day ?? '0', hour ?? '0'];
  if (!parts.every((part) => /^\d{1,4}$/.test(part))) return null;
  const [days = 0, hours = 0] = parts.map(Number);
  return (days * 24 + hours) * HOUR_MS;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * "14 days 6 hours": the wait left, rounded up to the hour so a fresh "day=14&hour=6" reads as
 * given. Empty once the wait is over.
 */
export function formatReapplyWait(leftMs: number): string {
  const totalHours = Math.ceil(leftMs / HOUR_MS);
  if (totalHours <= 0) return '';
  const days = Math.floor(totalHours / 24);
  const hours = totalHours % 24;
  if (days === 0) return plural(hours, 'hour');
  return `${plural(days, 'day')} ${plural(hours, 'hour')}`;
}
