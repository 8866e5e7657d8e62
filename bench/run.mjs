// Saral performance bench: `npm run bench`.
//
// Measures, against a freshly started server with a throw-away database:
//   1. bundle bytes: gzip size of the JS and CSS a mobile browser downloads for /login and /,
//   2. the Lighthouse mobile performance score of /login (with its total blocking time and layout
//      shift), of / and of an order's detail signed in as the demo borrower, and whether
//      Lighthouse 11 (the last version with the PWA category) finds the app installable,
//   3. API throughput of GET /api1/home/v1/index next to a bare Fastify route.
// Prints a table and writes bench/results.json. Each part runs on its own: one that fails is
// reported (table + results.json errors) and the others still run. See bench/README.md.
//
// Plain Node ESM on purpose: no build step, and no dependency beyond what the root already has
// (playwright-core, fastify). Lighthouse and autocannon are installed on demand into
// bench/.lighthouse (git-ignored) so their dependencies never enter the root lockfile.

import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { WEB_FIRST_SCREENS } from '../scripts/web-budget.mjs';
import { withSignedInChromium } from './signed-in-chromium.mjs';
import { apiJson } from './bench-server.mjs';
import { signIn, startWebBenchServer } from './web-bench-server.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS_FILE = path.join(ROOT, 'bench', 'results.json');
/** Tools installed on demand, outside the workspace (git-ignored). */
const TOOLS_DIR = path.join(ROOT, 'bench', '.lighthouse');
/** Pinned so every run measures with the same tools. Lighthouse 13 needs Node >= 22.19. */
const TOOL_VERSIONS = { lighthouse: '12.8.2', autocannon: '8.0.0' };
/**
 * Lighthouse 12 removed the PWA category (installability); 11.7.1 is the last release with it.
 * Installed next to Lighthouse 12, in a folder of its own.
 */
const LIGHTHOUSE_PWA = { name: 'lighthouse', version: '11.7.1', folder: 'lighthouse-11' };

const CHROMIUM_PATH = findChromium() ?? '/usr/bin/chromium';
const VIEWPORT = { width: 360, height: 740 };

/** Seconds of each measured autocannon run. */
const DURATION_S = Number(process.env.BENCH_DURATION || 10);
if (!(DURATION_S >= 1))
  throw new Error(
    `BENCH_DURATION must be a number of seconds >= 1, got ${process.env.BENCH_DURATION}`,
  );
const CONNECTIONS = 50;

/** The server reads WEB_DIST_DIR too: set it to measure a build kept elsewhere. */
const KEEP_REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS
  ? path.resolve(process.env.BENCH_LIGHTHOUSE_REPORTS)
  : null;
const WEB_DIST = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.WEB_DIST_DIR)
  : path.join(ROOT, 'apps', 'web', 'dist');

/** 1 KB = 1000 bytes, the unit Vite's build report uses, so the figures can be compared. */
const KB = 1000;
/** The first screens' JS targets (issue 18), kept with the build's own check (scripts/web-budget.mjs). */
const TARGET_KB = Object.fromEntries(
  WEB_FIRST_SCREENS.map((screen) => [screen.name, screen.targetKb]),
);

// Every metric the bench reports. A part that fails still gets a row for each of its metrics.
const METRICS = {
  loginJs: { metric: 'login JS (gzip)', unit: 'KB', budget: { max: TARGET_KB.login } },
  loginCss: { metric: 'login CSS (gzip)', unit: 'KB', budget: null },
  homeJs: { metric: 'home JS (gzip)', unit: 'KB', budget: { max: TARGET_KB.home } },
  homeCss: { metric: 'home CSS (gzip)', unit: 'KB', budget: null },
  // Issue 18's targets: the bench shows `no` until they are met.
  lighthouse: { metric: 'Lighthouse perf /login (mobile)', unit: 'score', budget: { min: 98 } },
  lighthouseTbt: { metric: 'Lighthouse TBT /login', unit: 'ms', budget: { max: 100 } },
  lighthouseCls: { metric: 'Lighthouse CLS /login', unit: 'CLS', budget: { max: 0 } },
  // Signed in as the demo borrower (bench/signed-in-chromium.mjs): Home and their order's detail.
  lighthouseHome: { metric: 'Lighthouse perf / signed in', unit: 'score', budget: { min: 98 } },
  lighthouseOrder: {
    metric: 'Lighthouse perf order detail',
    unit: 'score',
    budget: { min: 95 },
  },
  // 1 when Lighthouse 11's installable-manifest audit (the whole "Installable" group) passes.
  pwaInstallable: { metric: 'PWA installable (Lighthouse 11)', unit: 'pass', budget: { min: 1 } },
  // Of the 5 audits in Lighthouse 11's "PWA optimized" group (splash screen, theme colour…).
  pwaOptimized: { metric: 'PWA optimized (Lighthouse 11)', unit: 'audits', budget: { min: 5 } },
  homeRps: { metric: 'home index API', unit: 'req/s', budget: null },
  bareRps: { metric: 'bare Fastify, same body', unit: 'req/s', budget: null },
  ratio: { metric: 'home API / bare Fastify', unit: '%', budget: { min: 60 } },
  homeP99: { metric: 'home index API p99', unit: 'ms', budget: { max: 20 } },
};

main().catch((error) => {
  // Only reached for bugs in the bench itself: every part catches its own failures.
  console.error(error);
  process.exit(1);
});

async function main() {
  const report = createReport();
  let server = null;
  // Ctrl-C must not leave a server (and its temp database) behind.
  const onSignal = async () => {
    await server?.stop();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    await report.step('web build', [], ensureWebBuild);
    server = await report.step('server start', Object.values(METRICS), startServer);
    if (server) {
      // One borrower for the whole run; a fresh random phone so the per-phone OTP limit never bites.
      const session = await report.step('sign-in', [], () => signIn(server.baseUrl, randomPhone()));
      await report.step(
        'bundles',
        [METRICS.loginJs, METRICS.loginCss, METRICS.homeJs, METRICS.homeCss],
        () => measureBundles(server.baseUrl, session),
      );
      // Lighthouse is best effort: its failure is reported but does not fail the run.
      await report.step(
        'lighthouse',
        [METRICS.lighthouse, METRICS.lighthouseTbt, METRICS.lighthouseCls],
        () => runLighthouse(server.baseUrl),
        { optional: true },
      );
      await report.step(
        'lighthouse signed in',
        [METRICS.lighthouseHome, METRICS.lighthouseOrder],
        () => runLighthouseSignedIn(server.baseUrl),
        { optional: true },
      );
      await report.step(
        'lighthouse pwa',
        [METRICS.pwaInstallable, METRICS.pwaOptimized],
        () => runLighthousePwa(server.baseUrl),
        { optional: true },
      );
      await report.step(
        'throughput',
        [METRICS.homeRps, METRICS.bareRps, METRICS.ratio, METRICS.homeP99],
        () => measureThroughput(server.baseUrl, session),
      );
    }
  } finally {
    await server?.stop();
  }

  report.print();
  await report.write();
  process.exitCode = report.failedRequired() ? 1 : 0;
}

// ---------------------------------------------------------------------------------------------
// Reporting

function createReport() {
  const results = [];
  const errors = [];
  const details = {};

  /** Record one metric; ok is judged against its budget (null when there is none). */
  function add(def, value) {
    const { budget } = def;
    let ok = null;
    if (budget && value !== null) {
      ok = budget.max !== undefined ? value <= budget.max : value >= budget.min;
    }
    // One decimal is more than the run-to-run noise of any of these figures.
    const rounded = value === null ? null : Math.round(value * 10) / 10;
    results.push({ metric: def.metric, value: rounded, unit: def.unit, budget, ok });
  }

  /**
   * Runs one part. It returns { values: {metricName: number}, details }. If it throws, its
   * metrics are recorded with value null and the error is kept, so later parts still run.
   */
  async function step(part, metricDefs, fn, { optional = false } = {}) {
    const started = Date.now();
    process.stderr.write(`bench: ${part}…\n`);
    try {
      const outcome = await fn();
      if (outcome?.values) {
        for (const def of metricDefs) add(def, outcome.values[def.metric] ?? null);
      }
      if (outcome?.details) details[part] = outcome.details;
      process.stderr.write(
        `bench: ${part} done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
      );
      return outcome;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(`bench: ${part} FAILED: ${message}\n`);
      errors.push({ part, message, optional });
      for (const def of metricDefs) {
        if (!results.some((r) => r.metric === def.metric)) add(def, null);
      }
      return null;
    }
  }

  function print() {
    const rows = results.map((r) => [
      r.metric,
      r.value === null
        ? 'error'
        : r.unit === 'pass'
          ? passOrFail(r.value)
          : `${formatNumber(r.value, r.unit)} ${r.unit}`,
      formatBudget(r.budget, r.unit),
      r.ok === null ? (r.value === null ? 'err' : '-') : r.ok ? 'yes' : 'no',
    ]);
    const header = ['metric', 'value', 'budget', 'ok'];
    const widths = header.map(
      (h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)) + 3,
    );
    const line = (cells) =>
      cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]))).join('');
    console.log('');
    console.log(line(header));
    for (const row of rows) console.log(line(row));
    if (errors.length > 0) {
      console.log('\nerrors:');
      for (const e of errors)
        console.log(`  ${e.part}${e.optional ? ' (optional)' : ''}: ${e.message}`);
    }
    console.log(`\nwritten to ${path.relative(process.cwd(), RESULTS_FILE) || RESULTS_FILE}`);
  }

  async function write() {
    const document = {
      date: new Date().toISOString(),
      node: process.version,
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? null,
        memoryGb: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
      },
      results,
      errors,
      details,
    };
    await fsp.writeFile(RESULTS_FILE, `${JSON.stringify(document, null, 2)}\n`);
  }

  return { step, print, write, failedRequired: () => errors.some((e) => !e.optional) };
}

function passOrFail(value) {
  return value >= 1 ? 'pass' : 'fail';
}

function formatNumber(value, unit) {
  if (unit === 'req/s' || unit === 'score' || unit === 'audits') return String(Math.round(value));
  return value.toFixed(1);
}

function formatBudget(budget, unit) {
  if (!budget) return '-';
  if (unit === 'pass') return 'pass';
  const suffix = unit === 'score' ? '' : unit === '%' ? '%' : ` ${unit}`;
  return budget.max !== undefined ? `<=${budget.max}${suffix}` : `>=${budget.min}${suffix}`;
}

// ---------------------------------------------------------------------------------------------
// Web build and server

/**
 * Builds the web app from the current source (a couple of seconds), so the figures always belong
 * to the code in the tree. With WEB_DIST_DIR the given build is measured as it is.
 */
async function ensureWebBuild() {
  if (process.env.WEB_DIST_DIR) {
    if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
      throw new Error(`WEB_DIST_DIR has no index.html: ${WEB_DIST}`);
    }
    return { details: { built: false, dist: WEB_DIST } };
  }
  await run('npm', ['run', 'build', '-w', 'apps/web'], { cwd: ROOT, timeoutMs: 10 * 60_000 });
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('npm run build -w apps/web finished but apps/web/dist/index.html is missing');
  }
  return { details: { built: true, dist: WEB_DIST } };
}

/** The real server on a throw-away PGlite database, serving the web build under test. */
async function startServer() {
  const server = await startWebBenchServer({ webDistDir: WEB_DIST });
  return {
    baseUrl: server.baseUrl,
    stop: server.stop,
    values: null,
    details: { port: server.port },
  };
}

// ---------------------------------------------------------------------------------------------
// Sign-in

/** 91 + a mobile number starting with 9: valid for the server, unlikely to repeat across runs. */
function randomPhone() {
  return `919${String(randomInt(0, 1e9)).padStart(9, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// 1. Bundle bytes

/** Fails early with a clear message when the server has no web app to serve. */
async function assertAppShell(baseUrl) {
  const response = await fetch(`${baseUrl}/login`, { signal: AbortSignal.timeout(10_000) });
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !type.includes('text/html')) {
    throw new Error(
      `GET /login answered ${response.status} ${type}: the web app is not built (${path.relative(ROOT, WEB_DIST) || WEB_DIST})`,
    );
  }
}

async function measureBundles(baseUrl, session) {
  if (!session) throw new Error('no session: sign-in failed (see its error)');
  await assertAppShell(baseUrl);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const login = await measurePage(browser, `${baseUrl}/login`, null);
    const home = await measurePage(browser, `${baseUrl}/`, session);
    return {
      values: {
        [METRICS.loginJs.metric]: login.js / KB,
        [METRICS.loginCss.metric]: login.css / KB,
        [METRICS.homeJs.metric]: home.js / KB,
        [METRICS.homeCss.metric]: home.css / KB,
      },
      details: { login, home },
    };
  } finally {
    await browser.close();
  }
}

/**
 * Loads one page in a fresh context (empty cache, so everything is downloaded) and sums the
 * gzip-9 size of each script and stylesheet it fetched until the network went idle.
 */
async function measurePage(browser, url, session) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    // A service worker's precache would fetch files the page does not need to render.
    serviceWorkers: 'block',
  });
  try {
    if (session) await signInContext(context, url, session);
    const page = await context.newPage();
    const files = new Map();
    page.on('response', (response) => {
      const kind = assetKind(response);
      if (kind && !files.has(response.url())) files.set(response.url(), gzipSizeOf(response, kind));
    });
    const navigation = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    if (!navigation?.ok()) throw new Error(`GET ${url} answered ${navigation?.status()}`);
    const finalPath = new URL(page.url()).pathname;
    if (session && finalPath.startsWith('/login')) {
      throw new Error(
        `signed-in visit to ${new URL(url).pathname} ended on ${finalPath}: the session was not accepted`,
      );
    }
    const measured = await Promise.all(files.values());
    if (!measured.some((f) => f.kind === 'js')) throw new Error(`${url} loaded no JavaScript`);
    const sum = (kind) =>
      measured.filter((f) => f.kind === kind).reduce((total, f) => total + f.gzip, 0);
    return { url: page.url(), js: sum('js'), css: sum('css'), files: measured };
  } finally {
    await context.close();
  }
}

/** The app's stored session: localStorage `saral.session` (before any script runs) and a cookie. */
async function signInContext(context, url, session) {
  const stored = { token: session.token, phone: session.phone.slice(2), isApp: false };
  // This function runs in the page, where globalThis is the window.
  await context.addInitScript((value) => {
    globalThis.localStorage.setItem('saral.session', value);
  }, JSON.stringify(stored));
  await context.addCookies([{ name: 'token', value: session.token, url: new URL(url).origin }]);
}

/** 'js', 'css' or null. <link rel="modulepreload"> fetches count too: Chromium types them "script". */
function assetKind(response) {
  if (response.status() < 200 || response.status() >= 300) return null;
  const type = response.request().resourceType();
  if (type === 'script') return 'js';
  if (type === 'stylesheet') return 'css';
  return null;
}

/** Gzips the decoded body ourselves (level 9), so the figure does not depend on server encoding. */
async function gzipSizeOf(response, kind) {
  const body = await response.body();
  return {
    kind,
    path: new URL(response.url()).pathname,
    bytes: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
  };
}

// ---------------------------------------------------------------------------------------------
// 2. Lighthouse

async function runLighthouse(baseUrl) {
  await assertAppShell(baseUrl);
  const cli = await ensureTool('lighthouse', TOOL_VERSIONS.lighthouse);
  const lhr = await lighthouseReport(cli, `${baseUrl}/login`, 'performance', 'Lighthouse');
  const figures = performanceFigures(lhr);
  return {
    values: {
      [METRICS.lighthouse.metric]: figures.score,
      [METRICS.lighthouseTbt.metric]: figures.totalBlockingTimeMs,
      [METRICS.lighthouseCls.metric]: figures.cumulativeLayoutShift,
    },
    details: { lighthouseVersion: lhr.lighthouseVersion, ...figures },
  };
}

/** The demo borrower (README, what the seed adds): one approved loan waiting for Get Money. */
const DEMO_BORROWER_PHONE = '919876543210';

/**
 * Lighthouse on Home and on the order detail, signed in as the demo borrower: a Chromium whose
 * profile holds the session, driven by Lighthouse over its DevTools port.
 */
async function runLighthouseSignedIn(baseUrl) {
  await assertAppShell(baseUrl);
  const cli = await ensureTool('lighthouse', TOOL_VERSIONS.lighthouse);
  const session = await signIn(baseUrl, DEMO_BORROWER_PHONE);
  const orders = await apiJson(`${baseUrl}/api1/order/v1/list`, {
    headers: { token: session.token },
  });
  const orderId = orders.data?.[0]?.orderId;
  if (!orderId) throw new Error('the demo borrower has no order to open');
  return withSignedInChromium({ chromiumPath: CHROMIUM_PATH, baseUrl, session }, async (port) => {
    const home = await lighthouseReport(cli, `${baseUrl}/`, 'performance', 'Lighthouse', port);
    const detailUrl = `${baseUrl}/orders/${orderId}/detail`;
    const detail = await lighthouseReport(cli, detailUrl, 'performance', 'Lighthouse', port);
    // A page that sent the borrower back to /login measured the wrong screen.
    for (const lhr of [home, detail]) {
      if (new URL(lhr.finalDisplayedUrl).pathname === '/login')
        throw new Error(`${lhr.requestedUrl} ended on /login: the session was not used`);
    }
    const figures = { home: performanceFigures(home), orderDetail: performanceFigures(detail) };
    return {
      values: {
        [METRICS.lighthouseHome.metric]: figures.home.score,
        [METRICS.lighthouseOrder.metric]: figures.orderDetail.score,
      },
      details: { lighthouseVersion: home.lighthouseVersion, orderId, ...figures },
    };
  });
}

/** The performance score and the metrics behind it, to see what moved when the score does. */
function performanceFigures(lhr) {
  const score = lhr.categories?.performance?.score;
  if (typeof score !== 'number') throw new Error('Lighthouse gave no performance score');
  const audit = (id) => lhr.audits?.[id]?.numericValue ?? null;
  return {
    score: Math.round(score * 100),
    firstContentfulPaintMs: audit('first-contentful-paint'),
    largestContentfulPaintMs: audit('largest-contentful-paint'),
    totalBlockingTimeMs: audit('total-blocking-time'),
    cumulativeLayoutShift: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
  };
}

/**
 * Lighthouse 11's PWA category on /login: the "Installable" group (its one audit,
 * installable-manifest, asks Chrome for the page's installability errors, as Chrome's own install
 * offer does) and the "PWA optimized" group. It runs in a browser profile of its own, so Chrome
 * judges the page as a borrower's browser would (an incognito window is never installable).
 */
async function runLighthousePwa(baseUrl) {
  await assertAppShell(baseUrl);
  const cli = await ensureTool(LIGHTHOUSE_PWA.name, LIGHTHOUSE_PWA.version, LIGHTHOUSE_PWA.folder);
  const lhr = await lighthouseReport(cli, `${baseUrl}/login`, 'pwa', 'Lighthouse 11');
  const category = lhr.categories?.pwa;
  if (!category) throw new Error('Lighthouse 11 gave no PWA category');
  const group = (name) =>
    category.auditRefs
      .filter((ref) => ref.group === name)
      .map((ref) => {
        const audit = lhr.audits[ref.id];
        return {
          id: ref.id,
          passed: audit?.score === 1,
          score: audit?.score ?? null,
          // Why an audit failed: Chrome's installability errors for installable-manifest.
          explanation: audit?.explanation ?? null,
          failures: (audit?.details?.items ?? []).map((item) => item.reason).filter(Boolean),
        };
      });
  const installable = group('pwa-installable');
  const optimized = group('pwa-optimized');
  if (!installable.some((audit) => audit.id === 'installable-manifest')) {
    throw new Error('Lighthouse 11 ran no installable-manifest audit');
  }
  return {
    values: {
      [METRICS.pwaInstallable.metric]: installable.every((audit) => audit.passed) ? 1 : 0,
      [METRICS.pwaOptimized.metric]: optimized.filter((audit) => audit.passed).length,
    },
    details: { lighthouseVersion: lhr.lighthouseVersion, installable, optimized },
  };
}

/**
 * Runs one Lighthouse category on `url` (mobile form factor, headless Chromium) and returns its
 * report. `label` names the Lighthouse version in errors. With `port`, Lighthouse drives the
 * Chromium already listening there (a signed-in profile) and keeps its storage.
 */
async function lighthouseReport(cli, url, category, label, port) {
  const outDir = await fsp.mkdtemp(path.join(os.tmpdir(), `saral-bench-lh-${category}-`));
  const outFile = path.join(outDir, 'report.json');
  try {
    await run(
      process.execPath,
      [
        cli,
        url,
        ...(port
          ? [`--port=${port}`, '--disable-storage-reset']
          : [`--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`]),
        `--only-categories=${category}`,
        '--form-factor=mobile',
        '--output=json',
        `--output-path=${outFile}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, timeoutMs: 5 * 60_000 },
    );
    const lhr = JSON.parse(await fsp.readFile(outFile, 'utf8'));
    if (KEEP_REPORTS_DIR) {
      // The whole report, to see which element was the LCP or which task blocked.
      await fsp.mkdir(KEEP_REPORTS_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${category}-${Date.now()}.json`;
      await fsp.copyFile(outFile, path.join(KEEP_REPORTS_DIR, `lighthouse${name}`));
    }
    if (lhr.runtimeError)
      throw new Error(`${label}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    await fsp.rm(outDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// 3. API throughput

/**
 * autocannon against the real authenticated home API, then against a bare Fastify route sending
 * a cached copy of the same body: the ratio shows what auth, database and plugins cost.
 */
async function measureThroughput(baseUrl, session) {
  if (!session) throw new Error('no session: sign-in failed (see its error)');
  const cannon = await ensureTool('autocannon', TOOL_VERSIONS.autocannon);
  const url = `${baseUrl}/api1/home/v1/index`;
  const headers = { token: session.token };
  // Check the request succeeds before loading it, and keep the body for the bare server.
  const sample = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
  const body = await sample.text();
  if (sample.status !== 200 || JSON.parse(body).code !== 0) {
    throw new Error(`GET /api1/home/v1/index answered ${sample.status}: ${body.slice(0, 200)}`);
  }

  const real = await loadTest(cannon, url, headers);
  const bare = await withBareServer(body, (bareUrl) => loadTest(cannon, bareUrl, {}));
  return {
    values: {
      [METRICS.homeRps.metric]: real.rps,
      [METRICS.bareRps.metric]: bare.rps,
      [METRICS.ratio.metric]: (real.rps / bare.rps) * 100,
      [METRICS.homeP99.metric]: real.p99,
    },
    details: {
      durationS: DURATION_S,
      connections: CONNECTIONS,
      bodyBytes: Buffer.byteLength(body),
      real,
      bare,
    },
  };
}

/**
 * The bare server runs in this process while autocannon runs in its own, like the real server:
 * load generator and server never share an event loop in either case.
 */
async function withBareServer(body, fn) {
  const app = Fastify({ logger: false });
  app.get('/api1/home/v1/index', (_request, reply) => {
    reply.type('application/json; charset=utf-8').send(body);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    return await fn(`http://127.0.0.1:${app.server.address().port}/api1/home/v1/index`);
  } finally {
    await app.close();
  }
}

/** A short warm-up (JIT, connection pools), then the measured run. */
async function loadTest(cannon, url, headers) {
  await autocannon(cannon, url, headers, Math.min(2, DURATION_S));
  const result = await autocannon(cannon, url, headers, DURATION_S);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
  };
}

/** Runs the autocannon CLI (its own process) and returns its JSON result. */
async function autocannon(cli, url, headers, durationS) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const { stdout } = await run(
    process.execPath,
    [cli, '-c', String(CONNECTIONS), '-d', String(durationS), '-j', ...headerArgs, url],
    { timeoutMs: (durationS + 60) * 1000 },
  );
  const result = JSON.parse(stdout);
  // Errors or non-2xx replies would be counted as requests and flatter the figure.
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) {
    throw new Error(
      `autocannon ${new URL(url).pathname}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    );
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Tools installed on demand

/**
 * Installs a pinned tool into bench/.lighthouse/<name> (its own package.json, so npm never
 * treats it as part of the root workspace or touches the root lockfile) and returns its CLI path.
 */
async function ensureTool(name, version, folder = name) {
  const dir = path.join(TOOLS_DIR, folder);
  const pkgFile = path.join(dir, 'node_modules', name, 'package.json');
  if (readJsonOrNull(pkgFile)?.version !== version) {
    await fsp.mkdir(dir, { recursive: true });
    await fsp.writeFile(
      path.join(dir, 'package.json'),
      `${JSON.stringify({ private: true, description: 'bench tool, installed by bench/run.mjs', dependencies: { [name]: version } }, null, 2)}\n`,
    );
    process.stderr.write(
      `bench: installing ${name}@${version} into ${path.relative(ROOT, dir)}…\n`,
    );
    // --ignore-scripts: nothing here needs install scripts, and none may download binaries.
    await run(
      'npm',
      [
        'install',
        '--prefix',
        dir,
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        '--loglevel=error',
      ],
      {
        cwd: dir,
        timeoutMs: 10 * 60_000,
      },
    );
  }
  const pkg = readJsonOrNull(pkgFile);
  if (!pkg) throw new Error(`${name} is not installed in ${dir}`);
  const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin?.[name];
  if (!bin) throw new Error(`${name} has no CLI entry in its package.json`);
  return path.join(dir, 'node_modules', name, bin);
}

function readJsonOrNull(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Small helpers

/** Runs a command to completion; rejects with the end of its output when it fails or times out. */
function run(command, args, { cwd = ROOT, env = process.env, timeoutMs }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4_000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve({ stdout, stderr });
      const name = path.basename(args[0]?.endsWith('.js') ? args[0] : command);
      const tail = (stderr.trim() || stdout.trim()).slice(-1_500);
      reject(new Error(`${name} ${args.slice(1, 3).join(' ')} exited ${code ?? signal}: ${tail}`));
    });
  });
}
