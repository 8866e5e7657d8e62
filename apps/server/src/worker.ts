import os from 'node:os';
import Fastify from 'fastify';
import { loggerOptions } from './app';
import { startProcess } from './process-start';
import { registerCardReadingWorker } from './domains/identity/card-reading-service';
import { createServices } from './services';
import { systemClock } from './shared/clock';

/** Time the card under way gets to finish after SIGTERM/SIGINT (like the API process's grace). */
const SHUTDOWN_GRACE_MS = 8_000;

/**
 * An OCR worker process (`npm run worker`): no HTTP, only the job runner of `ocr.read`. It
 * claims the cards that API processes (OCR_WORKER=off) queued in the same PostgreSQL, so reading
 * capacity grows by starting more of these, on this machine or others.
 */
async function main() {
  const { config, db } = await startProcess();
  const log = Fastify({ logger: loggerOptions(config.logLevel) }).log;
  // Before any reading thread exists: on Linux a thread's priority is its own, and the tesseract
  // and image threads started later inherit it, so the whole reading yields to API processes.
  lowerPriority(config.cardReading.workerNice, log);
  const services = createServices({ config, db, clock: systemClock, log });
  registerCardReadingWorker(services.ocrRunner, services.cardReadings);
  services.ocrRunner.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received: finishing the card under way, then closing`);
    const forceExit = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    forceExit.unref();
    await services.ocrRunner.stop();
    await services.providers.ocr.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // The runner's timers do not keep the process alive; this does, until a signal.
  setInterval(() => undefined, 60_000);
  log.info(
    `OCR worker ${services.ocrRunner.workerId} reading cards (database: ${db.engine}, ` +
      `${config.cardReading.workerConcurrency} at once, nice ${os.getPriority()})`,
  );
}

function lowerPriority(nice: number, log: { warn: (message: string) => void }) {
  if (nice === 0) return;
  try {
    os.setPriority(nice);
  } catch (error) {
    log.warn(`OCR worker kept its priority: ${(error as Error).message}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
