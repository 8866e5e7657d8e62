// Operations console at scale: `npm run bench:console`.
//
// Against the schema bench/console-data.mjs filled (1,000,000 orders of 300,000 borrowers), starts
// the real server, signs in as the demo admin and measures the latency of the console's heavy
// calls: the review queue, the loan search (phone, order number, PAN, name, filters, keyset pages),
// the collections queue by bucket and the dashboard. Requests are sent one after the other, so
// each figure is the latency of one request on an otherwise idle server. Prints p50/p95/p99 per
// call and writes bench/console-results.json (git-ignored). See bench/README.md.

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { apiJson, startBenchServer } from './bench-server.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS_FILE = path.join(ROOT, 'bench', 'console-results.json');
const DATABASE_URL = process.env.DATABASE_URL;
const SCHEMA = process.env.BENCH_SCHEMA || 'bench_console';
/** Measured requests per call, after WARMUP unmeasured ones. */
const REQUESTS = Number(process.env.BENCH_REQUESTS || 200);
const WARMUP = Number(process.env.BENCH_WARMUP || 20);
const BUDGET_P95_MS = 100;
const OPERATOR = { username: 'admin.demo', password: 'saral-admin-demo' };

if (!DATABASE_URL) {
  console.error('console-scale: DATABASE_URL is required (run bench/console-data.mjs first).');
  process.exit(2);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

async function main() {
  const samples = await sampleValues();
  const server = await startServer();
  const onSignal = async () => {
    await server.stop();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const results = [];
  try {
    const login = await api(server.baseUrl, '/ops/v1/login', { method: 'POST', body: OPERATOR });
    const headers = { 'x-operator-token': login.data.token };
    const get = (url) => api(server.baseUrl, url, { headers });
    for (const call of calls(samples)) {
      process.stderr.write(`console-scale: ${call.name}… `);
      results.push({ name: call.name, ...(await measure(call, get)) });
      const last = results[results.length - 1];
      process.stderr.write(`p95 ${last.p95} ms\n`);
    }
  } finally {
    await server.stop();
  }
  print(results);
  await fs.writeFile(
    RESULTS_FILE,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        machine: {
          cpus: os.cpus().length,
          cpuModel: os.cpus()[0]?.model,
          memoryGb: Math.round(os.totalmem() / 2 ** 30),
        },
        schema: SCHEMA,
        data: samples.counts,
        requests: REQUESTS,
        warmup: WARMUP,
        budgetP95Ms: BUDGET_P95_MS,
        results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nwritten to ${path.relative(process.cwd(), RESULTS_FILE)}`);
}

// ---------------------------------------------------------------------------------------------
// What is measured

/** Search terms that exist in the data: phones, order numbers, PANs, names. */
async function sampleValues() {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(`SET search_path TO "${SCHEMA}"`);
    const { rows } = await client.query(
      `SELECT substr(u.phone, 3) AS phone, o.order_no, ui.pan_no, ui.real_name
       FROM orders o JOIN users u ON u.id = o.user_id JOIN user_identity ui ON ui.user_id = o.user_id
       WHERE o.id % 997 = 0 ORDER BY o.id LIMIT 50`,
    );
    if (rows.length < 10)
      throw new Error(`schema ${SCHEMA} holds too few orders: run console-data`);
    const {
      rows: [counts],
    } = await client.query(
      `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM orders)::int AS orders,
         (SELECT count(*) FROM ledger_entries)::int AS ledger_entries`,
    );
    return { rows, counts };
  } finally {
    await client.end();
  }
}

const pick = (list, i) => list[i % list.length];

/** Each call: a name and a request builder; `pages` follows nextCursor up to that many pages. */
function calls({ rows }) {
  const names = rows.map((row) => row.real_name);
  return [
    {
      name: 'review queue (state=1, limit 200)',
      url: () => '/ops/v1/applications?state=1&limit=200',
    },
    {
      name: 'review queue pages: longest waiting, pages 1-5',
      url: () => '/ops/v1/applications/queue?limit=50',
      pages: 5,
    },
    {
      name: 'review queue pages: newest, pages 1-5',
      url: () => '/ops/v1/applications/queue?sort=newest&limit=50',
      pages: 5,
    },
    {
      name: 'review queue pages: q = full name',
      url: (i) => `/ops/v1/applications/queue?q=${encodeURIComponent(pick(names, i))}`,
    },
    { name: 'loans: newest, pages 1-5', url: () => '/ops/v1/loans?limit=50', pages: 5 },
    { name: 'loans: q = phone', url: (i) => `/ops/v1/loans?q=${pick(rows, i).phone}` },
    { name: 'loans: q = order no', url: (i) => `/ops/v1/loans?q=${pick(rows, i).order_no}` },
    { name: 'loans: q = PAN', url: (i) => `/ops/v1/loans?q=${pick(rows, i).pan_no}` },
    {
      name: 'loans: q = full name',
      url: (i) => `/ops/v1/loans?q=${encodeURIComponent(pick(names, i))}`,
    },
    {
      name: 'loans: q = name prefix',
      url: (i) => `/ops/v1/loans?q=${encodeURIComponent(pick(names, i).slice(0, 4))}`,
    },
    { name: 'loans: state=8, pages 1-5', url: () => '/ops/v1/loans?state=8&limit=50', pages: 5 },
    {
      name: 'loans: state=6&8, due date sort, pages 1-5',
      url: () => '/ops/v1/loans?state=6&state=8&sort=dueDate&limit=50',
      pages: 5,
    },
    {
      name: 'loans: dpd 31-60',
      url: () => '/ops/v1/loans?dpdMin=31&dpdMax=60&limit=50',
      pages: 3,
    },
    ...['1-7', '8-30', '31-60', '61-90', '90+'].map((bucket) => ({
      name: `collections: bucket ${bucket}, pages 1-3`,
      url: () => `/ops/v1/collections?bucket=${encodeURIComponent(bucket)}&limit=50`,
      pages: 3,
    })),
    // Each answer takes about a second at this scale: fewer requests keep the run short.
    { name: 'dashboard', url: () => '/ops/v1/dashboard', requests: Math.min(REQUESTS, 50) },
  ];
}

/**
 * Latency of REQUESTS (or the call's own `requests`) sequential requests after WARMUP ones, each
 * page of a walk counted alone.
 */
async function measure(call, get) {
  const times = [];
  let items = 0;
  const requests = call.requests ?? REQUESTS;
  for (let i = 0; i < WARMUP + requests;) {
    let url = call.url(i);
    for (let page = 0; page < (call.pages ?? 1) && i < WARMUP + requests; page += 1) {
      const started = process.hrtime.bigint();
      const body = await get(url);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (i >= WARMUP) times.push(ms);
      i += 1;
      const data = body.data;
      items += Array.isArray(data) ? data.length : (data?.items?.length ?? 0);
      const next = data?.nextCursor;
      if (!next) break;
      url = `${call.url(i).split('&cursor=')[0]}&cursor=${encodeURIComponent(next)}`;
    }
  }
  times.sort((a, b) => a - b);
  const at = (p) =>
    round(times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]);
  const p95 = at(95);
  return {
    requests: times.length,
    p50: at(50),
    p95,
    p99: at(99),
    max: round(times[times.length - 1]),
    meanItems: round(items / (WARMUP + requests)),
    ok: p95 <= BUDGET_P95_MS,
  };
}

const round = (value) => Math.round(value * 10) / 10;

function print(results) {
  const header = ['call', 'p50 ms', 'p95 ms', 'p99 ms', 'items', `p95 <= ${BUDGET_P95_MS}`];
  const rows = results.map((r) => [
    r.name,
    String(r.p50),
    String(r.p95),
    String(r.p99),
    String(r.meanItems),
    r.ok ? 'yes' : 'no',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)) + 2);
  const line = (cells) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('')
      .trimEnd();
  console.log('');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

// ---------------------------------------------------------------------------------------------
// Server

/** A console call: the envelope's data, or an error naming the call (a scaled query may be slow). */
function api(baseUrl, url, options = {}) {
  return apiJson(`${baseUrl}${url}`, { ...options, timeoutMs: 60_000 });
}

function startServer() {
  return startBenchServer({
    databaseUrl: DATABASE_URL,
    schema: SCHEMA,
    // Response validation is a development safety net; production runs without it.
    env: { RESPONSE_VALIDATION: 'off' },
  });
}
