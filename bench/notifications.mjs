// Borrower notifications at scale: `npm run bench:notifications`.
//
// Runs apps/server/test/notification-sweep-bench.test.ts with NOTIFY_BENCH_LOANS loans (default
// 10,000) falling due the same day: the reminder sweep and the delivery of every message by two
// processes at once, on PGlite and, when DATABASE_URL is set, on PostgreSQL (two real OS
// processes there). Each run prints one "[notify bench]" line with the figures and fails when a
// message is missing or sent twice. See bench/README.md.

import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const LOANS = process.env.NOTIFY_BENCH_LOANS || '10000';
const projects = ['server-pglite', ...(process.env.DATABASE_URL ? ['server-postgres'] : [])];

let failed = false;
for (const project of projects) {
  console.log(`notifications bench: ${LOANS} loans on ${project}`);
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--project', project, 'apps/server/test/notification-sweep-bench.test.ts'],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NOTIFY_BENCH_LOANS: LOANS } },
  );
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
