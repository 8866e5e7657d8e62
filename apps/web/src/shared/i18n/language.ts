import { atom } from 'nanostores';

/** The languages the borrower app speaks. English is the base: its texts live in the code. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Where the device remembers the borrower's choice. */
export const LANGUAGE_STORAGE_KEY = 'saral.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the phone's languages we speak ("hi-IN" → hi); English when none is. */
export function languageFromNavigator(languages: readonly string[]): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

function readStoredLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The choice remembered on this device, else the phone's language (first visit). */
export function initialLanguage(): Language {
  const navigatorLanguages =
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return readStoredLanguage() ?? languageFromNavigator(navigatorLanguages);
}

/**
 * The language the screens are showing. It changes only once that language's catalogs are
 * loaded (see i18n.ts), so a screen never flashes half-translated.
 */
export const languageStore = atom<Language>('en');

export function rememberLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this visit only.
  }
}
