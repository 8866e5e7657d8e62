import { openDatabase } from '../../src/db/database';
import { createJobRunner } from '../../src/domains/jobs/job-runner';
import { systemClock } from '../../src/shared/clock';

/**
 * A server process as far as jobs go, for the SIGKILL test (jobs-process.test.ts): it runs the
 * kind named in JOB_KIND with a short lease, says "started <key>" when a job begins, and never
 * finishes it, so the parent can kill it mid-job.
 */
const kind = process.argv[2] ?? 'test.killed';
const db = await openDatabase({
  databaseUrl: process.argv[3] || undefined,
  databaseSchema: process.argv[4] || undefined,
  dataDir: process.argv[5] || undefined,
});
const runner = createJobRunner({
  db,
  clock: systemClock,
  log: { warn: () => undefined, error: () => undefined },
  pollIntervalMs: 20,
  leaseMs: 5_000,
});
runner.register(kind, async (job) => {
  process.stdout.write(`started ${job.key} attempt ${job.attempt}\n`);
  await new Promise(() => undefined);
});
runner.start();
// The poll timer does not keep a process alive; this does, until the parent kills it.
setInterval(() => undefined, 60_000);
