import { createHash } from 'node:crypto';
import type { PrecacheManifest } from '../src/service-worker/service-worker-routing';

/** One file of the build output, by its path relative to the output folder ('/' separated). */
export type BuildFile = { path: string; content: string | Uint8Array };

/** The worker itself (it is fetched by the browser, never from a cache). */
export const SERVICE_WORKER_FILE = 'sw.js';
/** Written into the worker's source, then replaced by the precache list. */
export const PRECACHE_PLACEHOLDER = '__SARAL_PRECACHE__';

/**
 * Chunks only some visitors ever run: the attribution SDK loads after marketing consent, so
 * precaching it would spend every visitor's data on it. Cached on first use instead.
 */
const OPTIONAL_CHUNK = /^assets\/adjust-/;

/** Never precached: source maps, compressed twins, the worker, and dot files (build metadata). */
function isPrecached(filePath: string): boolean {
  if (filePath === SERVICE_WORKER_FILE) return false;
  if (OPTIONAL_CHUNK.test(filePath)) return false;
  if (/\.(map|br|gz)$/.test(filePath)) return false;
  return !filePath.split('/').some((part) => part.startsWith('.'));
}

function sha256(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex');
}

/**
 * The list of files the worker caches on install, and a version that changes whenever any of
 * them does (the worker's own bytes then change, so browsers install the new one).
 */
export function buildPrecacheManifest(files: readonly BuildFile[]): PrecacheManifest {
  const kept = files
    .filter((file) => isPrecached(file.path))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const paths = kept.map((file) => file.path);
  const duplicate = paths.find((filePath, index) => paths.indexOf(filePath) !== index);
  if (duplicate) throw new Error(`two build files share the path ${duplicate}`);
  const fingerprint = kept.map((file) => `${file.path}\0${sha256(file.content)}`).join('\n');
  return {
    version: sha256(fingerprint).slice(0, 12),
    urls: paths.map((filePath) => `/${filePath}`),
  };
}

/** The worker's code with the precache list written in place of its one placeholder. */
export function injectPrecacheManifest(code: string, manifest: PrecacheManifest): string {
  const parts = code.split(PRECACHE_PLACEHOLDER);
  if (parts.length !== 2) {
    throw new Error(
      `the service worker must mention ${PRECACHE_PLACEHOLDER} exactly once, found ${parts.length - 1}`,
    );
  }
  return parts.join(JSON.stringify(manifest));
}
