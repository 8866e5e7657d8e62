/** Figures and times as an Indian lender's staff read them: ₹1,25,000.50 and IST. */
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
});
const integers = new Intl.NumberFormat('en-IN');
const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const dateOnly = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

export const formatRupees = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : rupees.format(value);
export const formatCount = (value: number) => integers.format(value);
export const formatPercent = (share: number | null | undefined) =>
  share === null || share === undefined ? '—' : `${(share * 100).toFixed(1)}%`;
export const formatDateTime = (iso: string | null | undefined) =>
  iso ? dateTime.format(new Date(iso)) : '—';
export const formatDate = (iso: string | null | undefined) =>
  iso ? dateOnly.format(new Date(iso.length === 10 ? `${iso}T00:00:00+05:30` : iso)) : '—';

/** "3 h 20 min" since an ISO time. */
export function formatAge(iso: string, now = Date.now()) {
  const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days`;
}
