import type { ComponentsJSON } from '@nanostores/i18n';
import { catalogName } from './catalog';

/**
 * All Hindi catalogs in one lazily loaded chunk: every features/<name>/i18n/hi.ts and
 * shared/i18n/<name>/hi.ts, found by path (a new feature's file needs no registration here).
 */
const modules = import.meta.glob<{ default: Record<string, string> }>(
  ['../../features/*/i18n/hi.ts', './*/hi.ts'],
  { eager: true },
);

const catalogs: ComponentsJSON = Object.fromEntries(
  Object.entries(modules).map(([path, module]) => [catalogName(path), module.default]),
);
export default catalogs;
