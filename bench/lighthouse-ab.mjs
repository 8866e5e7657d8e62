// Lighthouse on two or more web builds, alternating, several runs each: one Lighthouse run moves
// by 10 points or more on a busy 2-core machine, so a change is judged on medians of pairs run
// under the same load, not on one `npm run bench` before and one after.
//
//   npm run bench:lighthouse-ab -- before=/path/to/dist-a after=apps/web/dist
//   BENCH_RUNS=6 BENCH_PAGE=/orders/:id/detail npm run bench:lighthouse-ab -- a=… b=…
//
// Each build gets its own server (embedded database in a temp folder, the demo borrower signed
// in); each run a fresh Chromium profile holding the session (cold cache, no service worker).
// `BENCH_PAGE=/login` measures signed out. Lighthouse must be installed: `npm run bench` once.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { withSignedInChromium } from './signed-in-chromium.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const CHROMIUM_PATH = findChromium() ?? '/usr/bin/chromium';
const LIGHTHOUSE = path.join(
  ROOT,
  'bench/.lighthouse/lighthouse/node_modules/lighthouse/cli/index.js',
);
const RUNS = Number(process.env.BENCH_RUNS || 4);
const PAGE = process.env.BENCH_PAGE || '/';
const DEMO_PHONE = '919876543210';

const builds = process.argv.slice(2).map((argument) => {
  const [name, dist] = argument.split('=');
  if (!name || !dist) throw new Error(`expected name=distDir, got ${argument}`);
  const distDir = path.resolve(dist);
  if (!fs.existsSync(path.join(distDir, 'index.html')))
    throw new Error(`${distDir}: no index.html`);
  return { name, distDir };
});
if (builds.length < 2) throw new Error('give two builds or more: name=distDir name=distDir');
if (!fs.existsSync(LIGHTHOUSE))
  throw new Error('Lighthouse is not installed: run `npm run bench` once');
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('BENCH_RUNS must be a whole number >= 1');

const servers = [];
try {
  for (const [index, build] of builds.entries()) {
    servers.push(await startServer(build, 3490 + index));
  }
  const rows = Object.fromEntries(builds.map((build) => [build.name, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const server of servers) {
      const figures = await measure(server);
      rows[server.name].push(figures);
      console.log(`${server.name} run ${run + 1}: ${JSON.stringify(figures)}`);
    }
  }
  console.log(`\n${PAGE}, ${RUNS} runs each (medians)`);
  for (const [name, list] of Object.entries(rows)) {
    const median = (key) => list.map((row) => row[key]).sort((a, b) => a - b)[list.length >> 1];
    const scores = list.map((row) => row.score).join(', ');
    console.log(
      `${name}: scores ${scores}; median FCP ${median('fcpMs')} ms, LCP ${median('lcpMs')} ms, ` +
        `TBT ${median('tbtMs')} ms; runs with CLS > 0: ${list.filter((row) => row.cls > 0).length}`,
    );
  }
} finally {
  for (const server of servers) await server.stop();
}

async function measure(server) {
  const outFile = path.join(server.dataDir, 'report.json');
  const url = server.baseUrl + PAGE.replace(':id', String(server.orderId));
  const common = ['--only-categories=performance', '--form-factor=mobile', '--output=json'];
  const lighthouse = (extra) =>
    run(process.execPath, [
      LIGHTHOUSE,
      url,
      ...common,
      `--output-path=${outFile}`,
      '--quiet',
      ...extra,
    ]);
  if (PAGE === '/login') {
    await lighthouse([`--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`]);
  } else {
    await withSignedInChromium(
      { chromiumPath: CHROMIUM_PATH, baseUrl: server.baseUrl, session: server.session },
      (port) => lighthouse([`--port=${port}`, '--disable-storage-reset']),
    );
  }
  const lhr = JSON.parse(await fsp.readFile(outFile, 'utf8'));
  const audit = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    endedOn: new URL(lhr.finalDisplayedUrl).pathname,
  };
}

async function startServer({ name, distDir }, port) {
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), `saral-lighthouse-ab-${name}-`));
  const env = { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1' };
  Object.assign(env, { LOG_LEVEL: 'warn', DATA_DIR: dataDir, SMS_PROVIDER: 'sandbox' });
  Object.assign(env, { RESPONSE_VALIDATION: 'off', WEB_DIST_DIR: distDir });
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: 'ignore',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await fsp.rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealthy(baseUrl);
    const session = await signIn(baseUrl, DEMO_PHONE);
    const orders = await api(`${baseUrl}/api1/order/v1/list`, {
      headers: { token: session.token },
    });
    return { name, baseUrl, dataDir, session, orderId: orders.data?.[0]?.orderId, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitForHealthy(baseUrl) {
  for (let attempt = 0; attempt < 120; attempt++) {
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${baseUrl} did not become healthy in 60 s`);
}

/** Like the app: send a code, read it from the sandbox outbox, log in. */
async function signIn(baseUrl, phone) {
  await api(`${baseUrl}/api1/sms/v1/sendCode?phone=${phone}`);
  const outbox = await api(`${baseUrl}/dev/sms-outbox?phone=${phone}`);
  const code = outbox.data?.[0]?.body?.match(/\b(\d{4})\b/)?.[1];
  if (!code) throw new Error('no code in the sandbox SMS outbox');
  const login = await api(`${baseUrl}/api1/user/v1/login`, { body: { phone, code } });
  if (!login.data?.token) throw new Error(`login answered ${JSON.stringify(login)}`);
  return { phone, token: login.data.token };
}

async function api(url, { body, headers = {} } = {}) {
  const response = await fetch(url, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json', ...headers } : headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  return response.json();
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-2000)));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Lighthouse exited ${code}: ${stderr}`)),
    );
  });
}
