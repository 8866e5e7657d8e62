import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { createCardReadingService } from './domains/identity/card-reading-service';
import type { UploadService } from './domains/identity/upload-service';
import { createJobRunner } from './domains/jobs/job-runner';
import type { EnqueueJob } from './domains/jobs/job-types';
import type { Providers } from './providers';
import type { Clock } from './shared/clock';

/**
 * Card reading's wiring: the queue every API process writes to, and the job runner of its own
 * (its own concurrency) that reads cards in this process when OCR_WORKER=on (app.ts) or in an
 * `npm run worker` process (worker.ts).
 */
export function createCardReadingServices(deps: {
  config: AppConfig;
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  uploads: UploadService;
  enqueueJob: EnqueueJob;
  providers: Pick<Providers, 'ocr' | 'cipher'>;
}) {
  const { config, db, clock, log } = deps;
  const ocrRunner = createJobRunner({
    db,
    clock,
    log,
    pollIntervalMs: config.jobs.pollIntervalMs,
    concurrency: config.cardReading.workerConcurrency,
  });
  const cardReadings = createCardReadingService({
    db,
    uploads: deps.uploads,
    ocr: deps.providers.ocr,
    cipher: deps.providers.cipher,
    enqueueJob: deps.enqueueJob,
    now: () => clock.now(),
    log,
    settings: config.cardReading,
    // The runner of this process looks at once (when it runs: OCR_WORKER=on).
    onQueued: () => ocrRunner.nudge(),
  });
  return { ocrRunner, cardReadings };
}
