// What the load benches share (`bench:onboarding`, `bench:journey`): two API processes and OCR
// worker processes on a PostgreSQL schema of their own and one DATA_DIR, CPU and peak RSS from
// /proc, calls spread over the API processes with their times kept per call name, busy answers
// sent again after Retry-After, and percentiles.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { CALL_BUSY_RETRIES, REQUEST_TIMEOUT_MS } from '@saral/contract/constants';
import { startBenchServer } from './bench-server.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..');
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/**
 * Starts two API processes (OCR_WORKER=off) and `ocrWorkers` worker processes on a new schema
 * `${prefix}_<random>`. stopAll() ends them, drops the schema and removes DATA_DIR.
 */
export async function startFleet({ prefix, databaseUrl, ocrWorkers, env = {} }) {
  const schema = `${prefix}_${randomBytes(4).toString('hex')}`;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `saral-${prefix.replaceAll('_', '-')}-`));
  // Every process shares DATA_DIR (uploads and the development Aadhaar key) and the schema.
  const sharedEnv = {
    DATA_DIR: dataDir,
    OCR_WORKER: 'off',
    OTP_IP_HOURLY_LIMIT: '100000',
    OTP_IP_MINUTE_LIMIT: '100000',
    RESPONSE_VALIDATION: 'off',
    NOTIFICATION_WORKER: 'off',
    // The bench stands where a load balancer would: it may say which network a borrower is on.
    TRUST_PROXY: 'loopback',
    ...env,
  };
  const stops = [];
  const processes = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  try {
    // The first process migrates and seeds; the second and the workers find the schema ready.
    const first = await startBenchServer({ databaseUrl, schema, env: sharedEnv });
    stops.push(first.stop);
    const second = await startBenchServer({ databaseUrl, schema, env: sharedEnv });
    stops.push(second.stop);
    processes.push({ name: 'api 1', pid: first.pid }, { name: 'api 2', pid: second.pid });
    for (let index = 0; index < ocrWorkers; index += 1) {
      const worker = startWorker({ databaseUrl, schema, env: sharedEnv });
      stops.push(worker.stop);
      processes.push({ name: `ocr worker ${index + 1}`, pid: worker.pid, ocr: true });
    }
    return { schema, bases: [first.baseUrl, second.baseUrl], processes, stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

function startWorker({ databaseUrl, schema, env }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/worker.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  };
  return { pid: child.pid, stop };
}

/** utime + stime of a process so far, in seconds. */
export async function cpuSeconds(pid) {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

export async function peakRssMb(pid) {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(status.match(/VmHWM:\s+(\d+)/)?.[1] ?? 0) / 1024);
}

export const api = (callPath) => `/api1${callPath}`;

// node:http, not fetch: with fetch this process used about 1.3 ms of CPU per call in a burst of
// 1,000 sign-ins (a third of the two cores it shares with the servers). Not compared with
// node:http in the same run. Replies are asked gzipped, as a phone's browser asks.
const agent = new http.Agent({ keepAlive: true });

/** One HTTP exchange: {status, headers, text}; fails after the app's timeout. */
function send(method, target, headers, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      target,
      { method, agent, headers: { ...headers, 'accept-encoding': 'gzip' } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const gzipped = response.headers['content-encoding'] === 'gzip';
          resolve({
            status: response.statusCode,
            headers: response.headers,
            text: (gzipped ? zlib.gunzipSync(bytes) : bytes).toString('utf8'),
          });
        });
      },
    );
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(body);
  });
}
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls to the API processes in turn, each with the app's timeout, timed under its name.
 * `call` answers {status, envelope, retryAfter, location}; `ok` throws unless code 0;
 * `okRetrying` also sends a busy answer (code −8) again after its Retry-After, at most
 * `busyRetries` times (the app's CALL_BUSY_RETRIES unless given), counting it in
 * `busyRetried()` and in its call's `busy`, and times the call from its first attempt to its
 * answer, waits included (`answered p95/p99`). `think` is a person's pause between steps
 * (BENCH_THINK_MS), never counted in a call's time.
 */
export function createCaller(bases, { thinkMs = 0 } = {}) {
  // A call's time is measured by this process: when its own event loop lags (a thousand
  // borrowers in one process, on cores it shares with the servers), every time grows by that lag.
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  const timings = new Map();
  const answeredTimings = new Map();
  const busyByCall = new Map();
  let busyRetries = 0;
  let turn = 0;

  async function call(name, method, url, { token, json, form, headers = {}, raw = false } = {}) {
    const base = bases[turn++ % bases.length];
    const sent = { ...headers, ...(token ? { token } : {}) };
    let body;
    if (json) {
      sent['content-type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (form) {
      // Encoded as a browser would (multipart with a boundary), then sent as bytes.
      const encoded = new Response(typeof form === 'function' ? form() : form);
      sent['content-type'] = encoded.headers.get('content-type');
      body = Buffer.from(await encoded.arrayBuffer());
    }
    const started = performance.now();
    const response = await send(method, new URL(url, base), sent, body);
    const envelope = raw ? response.text : JSON.parse(response.text);
    const list = timings.get(name) ?? [];
    list.push(performance.now() - started);
    timings.set(name, list);
    return {
      status: response.status,
      envelope,
      retryAfter: response.headers['retry-after'] ?? null,
      location: response.headers.location ?? null,
    };
  }

  const failure = (name, reply) =>
    new Error(`${name} → ${reply.status} ${JSON.stringify(reply.envelope).slice(0, 200)}`);

  async function ok(name, method, url, options) {
    const reply = await call(name, method, url, options);
    if (reply.status !== 200 || reply.envelope.code !== 0) throw failure(name, reply);
    return reply.envelope.data;
  }

  async function okRetrying(name, method, url, { busyRetries: allowed, ...options } = {}) {
    const firstTry = performance.now();
    for (let retries = 0; ; retries += 1) {
      const reply = await call(name, method, url, options);
      if (reply.status === 200 && reply.envelope.code === 0) {
        const list = answeredTimings.get(name) ?? [];
        list.push(performance.now() - firstTry);
        answeredTimings.set(name, list);
        return reply.envelope.data;
      }
      if (reply.envelope?.code !== -8 || retries >= (allowed ?? CALL_BUSY_RETRIES)) {
        throw failure(name, reply);
      }
      busyRetries += 1;
      busyByCall.set(name, (busyByCall.get(name) ?? 0) + 1);
      await sleep(Number(reply.retryAfter ?? 5) * 1000);
    }
  }

  /**
   * Per call name: attempts, busy answers among them, p50/p95/p99 (ms) of each attempt, p95/p99
   * from first attempt to answer (calls sent through okRetrying), and the summed attempt time.
   */
  function table() {
    return [...timings.entries()].map(([name, list]) => {
      const answered = summary(answeredTimings.get(name) ?? []);
      return {
        call: name,
        ...summary(list),
        busy: busyByCall.get(name) ?? 0,
        'answered p95': answered.count ? answered.p95 : null,
        'answered p99': answered.count ? answered.p99 : null,
        totalS: Math.round(list.reduce((sum, ms) => sum + ms, 0) / 100) / 10,
      };
    });
  }

  /**
   * A person's pause before a step (reading the SMS, filling a form, taking a photo): a random
   * 0.5–1.5 × thinkMs; none when thinkMs is 0, the worst case of every step at once.
   */
  const think = () => (thinkMs > 0 ? sleep(thinkMs * (0.5 + Math.random())) : Promise.resolve());

  /** This process's event-loop lag so far, ms: how late it noticed answers at worst. */
  const ownLag = () => ({
    p50: Math.round(loopDelay.percentile(50) / 1e6),
    p99: Math.round(loopDelay.percentile(99) / 1e6),
    max: Math.round(loopDelay.max / 1e6),
  });

  return { call, ok, okRetrying, think, table, ownLag, busyRetried: () => busyRetries };
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Count and p50/p95/p99 (rounded ms) of a list of times. */
export function summary(list) {
  const sorted = [...list].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: Math.round(percentile(sorted, 50)),
    p95: Math.round(percentile(sorted, 95)),
    p99: Math.round(percentile(sorted, 99)),
  };
}

/** CPU-s of each process so far, in the order of `processes`. */
export const cpuOf = (processes) => Promise.all(processes.map((item) => cpuSeconds(item.pid)));

export const memoryOf = (processes) =>
  Promise.all(
    processes.map(async (item) => ({ process: item.name, peakRssMb: await peakRssMb(item.pid) })),
  );
