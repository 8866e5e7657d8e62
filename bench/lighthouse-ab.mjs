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
import path from 'node:path';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { withSignedInChromium } from './signed-in-chromium.mjs';
import { apiJson } from './bench-server.mjs';
import { signIn, startWebBenchServer } from './web-bench-server.mjs';

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
  for (const build of builds) {
    servers.push(await startServer(build));
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

async function startServer({ name, distDir }) {
  const server = await startWebBenchServer({ webDistDir: distDir, label: `lighthouse-ab-${name}` });
  try {
    const session = await signIn(server.baseUrl, DEMO_PHONE);
    const orders = await apiJson(`${server.baseUrl}/api1/order/v1/list`, {
      headers: { token: session.token },
    });
    return { ...server, name, session, orderId: orders.data?.[0]?.orderId };
  } catch (error) {
    await server.stop();
    throw error;
  }
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
