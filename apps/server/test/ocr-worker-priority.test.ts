import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * An OCR worker process started on a machine that also runs API processes lowers its own
 * priority (OCR_WORKER_NICE), so borrowers' calls get the CPU first: what `ps -o ni` shows.
 */

const serverRoot = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saral-ocr-nice-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Field 19 of /proc/<pid>/stat: the nice value of the process's main thread. */
function niceOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[16]);
}

// A PGlite-only process test: the database plays no part in a process's priority.
describe.skipIf(process.env.TEST_DATABASE === 'postgres' || process.platform !== 'linux')(
  'an OCR worker process',
  () => {
    it('runs at the nice value OCR_WORKER_NICE gives it', async () => {
      const wanted = 7;
      // Raising one's own priority again needs privileges: a test run already niced past 7
      // (without them) cannot expect 7.
      const expected = Math.max(wanted, os.getPriority());
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
        cwd: serverRoot,
        env: {
          ...process.env,
          DATABASE_URL: '',
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'info',
          OCR_WORKER_NICE: String(wanted),
          OCR_WORKER_CONCURRENCY: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      try {
        const deadline = Date.now() + 120_000;
        while (!output.includes('reading cards') && child.exitCode === null) {
          if (Date.now() > deadline) throw new Error(`the worker never started: ${output}`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect(child.exitCode, output).toBeNull();
        expect(niceOf(child.pid!)).toBe(expected);
      } finally {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
    }, 180_000);
  },
);
