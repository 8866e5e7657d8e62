import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../scripts/chromium.mjs';
import { e2eSchema, e2eServerPort, e2eWorkers } from '../../scripts/e2e-servers.mjs';
import type { ServerOptions } from './e2e/fixtures';

/**
 * Browser journeys in the system Chromium against the production build (web app + compiled
 * server, which scripts/e2e.mjs builds first). Each Playwright worker has a server of its own on a
 * private port with its own fresh data: PGlite in a temp folder, or a schema of its own when
 * DATABASE_URL points at PostgreSQL (`saral_e2e`, then `saral_e2e_w2`…; E2E_DATABASE_SCHEMA sets
 * the base name, scripts/e2e.mjs drops them before each run). The journeys take the worker's
 * server from `e2e/fixtures.ts`. E2E_RUN_NAME keeps a second run's failure traces apart.
 */
const basePort = Number(process.env.E2E_PORT ?? 3100);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const baseSchema = process.env.E2E_DATABASE_SCHEMA ?? 'saral_e2e';
const workers = e2eWorkers();
const workerIndexes = Array.from({ length: workers }, (_, index) => index);
const serverUrls = workerIndexes.map(
  (index) => `http://127.0.0.1:${e2eServerPort(basePort, index)}`,
);

export default defineConfig<ServerOptions>({
  // Two projects on each worker's server: the borrower's app on a phone, the console on a desktop.
  projects: [
    { name: 'borrower', testDir: './e2e' },
    {
      name: 'console',
      testDir: '../console/e2e',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        browserName: 'chromium',
      },
    },
  ],
  outputDir: `../../test-results/e2e${process.env.E2E_RUN_NAME ? `-${process.env.E2E_RUN_NAME}` : ''}`,
  // Files are shared out between the workers; a file's tests stay in order on one worker.
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    serverUrls,
    ...devices['Pixel 5'],
    viewport: { width: 360, height: 740 },
    browserName: 'chromium',
    // Without the service worker: installing it in every fresh context precached the whole app
    // (187 files) per test, about a third of the browser tests' CPU. installable-app.spec.ts and
    // the worker's beacon test in event-tracking.spec.ts allow it; they cover it.
    serviceWorkers: 'block',
    // A failed test's trace keeps its steps, console and network calls, but no screencast and
    // no DOM snapshot of every step: recorded for every test, though kept only for failures, the
    // screencast cost a third of the run's CPU and the snapshots a sixth (docs/testing.md). The
    // failure screenshot stays.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--headless', ...CHROMIUM_ARGS],
    },
  },
  webServer: workerIndexes.map((index) => ({
    command: 'node --enable-source-maps apps/server/dist/main.js',
    cwd: '../..',
    url: `${serverUrls[index]}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'test',
      PORT: String(e2eServerPort(basePort, index)),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(os.tmpdir(), `saral-e2e-${process.pid}-${index}`),
      OTP_IP_HOURLY_LIMIT: '1000',
      OTP_IP_MINUTE_LIMIT: '1000',
      // Automatic review runs as in production, so a journey can wait for its decision. The
      // sweeps look for due work more often than production's defaults (review 1 s, jobs 0.5 s):
      // every journey waits on them, and the schedule itself is the server tests' subject.
      REVIEW_SCHEDULER: 'on',
      REVIEW_INTERVAL_MS: '250',
      JOB_POLL_INTERVAL_MS: '200',
      PAYOUT_WORKER: 'on',
      PAYOUT_SANDBOX_DELAY_MS: '1500',
      // A sent payout is checked every 0.3 s (production: 3 s), so journeys wait less for the money.
      PAYOUT_CHECK_INTERVAL_MS: '300',
      OVERDUE_SCHEDULER: 'on',
      OVERDUE_INTERVAL_MS: '1000',
      // Messages reach the sandbox SMS and WhatsApp outboxes as in production.
      NOTIFICATION_WORKER: 'on',
      // The workers' servers share the machine with their browsers: one card read at a time each.
      OCR_WORKER_CONCURRENCY: '1',
      ...(process.env.DATABASE_URL
        ? {
            DATABASE_URL: process.env.DATABASE_URL,
            DATABASE_SCHEMA: e2eSchema(baseSchema, index),
          }
        : {}),
    },
  })),
});
