import type { ReadableAtom } from 'nanostores';
import { fill, useLanguage, useMessages } from './i18n';
import type { Language } from './language';

/**
 * Texts the app only shows, made elsewhere in English (a server label, a row a helper built, an
 * operator's product text), in the current language (docs/i18n.md). A catalog keys them by the
 * English text; a text with a figure in it gets a pattern whose named groups fill the catalog's
 * template. Anything unknown stays as it came.
 */
export type TextPattern = readonly [pattern: RegExp, key: string];

const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const HINDI_MONTHS = SHORT_MONTHS.map((_, month) =>
  new Intl.DateTimeFormat('hi-IN', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, month, 1)),
  ),
);
// "30 Nov", "30 Nov 2026", "30 November 2026" as the English date helpers write them.
const ENGLISH_DAY = /\b(\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b/g;

/** The month names of English dates inside a text in the language ("30 Nov" → "30 नवंबर"). */
export function monthsIn(text: string, language: Language): string {
  if (language === 'en') return text;
  return text.replace(
    ENGLISH_DAY,
    (_, day: string, month: string) => `${day} ${HINDI_MONTHS[SHORT_MONTHS.indexOf(month)]}`,
  );
}

/** One shown text in the language of `t` (a feature's catalog): by its English text, else a pattern. */
export function shownText(
  t: Readonly<Record<string, string>>,
  text: string,
  language: Language,
  patterns: readonly TextPattern[] = [],
): string {
  if (language === 'en') return text;
  if (Object.hasOwn(t, text)) return monthsIn(t[text] ?? text, language);
  for (const [pattern, key] of patterns) {
    const match = pattern.exec(text);
    const template = t[key];
    if (match && template) {
      // A value that is itself a known text (a state, "your bank account") is said in the language.
      const values = Object.fromEntries(
        Object.entries(match.groups ?? {}).map(([name, value]) => [
          name,
          Object.hasOwn(t, value) ? (t[value] ?? value) : value,
        ]),
      );
      return monthsIn(fill(template, values), language);
    }
  }
  return monthsIn(text, language);
}

/**
 * A feature's catalog for a screen: `t` for its own keys, `text()` for a text made elsewhere in
 * English, and the language for formatAmount/formatLongDate.
 */
export function useShownText<Body extends Record<string, string>>(
  messages: ReadableAtom<Body>,
  patterns: readonly TextPattern[] = [],
) {
  const t = useMessages(messages);
  const language = useLanguage();
  return { t, language, text: (english: string) => shownText(t, english, language, patterns) };
}
