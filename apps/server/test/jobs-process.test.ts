import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { createEnqueueJob } from '../src/domains/jobs/job-repository';
import { createJobRunner } from '../src/domains/jobs/job-runner';
import { systemClock } from '../src/shared/clock';

/**
 * A real process killed with SIGKILL in the middle of a job: the job is not lost and not run
 * twice at once; once the dead process's lease runs out, another runner finishes it.
 */

const serverRoot = path.resolve(import.meta.dirname, '..');
const onPostgres = process.env.TEST_DATABASE === 'postgres';

describe('a job whose process is killed with SIGKILL', () => {
  it('is run again by another process once the lease runs out, and finished once', async () => {
    const kind = 'test.killed';
    const key = `killed:${randomBytes(4).toString('hex')}`;
    const schema = onPostgres ? `test_kill_${randomBytes(5).toString('hex')}` : '';
    const dataDir = onPostgres ? '' : await fs.mkdtemp(path.join(os.tmpdir(), 'saral-kill-'));
    const location = {
      databaseUrl: onPostgres ? process.env.DATABASE_URL : undefined,
      databaseSchema: schema || undefined,
      dataDir: dataDir || undefined,
    };
    let db: Database = await openDatabase(location);
    try {
      await migrate(db);
      await createEnqueueJob(() => systemClock.now())(db, { kind, key, payload: {} });
      // PGlite is one process's: the child opens the folder after this one let it go.
      if (!onPostgres) await db.close();

      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'test/support/job-worker-child.ts',
          kind,
          location.databaseUrl ?? '',
          schema,
          dataDir,
        ],
        { cwd: serverRoot, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      child.stdout.on('data', (chunk) => (output += String(chunk)));
      child.stderr.on('data', (chunk) => (output += String(chunk)));
      const exited = new Promise((resolve) => child.on('exit', resolve));
      for (let waited = 0; !output.includes(`started ${key}`); waited += 50) {
        if (waited > 45_000) throw new Error(`the child never started the job:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      child.kill('SIGKILL');
      await exited;
      const killedAt = Date.now();
      expect(output).toContain(`started ${key} attempt 1`);

      if (!onPostgres) db = await openDatabase(location);
      const attempts: number[] = [];
      const runner = createJobRunner({ db, clock: systemClock, log: { warn() {}, error() {} } });
      runner.register(kind, async (job) => {
        attempts.push(job.attempt);
      });
      // The dead process's lease (5 s) holds the job a while: nobody may take it meanwhile.
      if (Date.now() - killedAt < 4_000) expect(await runner.runDueNow()).toBe(0);
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, killedAt + 5_200 - Date.now())),
      );
      expect(await runner.runDueNow()).toBe(1);
      expect(attempts).toEqual([2]);
      const [row] = await db.query<{ state: string; attempts: number }>(
        'SELECT state, attempts FROM jobs WHERE key = $1',
        [key],
      );
      expect(row).toEqual({ state: 'done', attempts: 2 });
    } finally {
      if (onPostgres) await db.query(`DROP SCHEMA "${schema}" CASCADE`);
      await db.close().catch(() => undefined);
      if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
