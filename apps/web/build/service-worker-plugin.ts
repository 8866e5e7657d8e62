import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  buildPrecacheManifest,
  injectPrecacheManifest,
  SERVICE_WORKER_FILE,
  type BuildFile,
} from './precache-manifest.ts';

/** Every file under dir, with paths relative to it ('/' separated, as URLs use). */
function listFiles(dir: string): BuildFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return {
        path: path.relative(dir, full).split(path.sep).join('/'),
        content: fs.readFileSync(full),
      };
    });
}

/**
 * Builds the service worker (entry: a TypeScript file) into /sw.js with the rest of the app, then
 * writes into it the list of files to precache: everything the build emits (index.html, the
 * content-hashed JS and CSS) and everything in public/ (icons, manifest, offline page).
 */
export function serviceWorkerPlugin({ entry }: { entry: string }): Plugin {
  let publicDir = '';
  return {
    name: 'saral-service-worker',
    apply: 'build',
    // After Vite's own plugins, so the bundle already holds index.html.
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    buildStart() {
      // A fixed name, not a hashed one: browsers look for the worker at the URL it registered.
      this.emitFile({ type: 'chunk', id: entry, fileName: SERVICE_WORKER_FILE });
    },
    generateBundle(_options, bundle) {
      const worker = bundle[SERVICE_WORKER_FILE];
      if (!worker || worker.type !== 'chunk') {
        this.error(`${SERVICE_WORKER_FILE} is missing from the bundle`);
      }
      // A worker registered as a classic script cannot import: it must be one file.
      if (worker.imports.length > 0 || worker.dynamicImports.length > 0) {
        this.error(
          `${SERVICE_WORKER_FILE} imports ${[...worker.imports, ...worker.dynamicImports].join(', ')}; it must not share code with the app`,
        );
      }
      const emitted: BuildFile[] = Object.values(bundle).map((output) => ({
        path: output.fileName,
        content: output.type === 'chunk' ? output.code : output.source,
      }));
      const manifest = buildPrecacheManifest([...emitted, ...listFiles(publicDir)]);
      worker.code = injectPrecacheManifest(worker.code, manifest);
    },
  };
}
