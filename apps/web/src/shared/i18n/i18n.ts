import { createI18n, type ComponentsJSON } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { initialLanguage, languageStore, rememberLanguage, type Language } from './language';

/**
 * The translation layer (docs/i18n.md). Each feature owns a catalog pair:
 * `features/<name>/i18n/en.ts` (the English base, imported by the feature's components) and
 * `features/<name>/i18n/hi.ts` (loaded only when Hindi is chosen). The app shell's pair is
 * `shared/i18n/shell/` (page titles: `shared/i18n/titles/`). A catalog's name is its folder's
 * name: the feature's ("login"), or "shell" and "titles".
 */
const LAZY_CATALOGS = import.meta.glob<{ default: Record<string, string> }>([
  '../../features/*/i18n/hi.ts',
  './*/hi.ts',
]);

/** features/login/i18n/hi.ts → "login"; shared/i18n/shell/hi.ts → "shell". */
export function catalogName(path: string): string {
  // Glob keys are relative to this folder: "../../features/login/i18n/hi.ts", "./shell/hi.ts".
  const match = /(?:features\/([^/]+)\/i18n|(?:^\.|i18n)\/([^/]+))\/[a-z]+\.ts$/.exec(path);
  const name = match?.[1] ?? match?.[2];
  if (!name) throw new Error(`Not a catalog path: ${path}`);
  return name;
}

/** Every catalog of one language, keyed by catalog name. English is the base: nothing to load. */
export async function loadCatalogs(language: Language): Promise<ComponentsJSON> {
  if (language === 'en') return {};
  const entries = await Promise.all(
    Object.entries(LAZY_CATALOGS)
      .filter(([path]) => path.endsWith(`/${language}.ts`))
      .map(async ([path, load]) => [catalogName(path), (await load()).default] as const),
  );
  return Object.fromEntries(entries);
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

/** The current language, re-rendering when it changes. */
export function useLanguage(): Language {
  return useStore(languageStore);
}

/** A feature's texts in the current language: `const t = useMessages(loginMessages)`. */
export const useMessages = useStore;

/** "Wait {seconds} s" + {seconds: 30} → "Wait 30 s"; a missing value leaves the {name} visible. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
