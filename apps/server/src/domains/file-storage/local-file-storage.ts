import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { FileStorageError, type FileStorage } from './file-storage';

/** Segments of letters, digits, '.', '_' and '-', joined by '/'; never '.' or '..'. */
const SEGMENT = /^[A-Za-z0-9._-]+$/;

/** The file a key names, or a FileStorageError when the key could leave the directory. */
function resolveStorageKey(root: string, key: string): string {
  const segments = key.split('/');
  const safe =
    key.length > 0 &&
    key.length <= 512 &&
    segments.every((part) => SEGMENT.test(part) && part !== '.' && part !== '..');
  if (!safe) throw new FileStorageError(`Invalid storage key: ${JSON.stringify(key)}`);
  const target = path.resolve(root, ...segments);
  // Belt and braces: the checks above already keep the path inside root.
  if (!target.startsWith(root + path.sep)) {
    throw new FileStorageError(`Invalid storage key: ${JSON.stringify(key)}`);
  }
  return target;
}

/** Files on local disk under `directory`; for a single server process or a shared volume. */
export function createLocalFileStorage(directory: string): FileStorage {
  const root = path.resolve(directory);
  return {
    name: 'local',
    async put(key, bytes) {
      const target = resolveStorageKey(root, key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write aside, then rename: a reader never sees a half-written file.
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.writeFile(temp, bytes, { mode: 0o600 });
        await fs.rename(temp, target);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw new FileStorageError(`Could not store ${key}: ${(error as Error).message}`);
      }
    },
    async get(key) {
      const target = resolveStorageKey(root, key);
      try {
        return await fs.readFile(target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw new FileStorageError(`Could not read ${key}: ${(error as Error).message}`);
      }
    },
    async delete(key) {
      await fs.rm(resolveStorageKey(root, key), { force: true });
    },
  };
}
