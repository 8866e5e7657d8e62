// Whether a build output is newer than everything it is built from (by modification time).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What `npm run build -w apps/web` reads, relative to the repository root. */
export const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'packages/contract/src',
];
export const WEB_BUILD_OUTPUT = 'apps/web/dist/index.html';

/** What `npm run build -w apps/console` reads. */
export const CONSOLE_SOURCES = [
  'apps/console/src',
  'apps/console/index.html',
  'apps/console/vite.config.ts',
  'packages/contract/src',
];
export const CONSOLE_BUILD_OUTPUT = 'apps/console/dist/index.html';

/** What scripts/build-server.mjs reads. */
export const SERVER_SOURCES = [
  'apps/server/src',
  'apps/server/scripts',
  'apps/server/package.json',
  'packages/contract/src',
  'scripts/build-server.mjs',
];
export const SERVER_BUILD_OUTPUT = 'apps/server/dist/main.js';

export function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

/** True when `output` exists and is at least as new as every file under `sources`. */
export function isBuildFresh(output, sources) {
  const outputPath = path.join(repoRoot, output);
  if (!fs.existsSync(outputPath)) return false;
  const sourcesAt = Math.max(...sources.map((entry) => newestMtime(path.join(repoRoot, entry))));
  return fs.statSync(outputPath).mtimeMs >= sourcesAt;
}
