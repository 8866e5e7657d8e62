// Browser tests: finds Chromium (installing Debian's package when missing and allowed), builds the
// web app and the compiled server the journeys run against, resets the PostgreSQL e2e schema when
// DATABASE_URL is set (one schema per Playwright worker), and runs Playwright. A whole run on
// PostgreSQL is followed by the main borrower journeys on the embedded PGlite (the default every
// newcomer uses).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './chromium.mjs';
import { e2eSchema, e2eWorkers } from './e2e-servers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, args, options = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options }).status ?? 1;

let chromium = findChromium();
if (!chromium && process.getuid?.() === 0) {
  console.log('Chromium not found: installing Debian package "chromium"…');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium']);
  chromium = findChromium();
}
if (!chromium) {
  console.error(
    'Chromium is required for the browser tests: install it (apt-get install chromium) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}

if (run('npm', ['run', 'build']) !== 0) process.exit(1);
// The console's first screen stays within its JavaScript budget (a fast check of the build).
if (run(process.execPath, ['scripts/console-budget.mjs']) !== 0) process.exit(1);
// So do the borrower app's /login and home (scripts/web-budget.mjs, docs/web-bundle.md).
if (run(process.execPath, ['scripts/web-budget.mjs']) !== 0) process.exit(1);

const databaseUrl = process.env.DATABASE_URL;
const baseSchema = process.env.E2E_DATABASE_SCHEMA ?? 'saral_e2e';
const basePort = Number(process.env.E2E_PORT ?? 3100);
const specs = process.argv.slice(2);

if (databaseUrl) {
  // Each worker's server has a schema of its own (scripts/e2e-servers.mjs); an earlier run with
  // more workers may have left more of them, so every schema of this base name goes.
  if (!/^[a-z_][a-z0-9_]{0,58}$/.test(baseSchema))
    throw new Error(`bad E2E_DATABASE_SCHEMA ${baseSchema}`);
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const workerSchemas = Array.from({ length: e2eWorkers() }, (_, index) =>
    e2eSchema(baseSchema, index),
  );
  const { rows } = await client.query(
    `SELECT nspname FROM pg_namespace WHERE nspname = ANY($1) OR nspname LIKE $2`,
    [workerSchemas, `${baseSchema}\\_w%`],
  );
  for (const { nspname } of rows) await client.query(`DROP SCHEMA IF EXISTS "${nspname}" CASCADE`);
  await client.end();
}

fs.mkdirSync(path.join(root, 'test-results/screenshots'), { recursive: true });
const playwright = (args, env) =>
  run('node_modules/.bin/playwright', ['test', '-c', 'apps/web/playwright.config.ts', ...args], {
    env: { ...env, CHROMIUM_PATH: chromium },
  });

if (!databaseUrl || specs.length > 0) process.exit(playwright(specs, process.env));
const status = playwright([], process.env);

/** Sign-in → onboarding → bank → apply → review → KFS → Get Money → payout → repay → settled. */
const PGLITE_JOURNEYS = ['applying.spec.ts', 'money.spec.ts'];
console.log(`\nThe main borrower journeys again, on PGlite: ${PGLITE_JOURNEYS.join(', ')}`);
const { DATABASE_URL: _postgres, ...withoutPostgres } = process.env;
const pgliteStatus = playwright(PGLITE_JOURNEYS, {
  ...withoutPostgres,
  E2E_PORT: String(basePort + 1),
  E2E_RUN_NAME: 'pglite',
});
process.exit(status || pgliteStatus);
