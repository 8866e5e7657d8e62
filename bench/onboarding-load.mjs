// `npm run bench:onboarding`: N borrowers arriving at once, each signing in and going through
// the whole onboarding (base and work information, three card uploads read by OCR, identity
// confirmation, face check, contacts) against two API processes (OCR_WORKER=off) and
// BENCH_OCR_WORKERS worker processes (`src/worker.ts`) on one PostgreSQL schema of its own.
// Busy answers are sent again after Retry-After, as the app does (CARD_BUSY_RETRIES times for a
// card upload, CALL_BUSY_RETRIES for any other call).
// Prints journeys completed/failed, busy answers retried, p50/p95/p99 per call, CPU-s per journey
// and the peak RSS of each process; writes bench/onboarding-results.json. See bench/README.md.
import fs from 'node:fs/promises';
import path from 'node:path';
import { ROOT, cpuOf, createCaller, memoryOf, startFleet, summary } from './load-support.mjs';
import { createOnboarding, sampleImages } from './onboarding-steps.mjs';

const N = Number(process.env.BENCH_BORROWERS ?? 50);
const OCR_WORKERS = Number(process.env.BENCH_OCR_WORKERS ?? 1);
/** A person's average pause before each step, ms (0: every step at once, the worst case). */
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 0);
const NETWORKS = Number(process.env.BENCH_NETWORKS ?? 1);
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const images = await sampleImages();
const fleet = await startFleet({
  prefix: 'bench_onboarding',
  databaseUrl: DATABASE_URL,
  ocrWorkers: OCR_WORKERS,
});
try {
  const { processes } = fleet;
  const caller = createCaller(fleet.bases, { thinkMs: THINK_MS });
  const { onboard, cardTimes, cardsReadAfter } = createOnboarding(caller, images, {
    networks: NETWORKS,
  });

  const cpuBefore = await cpuOf(processes);
  const ownCpuBefore = process.cpuUsage();
  console.log(
    `${N} borrowers at once, 2 API processes, ${OCR_WORKERS} OCR worker(s), ` +
      `${THINK_MS} ms pauses between steps, ${NETWORKS} client network(s)…`,
  );
  const started = performance.now();
  const outcomes = await Promise.allSettled(
    Array.from({ length: N }, (_, index) => onboard(index)),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = await cpuOf(processes);
  const failures = outcomes.filter((outcome) => outcome.status === 'rejected');
  const completed = N - failures.length;
  const cpu = cpuAfter.reduce((sum, value, i) => sum + value - (cpuBefore[i] ?? 0), 0);
  const busyRetries = caller.busyRetried();

  const calls = caller.table().map(({ totalS: _totalS, ...row }) => row);
  const cardsWithRetries = summary(cardTimes);
  const lastCardsReadSeconds = Math.round(Math.max(0, ...cardsReadAfter) / 1000);
  const others = calls.filter((item) => item.call !== 'card upload');
  const nonUploadP99 = Math.max(0, ...others.map((item) => item.p99));
  // The same calls from first attempt to answer: busy answers' waits included.
  const nonUploadAnsweredP99 = Math.max(0, ...others.map((item) => item['answered p99'] ?? 0));
  const memory = await memoryOf(processes);
  const result = {
    borrowers: N,
    ocrWorkers: OCR_WORKERS,
    thinkMs: THINK_MS,
    networks: NETWORKS,
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
    nonUploadAnsweredP99,
    loadGeneratorLagMs: caller.ownLag(),
    loadGeneratorCpuSeconds: cpuSecondsSince(ownCpuBefore),
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
      `slowest p99 of the other calls ${nonUploadP99} ms per attempt, ` +
      `${nonUploadAnsweredP99} ms from first attempt to answer`,
  );
  const lag = result.loadGeneratorLagMs;
  console.log(
    `the bench's own event-loop lag (part of every time above): p50 ${lag.p50} / p99 ` +
      `${lag.p99} / max ${lag.max} ms; its CPU ${result.loadGeneratorCpuSeconds} s`,
  );
  console.table(memory);
  if (failures.length) console.log('first failures:', result.firstFailures);
  await fs.writeFile(
    path.join(ROOT, 'bench/onboarding-results.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
} finally {
  await fleet.stopAll();
}

/** This process's user + system CPU since `start` (process.cpuUsage), in seconds. */
function cpuSecondsSince(start) {
  const used = process.cpuUsage(start);
  return Math.round((used.user + used.system) / 1e5) / 10;
}
