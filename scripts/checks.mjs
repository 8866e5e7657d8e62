// The static checks of `npm test` (what `npm run lint` and `npm run typecheck` run): ESLint,
// Prettier and tsc for each workspace, as many at a time as there are cores (they are independent
// and each mostly uses one), each one's output printed whole when it ends. Exits 1 if any failed.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Slowest first, so the last to start is a short one. */
const CHECKS = [
  ['tsc', '-p', 'apps/server', '--noEmit'],
  ['tsc', '-p', 'apps/web', '--noEmit'],
  ['tsc', '-p', 'apps/console', '--noEmit'],
  ['eslint', '.'],
  ['prettier', '--check', '.'],
  ['tsc', '-p', 'packages/contract', '--noEmit'],
];

function runCheck([command, ...args]) {
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules/.bin', command), args, { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) => {
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
      const line = `--- ${[command, ...args].join(' ')}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)`;
      process.stdout.write(`${line}\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...CHECKS];
let failed = false;
const lanes = Array.from(
  { length: Math.min(os.availableParallelism(), queue.length) },
  async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      if (!(await runCheck(check))) failed = true;
    }
  },
);
await Promise.all(lanes);
process.exit(failed ? 1 : 0);
