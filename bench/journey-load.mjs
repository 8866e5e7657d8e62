// `npm run bench:journey`: N borrowers arriving at once, each going the whole way from sign-in to
// a settled loan: onboarding (card uploads read by the OCR worker), a bank account, a Saral Flex
// application approved by a reviewer through the ops API (as the console does, once the review
// sweep has stored the rule checks), the KFS read and accepted, Get Money paid out by the sandbox
// payout provider (the payout sweep), repayment in full through the sandbox checkout (whose Pay
// delivers the signed webhook) until the order is Settled. Two API processes and
// BENCH_OCR_WORKERS worker processes on a PostgreSQL schema of its own. Busy answers are sent
// again after Retry-After. Prints and writes bench/journey-results.json. See bench/README.md.
import { randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { Calls } from '@saral/contract/calls';
import { OrderState } from '@saral/contract/order-states';
import {
  ROOT,
  api,
  cpuOf,
  createCaller,
  memoryOf,
  sleep,
  startFleet,
  summary,
} from './load-support.mjs';
import { createOnboarding, sampleImages } from './onboarding-steps.mjs';

const N = Number(process.env.BENCH_BORROWERS ?? 200);
const OCR_WORKERS = Number(process.env.BENCH_OCR_WORKERS ?? 1);
/** A person's average pause before each step, ms (0: every step at once, the worst case). */
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 0);
const NETWORKS = Number(process.env.BENCH_NETWORKS ?? 1);
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** How long a journey waits for the review sweep, the payout or the webhook before failing. */
const WAIT_LIMIT_MS = 300_000;
const POLL_MS = 1_000;

const images = await sampleImages();
const fleet = await startFleet({
  prefix: 'bench_journey',
  databaseUrl: DATABASE_URL,
  ocrWorkers: OCR_WORKERS,
  // The review sweep stores the checks a reviewer reads; the payout sweep pays out. One webhook
  // secret for both API processes, so a link made by one is paid through the other.
  env: {
    REVIEW_SCHEDULER: 'on',
    PAYOUT_WORKER: 'on',
    PAYMENT_WEBHOOK_SECRET: randomUUID(),
  },
});

/** Sum of pg_total_relation_size over the schema's tables, in bytes. */
async function schemaBytes() {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT coalesce(sum(pg_total_relation_size(format('%I.%I', schemaname, tablename)::regclass)), 0)::bigint AS bytes
         FROM pg_tables WHERE schemaname = $1`,
      [fleet.schema],
    );
    return Number(rows[0].bytes);
  } finally {
    await client.end();
  }
}

try {
  const { processes } = fleet;
  const caller = createCaller(fleet.bases, { thinkMs: THINK_MS });
  const ok = caller.okRetrying;
  const { onboard, cardTimes } = createOnboarding(caller, images, { networks: NETWORKS });
  const reviewer = await ok('operator login', 'POST', '/ops/v1/login', {
    json: { username: 'reviewer', password: 'saral-reviewer-dev' },
  });
  const ops = { 'x-operator-token': reviewer.token };
  const journeyTimes = [];

  /** Asks `read` every second until it answers something truthy. */
  async function until(what, read) {
    const deadline = Date.now() + WAIT_LIMIT_MS;
    for (;;) {
      const value = await read();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`${what}: nothing after ${WAIT_LIMIT_MS} ms`);
      await sleep(POLL_MS);
    }
  }

  async function orderState(token, orderId, wanted) {
    return until(`order ${orderId} to state ${wanted}`, async () => {
      const detail = await ok(
        'order detail (poll)',
        'GET',
        api(`${Calls.orderDetail.path}?orderId=${orderId}`),
        {
          token,
        },
      );
      if (detail.orderState === OrderState.failed || detail.orderState === OrderState.denied) {
        throw new Error(`order ${orderId} ended in state ${detail.orderState}`);
      }
      return detail.orderState === wanted;
    });
  }

  async function journey(index) {
    const arrived = performance.now();
    const token = await onboard(index);
    const home = await ok('home', 'GET', api(Calls.homeIndex.path), { token });
    const product = home.homeProductVos.find((item) => item.name === 'Saral Flex');
    if (!product) throw new Error('no Saral Flex on Home');
    const offer = await ok(
      'loan offer',
      'GET',
      api(`${Calls.loanOffer.path}?productId=${product.id}`),
      {
        token,
      },
    );
    // An account of their own, never ending in 0000 (the sandbox payout refuses those).
    const accountNo = `5010${String(randomInt(1, 1e9)).padStart(9, '0')}${randomInt(1, 10)}`;
    const card = await ok('bind bank account', 'POST', api(Calls.bindCard.path), {
      token,
      json: {
        bankCode: 'HDFC0000001',
        cardNo: accountNo,
        confirmCardNo: accountNo,
        productId: product.id,
      },
    });
    const { orderId } = await ok('apply', 'POST', api(Calls.apply.path), {
      token,
      headers: { 'idempotency-key': randomUUID() },
      json: {
        cardId: card.id,
        borrowAmount: offer.amountList[0],
        periods: 7,
        productId: product.id,
        checkEmail: 0,
        autoGetMoney: 1,
        autoMoney: 0,
      },
    });
    // The reviewer opens the application once the review sweep has stored its checks.
    await until(`checks of order ${orderId}`, async () => {
      const application = await ok(
        'ops application (poll)',
        'GET',
        `/ops/v1/applications/${orderId}`,
        {
          headers: ops,
        },
      );
      return application.checks.length > 0;
    });
    await ok('ops approve', 'POST', `/ops/v1/applications/${orderId}/approve`, {
      headers: ops,
      json: { reason: 'Verified income and identity' },
    });
    const kfs = await ok('kfs', 'GET', api(`${Calls.kfs.path}?orderId=${orderId}`), { token });
    await ok('accept kfs', 'POST', api(Calls.acceptKfs.path), {
      token,
      json: { orderId, termsHash: kfs.termsHash },
    });
    await ok('get money', 'POST', api(Calls.getMoney.path), { token, json: { orderId } });
    await orderState(token, orderId, OrderState.loaned);
    const { paymentUrl } = await ok('repay', 'POST', api(Calls.repay.path), {
      token,
      json: { orderId },
    });
    const paid = await caller.call('sandbox pay', 'POST', `${paymentUrl}/pay`, {
      form: new URLSearchParams({ method: 'upi', upiId: 'borrower@upi', amount: '' }),
      raw: true,
    });
    if (paid.status !== 303)
      throw new Error(`sandbox pay → ${paid.status} ${paid.envelope.slice(0, 200)}`);
    await orderState(token, orderId, OrderState.settled);
    journeyTimes.push(performance.now() - arrived);
  }

  const bytesBefore = await schemaBytes();
  const cpuBefore = await cpuOf(processes);
  console.log(
    `${N} borrowers at once, sign-in to a settled loan, 2 API processes, ${OCR_WORKERS} OCR worker(s), ${THINK_MS} ms pauses between steps, ${NETWORKS} client network(s)…`,
  );
  const started = performance.now();
  const outcomes = await Promise.allSettled(
    Array.from({ length: N }, (_, index) => journey(index)),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = await cpuOf(processes);
  const bytesAfter = await schemaBytes();
  const failures = outcomes.filter((outcome) => outcome.status === 'rejected');
  const completed = N - failures.length;
  const cpuEach = cpuAfter.map((value, i) => value - (cpuBefore[i] ?? 0));
  const cpu = cpuEach.reduce((sum, value) => sum + value, 0);
  const ocrCpu = cpuEach.reduce((sum, value, i) => sum + (processes[i].ocr ? value : 0), 0);
  const calls = caller.table();
  const callSeconds = calls.reduce((sum, row) => sum + row.totalS, 0);
  const uploadSeconds = calls.find((row) => row.call === 'card upload')?.totalS ?? 0;
  const round1 = (value) => Math.round(value * 10) / 10;
  const result = {
    borrowers: N,
    ocrWorkers: OCR_WORKERS,
    thinkMs: THINK_MS,
    networks: NETWORKS,
    completed,
    failed: failures.length,
    busyRetried: caller.busyRetried(),
    seconds: Math.round(seconds),
    journeysPerMinute: round1((completed / seconds) * 60),
    journey: summary(journeyTimes),
    cardsWithRetries: summary(cardTimes),
    cpuSecondsPerJourney: completed ? Math.round((cpu / completed) * 100) / 100 : null,
    cpuSeconds: Object.fromEntries(processes.map((item, i) => [item.name, round1(cpuEach[i])])),
    ocrShareOfServerCpuPercent: cpu ? round1((ocrCpu / cpu) * 100) : null,
    cardUploadShareOfCallTimePercent: callSeconds
      ? round1((uploadSeconds / callSeconds) * 100)
      : null,
    database: {
      bytesBefore,
      bytesAfter,
      mbPer1000Loans: completed
        ? round1((((bytesAfter - bytesBefore) / completed) * 1000) / 1e6)
        : null,
    },
    calls,
    memory: await memoryOf(processes),
    firstFailures: failures.slice(0, 5).map((outcome) => String(outcome.reason?.message)),
  };
  console.log(
    `completed ${completed}/${N}, failed ${failures.length}, busy answers retried ` +
      `${result.busyRetried}, ${result.seconds} s, ${result.journeysPerMinute} journeys/min, ` +
      `${result.cpuSecondsPerJourney} CPU-s per journey (all server processes; OCR worker ` +
      `${result.ocrShareOfServerCpuPercent} %), journey p50/p95/p99 ` +
      `${result.journey.p50} / ${result.journey.p95} / ${result.journey.p99} ms`,
  );
  console.table(calls);
  console.log(
    `card uploads: ${result.cardUploadShareOfCallTimePercent} % of all call time; database ` +
      `${round1(bytesBefore / 1e6)} → ${round1(bytesAfter / 1e6)} MB, ` +
      `${result.database.mbPer1000Loans} MB per 1,000 settled loans`,
  );
  console.table(result.memory);
  if (failures.length) console.log('first failures:', result.firstFailures);
  await fs.writeFile(
    path.join(ROOT, 'bench/journey-results.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
} finally {
  await fleet.stopAll();
}
