// Browser tests: finds Chromium (installing Debian's package when missing and allowed), makes sure
// the web app is built, resets the PostgreSQL e2e schema when DATABASE_URL is set, runs Playwright.
import { spawnSync } from 'node:child_process';
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

if (run('npm', ['run', 'build', '-w', 'apps/web']) !== 0) process.exit(1);

if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query('DROP SCHEMA IF EXISTS saral_e2e CASCADE');
  await client.end();
}

fs.mkdirSync(path.join(root, 'test-results/screenshots'), { recursive: true });
process.exit(
  run(
    'node_modules/.bin/playwright',
    ['test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)],
    {
      env: { ...process.env, CHROMIUM_PATH: chromium },
    },
  ),
);
