// Where each Playwright worker's own server listens and keeps its data. Every worker gets a server
// of its own (port, PostgreSQL schema or PGlite folder), so one journey's dev clock, settings or
// busy switches never reach a journey running beside it. Shared by the Playwright config, which
// starts the servers, and scripts/e2e.mjs, which drops the schemas before a run.
import os from 'node:os';

/** Ports step by two so that a second run on `E2E_PORT` + 1 (the PGlite re-run) never collides. */
export function e2eServerPort(basePort, workerIndex) {
  return basePort + 2 * workerIndex;
}

/** The first worker keeps the base schema's name, so a one-worker run is unchanged. */
export function e2eSchema(baseSchema, workerIndex) {
  return workerIndex === 0 ? baseSchema : `${baseSchema}_w${workerIndex + 1}`;
}

/**
 * Journeys spend about 40 % of their time waiting on the server's timers (review, payout and
 * overdue sweeps), so two workers keep a 2-core machine busy; with more cores, one per core.
 * E2E_WORKERS overrides (docs/testing.md has the measurements).
 */
export function e2eWorkers() {
  return Number(process.env.E2E_WORKERS ?? Math.max(2, os.availableParallelism()));
}
