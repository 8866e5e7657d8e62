// Browser tests: finds Chromium (installing Debian's package when missing and allowed), builds the
// web app and the compiled server the journeys run against, resets the PostgreSQL e2e schema when
// DATABASE_URL is set, and runs Playwright. A whole run on PostgreSQL (two shards side by side) is
// followed by the main borrower journeys on the embedded PGlite (the default every newcomer uses).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './chromium.mjs';

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
// E2E_SHARDS=2 splits a whole run on PostgreSQL in two shards, each with its own server, port and
// schema (so one journey's clock or settings never reach another's), run side by side. Off by
// default: on a 2-core machine the journeys are CPU-bound, and in one trial two shards were no faster in all.
const SHARDS = databaseUrl && specs.length === 0 ? Number(process.env.E2E_SHARDS ?? 1) : 1;
const schemaOf = (shard) => (SHARDS === 1 ? baseSchema : `${baseSchema}_${shard}`);

if (databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  for (let shard = 1; shard <= SHARDS; shard += 1) {
    const schema = schemaOf(shard);
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema))
      throw new Error(`bad E2E_DATABASE_SCHEMA ${schema}`);
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  }
  await client.end();
}

fs.mkdirSync(path.join(root, 'test-results/screenshots'), { recursive: true });
const playwrightArgs = (args) => ['test', '-c', 'apps/web/playwright.config.ts', ...args];
const playwright = (args, env) =>
  run('node_modules/.bin/playwright', playwrightArgs(args), {
    env: { ...env, CHROMIUM_PATH: chromium },
  });

/** One shard in the background; its output is printed whole when it ends, so runs never interleave. */
function playwrightShard(shard) {
  return new Promise((resolve) => {
    const child = spawn(
      'node_modules/.bin/playwright',
      playwrightArgs([`--shard=${shard}/${SHARDS}`]),
      {
        cwd: root,
        env: {
          ...process.env,
          CHROMIUM_PATH: chromium,
          E2E_PORT: String(basePort + 2 * (shard - 1)),
          E2E_DATABASE_SCHEMA: schemaOf(shard),
          E2E_RUN_NAME: `shard-${shard}`,
        },
      },
    );
    // Also written as it comes, so a run cut off still shows how far each shard got.
    const log = fs.createWriteStream(path.join(root, `test-results/e2e-shard-${shard}.log`));
    let output = '';
    const keep = (chunk) => {
      output += chunk;
      log.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => {
      log.end();
      process.stdout.write(
        `\nBrowser journeys on PostgreSQL, shard ${shard} of ${SHARDS}\n${output}`,
      );
      resolve(code ?? 1);
    });
  });
}

if (!databaseUrl || specs.length > 0) process.exit(playwright(specs, process.env));
const shardStatuses =
  SHARDS === 1
    ? [playwright([], process.env)]
    : await Promise.all(Array.from({ length: SHARDS }, (_, index) => playwrightShard(index + 1)));
const status = shardStatuses.find((code) => code !== 0) ?? 0;

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
