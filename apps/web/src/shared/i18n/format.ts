import type { Language } from './language';

/**
 * Numbers and dates in the borrower's language (docs/i18n.md). Both languages group digits the
 * Indian way (₹1,25,000) with the Latin digits Indian banks, SMS and the KFS use.
 */
const INTL_LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };
const IST = 'Asia/Kolkata';

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter as T;
}

/** ₹1,25,000, or ₹1,250.50 when there are paise. */
export function formatAmount(rupees: number, language: Language): string {
  const whole = Number.isInteger(rupees);
  const formatter = cached(
    `amount:${language}:${whole}`,
    () =>
      new Intl.NumberFormat(INTL_LOCALE[language], {
        numberingSystem: 'latn',
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: whole ? 0 : 2,
      }),
  );
  return `₹${formatter.format(rupees)}`;
}

/** 1,25,000 (a count, not money). */
export function formatNumber(value: number, language: Language): string {
  return cached(
    `number:${language}`,
    () => new Intl.NumberFormat(INTL_LOCALE[language], { numberingSystem: 'latn' }),
  ).format(value);
}

/**
 * A date written out: "30 November 2026" / "30 नवंबर 2026". A calendar day (YYYY-MM-DD) is
 * printed as it is written; a timestamp as its day in India. Anything else comes back as it was.
 */
export function formatLongDate(value: string, language: Language): string {
  const calendarDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(calendarDay ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  const timeZone = calendarDay ? 'UTC' : IST;
  return cached(
    `date:${language}:${timeZone}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALE[language], {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        numberingSystem: 'latn',
        timeZone,
      }),
  ).format(date);
}
