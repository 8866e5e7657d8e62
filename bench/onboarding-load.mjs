// `npm run bench:onboarding`: N borrowers arriving at once, each signing in and going through
// the whole onboarding (base and work information, three card uploads read by OCR, identity
// confirmation, face check, contacts) against two API processes (OCR_WORKER=off) and
// BENCH_OCR_WORKERS worker processes (`src/worker.ts`) on one PostgreSQL schema of its own.
// Busy answers are sent again after Retry-After, as the app does (at most CARD_BUSY_RETRIES).
// Prints journeys completed/failed, busy answers retried, p50/p95/p99 per call, CPU-s per journey
// and the peak RSS of each process; writes bench/onboarding-results.json. See bench/README.md.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Calls } from '@saral/contract/calls';
import { CARD_BUSY_RETRIES, REQUEST_TIMEOUT_MS } from '@saral/contract/constants';
import {
  generateCardImage,
  generateFaceImage,
  sampleIdentities,
  withVerhoeffCheckDigit,
} from '../apps/server/test/support/card-images.ts';
import { startBenchServer } from './bench-server.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const N = Number(process.env.BENCH_BORROWERS ?? 50);
const OCR_WORKERS = Number(process.env.BENCH_OCR_WORKERS ?? 1);
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

const schema = `bench_onboarding_${randomBytes(4).toString('hex')}`;
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'saral-bench-onboarding-'));
const identity = sampleIdentities[0];
const images = {
  aadhaarFront: await generateCardImage({ ...identity, card: 'aadhaarFront' }),
  aadhaarBack: await generateCardImage({ ...identity, card: 'aadhaarBack' }),
  pan: await generateCardImage({ ...identity, card: 'pan' }),
  face: await generateFaceImage(),
};

// Every process shares DATA_DIR (uploads and the development Aadhaar key) and the schema.
const sharedEnv = {
  DATA_DIR: dataDir,
  OCR_WORKER: 'off',
  OTP_IP_HOURLY_LIMIT: '100000',
  OTP_IP_MINUTE_LIMIT: '100000',
  RESPONSE_VALIDATION: 'off',
  NOTIFICATION_WORKER: 'off',
};
const stops = [];
const processes = [];
async function stopAll() {
  for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
  await fs.rm(dataDir, { recursive: true, force: true });
}

function startWorker(index) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/worker.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL,
      DATABASE_SCHEMA: schema,
      ...sharedEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  processes.push({ name: `ocr worker ${index + 1}`, pid: child.pid });
  stops.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  });
}

/** utime + stime of a process so far, in seconds. */
async function cpuSeconds(pid) {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}
async function peakRssMb(pid) {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(status.match(/VmHWM:\s+(\d+)/)?.[1] ?? 0) / 1024);
}

const api = (path) => `/api1${path}`;
const timings = new Map();
let busyRetries = 0;
let apiTurn = 0;

async function call(bases, name, method, url, { token, json, form } = {}) {
  const base = bases[apiTurn++ % bases.length];
  const headers = token ? { token } : {};
  let body;
  if (json) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) {
    body = form;
  }
  const started = performance.now();
  const response = await fetch(`${base}${url}`, {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const envelope = await response.json();
  const list = timings.get(name) ?? [];
  list.push(performance.now() - started);
  timings.set(name, list);
  return { status: response.status, envelope, retryAfter: response.headers.get('retry-after') };
}

async function ok(...args) {
  const { status, envelope } = await call(...args);
  if (status !== 200 || envelope.code !== 0) {
    throw new Error(`${args[1]} → ${status} ${JSON.stringify(envelope).slice(0, 200)}`);
  }
  return envelope.data;
}

/** A card's time from its first attempt to its answer, busy answers and waits included. */
const cardTimes = [];
/** Per borrower: from arriving to the last card read. */
const cardsReadAfter = [];

async function uploadCard(bases, token, card) {
  const firstTry = performance.now();
  const data = await uploadCardWithRetries(bases, token, card);
  if (card !== 'aadhaarBack') cardTimes.push(performance.now() - firstTry);
  return data;
}

async function uploadCardWithRetries(bases, token, card) {
  for (let retries = 0; ; retries += 1) {
    const form = new FormData();
    form.set('type', card);
    form.set('notNeed', card === 'aadhaarBack' ? '1' : '0');
    form.set('image', new Blob([images[card]], { type: 'image/jpeg' }), `${card}.jpg`);
    const reply = await call(bases, `card upload`, 'POST', api(Calls.ocrSeparate.path), {
      token,
      form,
    });
    if (reply.status === 200 && reply.envelope.code === 0) return reply.envelope.data;
    if (reply.envelope.code !== -8 || retries >= CARD_BUSY_RETRIES) {
      throw new Error(`card upload → ${reply.status} ${JSON.stringify(reply.envelope)}`);
    }
    busyRetries += 1;
    await new Promise((resolve) => setTimeout(resolve, Number(reply.retryAfter ?? 5) * 1000));
  }
}

async function journey(bases, index) {
  const arrived = performance.now();
  const phone = `9197${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  await ok(bases, 'send code', 'GET', api(`${Calls.sendCode.path}?phone=${phone}`));
  const outbox = await ok(bases, 'sms outbox (dev)', 'GET', `/dev/sms-outbox?phone=${phone}`);
  const code = outbox[0]?.body.match(/\b(\d{4})\b/)?.[1];
  const { token } = await ok(bases, 'login', 'POST', api(Calls.login.path), {
    json: { phone, code },
  });
  const states = await ok(bases, 'states', 'GET', api(Calls.states.path), { token });
  const state = states.find((item) => item.name === 'Karnataka');
  const districts = await ok(
    bases,
    'districts',
    'GET',
    api(`${Calls.districts.path}/${state.id}`),
    { token },
  );
  await ok(bases, 'base info', 'POST', api(Calls.saveBaseInfo.path), {
    token,
    json: {
      realName: 'Lakshmi Narayanan Iyer',
      gender: '2',
      dateOfBirth: '14-08-1986',
      email: `borrower${index}@example.com`,
      education: '5',
      maritalStatus: '2',
      liveState: String(state.id),
      liveDistrict: String(districts[0].id),
      address: '7 Temple Street, Mylapore',
      pinCode: '560001',
    },
  });
  await ok(bases, 'work info', 'POST', api(Calls.saveWorkInfo.path), {
    token,
    json: {
      workState: '1',
      occupation: '1',
      monthlyIncome: '32000',
      companyName: 'Infotech Pvt Ltd',
      salaryDay: '5',
      workYears: '2',
    },
  });
  await uploadCard(bases, token, 'aadhaarFront');
  await uploadCard(bases, token, 'aadhaarBack');
  await uploadCard(bases, token, 'pan');
  cardsReadAfter.push(performance.now() - arrived);
  // Every borrower photographs the same sample cards; each confirms a number of their own.
  const aadhaar = withVerhoeffCheckDigit(
    `${randomInt(2, 10)}${String(randomInt(0, 1e10)).padStart(10, '0')}`,
  );
  const letter = () => String.fromCharCode(65 + randomInt(0, 26));
  const pan = `${letter()}${letter()}${letter()}P${letter()}${String(randomInt(0, 10_000)).padStart(4, '0')}${letter()}`;
  await ok(bases, 'confirm identity', 'POST', api(Calls.kycAadhaarPan.path), {
    token,
    json: { realName: 'Lakshmi Narayanan Iyer', idNo: aadhaar, panNo: pan },
  });
  const face = new FormData();
  face.set('image', new Blob([images.face], { type: 'image/jpeg' }), 'face.jpg');
  await ok(bases, 'face check', 'POST', api(Calls.livingCheck.path), { token, form: face });
  await ok(bases, 'face confirm', 'POST', api(Calls.kycLivingHold.path), { token });
  await ok(bases, 'contacts', 'POST', api(Calls.contacts.path), {
    token,
    json: {
      oneName: 'venkat raman',
      oneMobile: '9812399001',
      oneRelation: 'Father',
      twoName: 'meena raman',
      twoMobile: '9812399002',
      twoRelation: 'brother',
      thirdName: 'george mathew',
      thirdMobile: '9812399003',
      thirdRelation: 'Friends',
    },
  });
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

try {
  const apiEnv = { DATA_DIR: dataDir, ...sharedEnv };
  // The first process migrates and seeds; the second and the workers find the schema ready.
  const first = await startBenchServer({ databaseUrl: DATABASE_URL, schema, env: apiEnv });
  stops.push(first.stop);
  const second = await startBenchServer({ databaseUrl: DATABASE_URL, schema, env: apiEnv });
  stops.push(second.stop);
  processes.push({ name: 'api 1', pid: first.pid }, { name: 'api 2', pid: second.pid });
  for (let index = 0; index < OCR_WORKERS; index += 1) startWorker(index);
  const bases = [first.baseUrl, second.baseUrl];

  const cpuBefore = await Promise.all(processes.map((item) => cpuSeconds(item.pid)));
  console.log(`${N} borrowers at once, 2 API processes, ${OCR_WORKERS} OCR worker(s)…`);
  const started = performance.now();
  const outcomes = await Promise.allSettled(
    Array.from({ length: N }, (_, index) => journey(bases, index)),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = await Promise.all(processes.map((item) => cpuSeconds(item.pid)));
  const failures = outcomes.filter((outcome) => outcome.status === 'rejected');
  const completed = N - failures.length;
  const cpu = cpuAfter.reduce((sum, value, i) => sum + value - (cpuBefore[i] ?? 0), 0);

  const calls = [...timings.entries()].map(([name, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return {
      call: name,
      count: sorted.length,
      p50: Math.round(percentile(sorted, 50)),
      p95: Math.round(percentile(sorted, 95)),
      p99: Math.round(percentile(sorted, 99)),
    };
  });
  const sortedCards = [...cardTimes].sort((a, b) => a - b);
  const cardsWithRetries = {
    count: sortedCards.length,
    p50: Math.round(percentile(sortedCards, 50)),
    p95: Math.round(percentile(sortedCards, 95)),
    p99: Math.round(percentile(sortedCards, 99)),
  };
  const lastCardsReadSeconds = Math.round(Math.max(0, ...cardsReadAfter) / 1000);
  const nonUploadP99 = Math.max(
    0,
    ...calls.filter((item) => item.call !== 'card upload').map((item) => item.p99),
  );
  const memory = await Promise.all(
    processes.map(async (item) => ({ process: item.name, peakRssMb: await peakRssMb(item.pid) })),
  );
  const result = {
    borrowers: N,
    ocrWorkers: OCR_WORKERS,
    completed,
    failed: failures.length,
    busyRetried: busyRetries,
    seconds: Math.round(seconds),
    journeysPerMinute: Math.round((completed / seconds) * 60 * 10) / 10,
    cpuSecondsPerJourney: completed ? Math.round((cpu / completed) * 100) / 100 : null,
    calls,
    cardsWithRetries,
    lastCardsReadSeconds,
    nonUploadP99,
    memory,
    firstFailures: failures.slice(0, 5).map((outcome) => String(outcome.reason?.message)),
  };
  console.log(
    `completed ${completed}/${N}, failed ${failures.length}, busy answers retried ` +
      `${busyRetries}, ${result.seconds} s, ${result.journeysPerMinute} journeys/min, ` +
      `${result.cpuSecondsPerJourney} CPU-s per journey (all processes)`,
  );
  console.table(calls);
  console.log(
    `cards read (Aadhaar front, PAN) from first attempt, retries included: p50 ` +
      `${cardsWithRetries.p50} / p95 ${cardsWithRetries.p95} / p99 ${cardsWithRetries.p99} ms; ` +
      `every borrower's cards read ${lastCardsReadSeconds} s after arriving at the latest; ` +
      `slowest p99 of the other calls ${nonUploadP99} ms`,
  );
  console.table(memory);
  if (failures.length) console.log('first failures:', result.firstFailures);
  await fs.writeFile(
    path.join(ROOT, 'bench/onboarding-results.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
} finally {
  await stopAll();
}
