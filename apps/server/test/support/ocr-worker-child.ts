import Fastify from 'fastify';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { registerCardReadingWorker } from '../../src/domains/identity/card-reading-service';
import { createJobRunner } from '../../src/domains/jobs/job-runner';
import { createServices } from '../../src/services';
import { systemClock } from '../../src/shared/clock';

/**
 * An OCR worker process for the SIGKILL test (card-reading-process.test.ts): the real card
 * reading handler on a runner with a short lease, whose OCR says "reading <card>" and never
 * finishes, so the parent can kill it mid-card. Settings come in the environment (DATA_DIR,
 * AADHAAR_ENCRYPTION_KEY, DATABASE_URL, DATABASE_SCHEMA).
 */
const config = loadConfig({ ...process.env, NODE_ENV: 'test', OCR_WORKER: 'on' });
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  databaseSchema: config.databaseSchema,
  dataDir: config.dataDir,
});
const services = createServices({
  config,
  db,
  clock: systemClock,
  log: Fastify({ logger: false }).log,
  providers: {
    ocr: {
      name: 'hanging',
      async readCard(_image, card) {
        process.stdout.write(`reading ${card}\n`);
        return new Promise(() => undefined);
      },
      async close() {},
    },
  },
});
const runner = createJobRunner({
  db,
  clock: systemClock,
  log: { warn: () => undefined, error: () => undefined },
  pollIntervalMs: 20,
  leaseMs: 3_000,
});
registerCardReadingWorker(runner, services.cardReadings);
runner.start();
// The poll timer does not keep a process alive; this does, until the parent kills it.
setInterval(() => undefined, 60_000);
