import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogName } from './catalog';
import { i18n, loadCatalogs } from './i18n';

/**
 * Every catalog pair (features/<name>/i18n/{en,hi}.ts, shared/i18n/<name>/{en,hi}.ts) is
 * complete: each English key has a Hindi text and the other way round, none empty, with the
 * same {placeholders}. A new feature's catalog is found by its path; nothing to register.
 */
type EnglishModule = { en?: Record<string, string> };
type HindiModule = { default: Record<string, string> };

const english = import.meta.glob<EnglishModule>(['../../features/*/i18n/en.ts', './*/en.ts'], {
  eager: true,
});
const hindi = import.meta.glob<HindiModule>(['../../features/*/i18n/hi.ts', './*/hi.ts'], {
  eager: true,
});

const byName = <T>(modules: Record<string, T>) =>
  new Map(Object.entries(modules).map(([path, module]) => [catalogName(path), module]));
// Page titles: the English base is the route table's titles (titles/en.ts is empty on purpose).
const routeTableFiles = ['../../app/router.tsx', '../../app/onboarding-routes.tsx'];
const routeTitles = routeTableFiles.flatMap((file) =>
  [
    ...fs
      .readFileSync(path.resolve(import.meta.dirname, file), 'utf8')
      .matchAll(/title: '([^']+)'/g),
  ].map((match) => match[1] ?? ''),
);
const englishCatalogs = new Map(
  [...byName(english)].map(([name, module]) => [
    name,
    name === 'titles'
      ? Object.fromEntries(routeTitles.map((title) => [title, title]))
      : (module.en ?? {}),
  ]),
);
const hindiCatalogs = byName(hindi);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('translation catalogs', () => {
  it('finds the catalogs of the translated features', () => {
    for (const name of ['shell', 'titles', 'lender', 'login', 'home', 'account']) {
      expect(englishCatalogs.has(name), `${name}/en.ts`).toBe(true);
    }
  });

  it('has a Hindi catalog for every English one and no Hindi one without English', () => {
    expect([...hindiCatalogs.keys()].sort()).toEqual([...englishCatalogs.keys()].sort());
  });

  it('reads the route table’s titles', () => {
    expect(routeTitles).toContain('Key Fact Statement');
  });

  for (const [name, en] of englishCatalogs) {
    it(`${name}: every key in both languages, none empty, same placeholders`, () => {
      const hi = hindiCatalogs.get(name)?.default ?? {};
      expect(Object.keys(hi).sort(), `${name}: Hindi keys`).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en)) {
        expect(text.trim(), `${name}.${key} (en) is empty`).not.toBe('');
        const hindiText = hi[key] ?? '';
        // A Hindi text may be empty only where English is a joining fragment Hindi word order drops.
        if (!/^\W*$/.test(text) && !/^[A-Z][a-z]+ $/.test(text)) {
          expect(hindiText.trim(), `${name}.${key} (hi) is empty`).not.toBe('');
        }
        expect(placeholders(hindiText), `${name}.${key} placeholders`).toEqual(placeholders(text));
      }
    });

    it(`${name}: defined under its folder's name, so the Hindi file is found`, () => {
      expect(i18n.cache.en[name], `i18n('${name}', …) in ${name}/en.ts`).toBeDefined();
    });
  }

  it('loads the Hindi catalogs by name, and nothing for English', async () => {
    const loaded = await loadCatalogs('hi');
    expect(Object.keys(loaded).sort()).toEqual([...hindiCatalogs.keys()].sort());
    expect(await loadCatalogs('en')).toEqual({});
  });
});
