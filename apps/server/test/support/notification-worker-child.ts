import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { openPostgres } from '../../src/db/database';
import { MESSAGE_DELIVER_JOB } from '../../src/domains/notifications/message-jobs';
import { createServices } from '../../src/services';
import { silentLog } from './notifications';
import { loadTestConfig } from './test-config';

/**
 * A server process as far as borrower messages go, for the benchmark on PostgreSQL
 * (notification-sweep-bench.test.ts): its own pool on the schema named in argv, the clock fixed
 * at the instant in argv, the app's services with the sandbox providers. It obeys lines on stdin:
 * "sweep" runs the reminder sweep, "deliver" runs every due delivery job on its job runner until
 * none is left, "exit" ends it; each is answered on stdout ("swept <loans>", "delivered <jobs>").
 */
const [databaseUrl = '', schema = '', nowIso = ''] = process.argv.slice(2);
const now = new Date(nowIso);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'saral-notify-child-'));
const db = await openPostgres({ connectionString: databaseUrl, schema, maxConnections: 4 });
const config = loadTestConfig(dataDir);
const services = createServices({ config, db, clock: { now: () => now }, log: silentLog });
services.jobRunner.register(MESSAGE_DELIVER_JOB, services.deliverMessage);

const say = (line: string) => process.stdout.write(`${line}\n`);
say('ready');
for await (const command of createInterface({ input: process.stdin })) {
  if (command === 'sweep') {
    const { loans } = await services.queueDueReminders(now);
    say(`swept ${loans}`);
  } else if (command === 'deliver') {
    let total = 0;
    for (;;) {
      const ran = await services.jobRunner.runDueNow();
      if (ran === 0) break;
      total += ran;
    }
    say(`delivered ${total}`);
  } else if (command === 'exit') {
    break;
  }
}
await db.close();
await fs.rm(dataDir, { recursive: true, force: true });
