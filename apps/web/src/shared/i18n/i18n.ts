import { createI18n, type ComponentsJSON } from '@nanostores/i18n';
import { useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';
import { initialLanguage, languageStore, rememberLanguage, type Language } from './language';

/**
 * The translation layer (docs/i18n.md). Each feature owns a catalog pair:
 * `features/<name>/i18n/en.ts` (the English base, imported by the feature's components) and
 * `features/<name>/i18n/hi.ts` (loaded only when Hindi is chosen). The app shell's pair is
 * `shared/i18n/shell/` (page titles: `shared/i18n/titles/`). A catalog's name is its folder's
 * name: the feature's ("login"), or "shell" and "titles" (see catalog.ts).
 *
 * Each language other than English: one chunk holding all its catalogs (catalogs-hi.ts gathers
 * the per-feature files), fetched only when that language is chosen.
 */
const LAZY_CATALOGS: Record<Exclude<Language, 'en'>, () => Promise<{ default: ComponentsJSON }>> = {
  hi: () => import('./catalogs-hi'),
};

/** Every catalog of one language, keyed by catalog name. English is the base: nothing to load. */
export async function loadCatalogs(language: Language): Promise<ComponentsJSON> {
  return language === 'en' ? {} : (await LAZY_CATALOGS[language]()).default;
}

export const i18n = createI18n(languageStore, {
  baseLocale: 'en',
  // All catalogs of a language arrive together before the language is switched on (below), so
  // this only runs for a catalog defined after that (none today); it loads them all again.
  get: (code) => loadCatalogs(code as Language),
});

async function switchTo(language: Language) {
  if (language !== 'en' && !i18n.cache[language]) {
    // The cache holds catalogs by name (its declared type is one catalog's shape).
    i18n.cache[language] = (await loadCatalogs(language)) as unknown as (typeof i18n.cache)['en'];
  }
  languageStore.set(language);
  document.documentElement.lang = language;
}

/**
 * Before the first render: the device's remembered choice or the phone's language. A failed
 * catalog load (offline first visit) leaves the app in English rather than blank.
 */
export async function startLanguage(): Promise<void> {
  try {
    await switchTo(initialLanguage());
  } catch {
    await switchTo('en');
  }
}

/** The borrower picks a language: shown at once, remembered on this device. */
export async function chooseLanguage(language: Language): Promise<void> {
  await switchTo(language);
  rememberLanguage(language);
}

/**
 * A store's value, re-rendering when it changes. Six lines instead of @nanostores/react, whose
 * per-key listening the app does not use and the login page would pay for (docs/decisions/0018).
 */
function useAtom<Value>(store: ReadableAtom<Value>): Value {
  return useSyncExternalStore(
    (onChange) => store.listen(onChange),
    () => store.get(),
    // The same value when the login screen is drawn at build time (build/prerender-login.ts).
    () => store.get(),
  );
}

/** The current language, re-rendering when it changes. */
export function useLanguage(): Language {
  return useAtom(languageStore);
}

/** A feature's texts in the current language: `const t = useMessages(loginMessages)`. */
export const useMessages: <Body>(messages: ReadableAtom<Body>) => Body = useAtom;

/** "Wait {seconds} s" + {seconds: 30} → "Wait 30 s"; a missing value leaves the {name} visible. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
