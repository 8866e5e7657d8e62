import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { quoteLoan } from '@saral/contract/loan-math';
import { OrderState } from '@saral/contract/order-states';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed/seed';
import { createLedgerRepository } from '../src/domains/ledger/ledger-repository';
import { outstanding, trialBalance } from '../src/domains/ledger/ledger';
import { createGetMoneyService } from '../src/domains/orders/get-money-service';
import { transitionsOf } from '../src/domains/orders/order-state-machine';
import {
  PAYOUT_IDEMPOTENCY_HEADER,
  createHttpPayoutProvider,
} from '../src/domains/payouts/http-payout-provider';
import {
  PayoutProviderError,
  type PayoutOutcome,
  type PayoutProvider,
  type PayoutRequest,
} from '../src/domains/payouts/payout-provider';
import { dueDateFor } from '../src/domains/orders/disbursal';
import { createPayoutService, queuePayout } from '../src/domains/payouts/payout-service';
import { findPayoutOfOrder } from '../src/domains/payouts/payout-rows';
import { istDay } from '../src/shared/clock';
import { createJobRunner } from '../src/domains/jobs/job-runner';
import { systemClock } from '../src/shared/clock';
import {
  SANDBOX_FAILURE_REASON,
  createSandboxPayoutProvider,
} from '../src/domains/payouts/sandbox-payout-provider';
import {
  startFakeHttpServer,
  unreachableUrl,
  type FakeHttpServer,
} from './support/fake-http-server';
import { createTestClock, createTestDatabase } from './support/test-app';
import { addBankCard, createBorrower, createOrder, storedOrder } from './support/test-data';

/**
 * Payouts: the sandbox and HTTP providers, and the worker that pays approved loans out — paid
 * (Loaned, dates, postings), refused (Failed, nothing posted), retried, taken over after a
 * vanished process, and run by several processes at once without paying twice.
 */

const START = new Date('2026-11-21T06:00:00Z');
const quote = quoteLoan({
  amountPaise: 500_000,
  dailyRatePercent: 0.05,
  periodDays: 7,
  processingFeePercent: 8,
});

let db: Database;
let drop: () => Promise<void>;
let counter = 0;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  await migrate(db);
  await seed(db, { demoData: false });
});
afterAll(async () => {
  await drop();
});

const silentLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

/** Each test's provider has a name of its own, so no test claims another test's payouts. */
const uniqueName = (base: string) => `${base}-${++counter}`;

/** An approved ₹5,000 order with its KFS accepted, then Get Money: Lending, payout queued. */
async function lendingOrder(
  clock: { now: () => Date },
  providerName: string,
  accountNo?: string,
): Promise<number> {
  const { userId } = await createBorrower(db);
  const bankCardId = await addBankCard(db, userId, { accountNo, ifsc: 'HDFC0000001' });
  const { orderId } = await createOrder(db, {
    userId,
    state: OrderState.pass,
    bankCardId,
    at: clock.now(),
    kfsAcceptedAt: clock.now(),
  });
  const money = createGetMoneyService({
    db,
    clock,
    log: silentLog(),
    queuePayout: (tx, payout) => queuePayout(tx, { ...payout, provider: providerName }),
  });
  expect(await money.getMoney(userId, { orderId })).toEqual({ orderState: OrderState.lending });
  return orderId;
}

async function orderRow(orderId: number) {
  return storedOrder(db, orderId);
}

async function payoutOf(orderId: number) {
  const payout = await findPayoutOfOrder(db, orderId);
  if (!payout) throw new Error('no payout');
  return payout;
}

async function expectBalancedBooks() {
  const books = await trialBalance(db);
  expect(books.unbalancedPostings).toEqual([]);
  expect(books.balanced).toBe(true);
}

const entriesOf = (orderId: number) => createLedgerRepository(db).entriesOf(orderId);

type Script = {
  send?: (request: PayoutRequest) => Promise<PayoutOutcome>;
  check?: (request: PayoutRequest, reference: string) => Promise<PayoutOutcome>;
};

/** A provider that does what the test says and remembers what it was asked. */
function scriptedProvider(name: string, script: Script) {
  const calls: { call: 'send' | 'check'; payoutId: string; reference?: string }[] = [];
  const provider: PayoutProvider = {
    name,
    async send(request) {
      calls.push({ call: 'send', payoutId: request.payoutId });
      if (!script.send) throw new Error('unexpected send');
      return script.send(request);
    },
    async check(request, reference) {
      calls.push({ call: 'check', payoutId: request.payoutId, reference });
      if (!script.check) throw new Error('unexpected check');
      return script.check(request, reference);
    },
  };
  return { provider, calls };
}

const unavailable = () => Promise.reject(new PayoutProviderError('payout API unreachable', true));

describe('sandbox provider', () => {
  it('accepts a payout as processing and pays it after the delay', async () => {
    const clock = createTestClock(START);
    const sandbox = createSandboxPayoutProvider({ clock, delayMs: 2_000 });
    const request = {
      payoutId: 'p-1',
      amountPaise: 452_800,
      ifsc: 'HDFC0000001',
      accountNo: '50100123456',
      narration: 'Saral loan 1',
    };
    const sent = await sandbox.send(request);
    expect(sent).toMatchObject({ status: 'processing' });
    expect(sent.providerReference).toMatch(/^sandbox-/);
    const reference = sent.providerReference ?? '';
    clock.advanceSeconds(1);
    expect(await sandbox.check(request, reference)).toEqual({
      status: 'processing',
      providerReference: reference,
    });
    clock.advanceSeconds(1);
    expect(await sandbox.check(request, reference)).toEqual({
      status: 'paid',
      providerReference: reference,
    });
    // Another process's sandbox answers the same: the reference carries the time.
    const elsewhere = createSandboxPayoutProvider({ clock, delayMs: 2_000 });
    expect((await elsewhere.check(request, reference)).status).toBe('paid');
  });

  it('fails payouts to account numbers ending in 0000 with a bank-like reason', async () => {
    const clock = createTestClock(START);
    const sandbox = createSandboxPayoutProvider({ clock, delayMs: 0 });
    const outcome = await sandbox.send({
      payoutId: 'p-2',
      amountPaise: 100,
      ifsc: 'HDFC0000001',
      accountNo: '12340000',
      narration: 'x',
    });
    expect(outcome).toMatchObject({ status: 'failed', reason: SANDBOX_FAILURE_REASON });
  });
});

describe('HTTP payout provider', () => {
  let server: FakeHttpServer;
  afterEach(async () => {
    await server?.close();
  });

  const request: PayoutRequest = {
    payoutId: '6f1c1a5e-0000-4000-8000-000000000001',
    amountPaise: 452_800,
    ifsc: 'HDFC0000001',
    accountNo: '50100123456',
    narration: 'Saral loan SRL20261121000001',
  };
  const provider = (timeoutMs?: number) =>
    createHttpPayoutProvider({
      url: `${server.url}/v1/`,
      keyId: 'test_key_id',
      keySecret: 'secret-value',
      ...(timeoutMs ? { timeoutMs } : {}),
    });

  it('sends an IMPS payout with Basic auth and an idempotency key, and reads its status', async () => {
    server = await startFakeHttpServer();
    server.answerJson(200, { id: 'pout_1', status: 'processing' });
    expect(await provider().send(request)).toEqual({
      status: 'processing',
      providerReference: 'pout_1',
    });
    const [sent] = server.received;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('/v1/payouts');
    expect(sent?.headers.authorization).toBe(
      `Basic ${Buffer.from('test_key_id:secret-value').toString('base64')}`,
    );
    expect(sent?.headers[PAYOUT_IDEMPOTENCY_HEADER]).toBe(request.payoutId);
    expect(JSON.parse(String(sent?.body))).toEqual({
      account_number: '50100123456',
      ifsc: 'HDFC0000001',
      amount: 452_800,
      currency: 'INR',
      mode: 'IMPS',
      reference_id: request.payoutId,
      narration: 'Saral loan SRL20261121000001',
    });

    server.answerJson(200, { id: 'pout_1', status: 'processed' });
    expect(await provider().check(request, 'pout_1')).toEqual({
      status: 'paid',
      providerReference: 'pout_1',
    });
    expect(server.received[1]).toMatchObject({ method: 'GET', url: '/v1/payouts/pout_1' });

    server.answerJson(200, {
      id: 'pout_1',
      status: 'reversed',
      failure_reason: 'Beneficiary bank offline',
    });
    expect(await provider().check(request, 'pout_1')).toEqual({
      status: 'failed',
      providerReference: 'pout_1',
      reason: 'Beneficiary bank offline',
    });
    server.answerJson(200, { id: 'pout_1', status: 'failed' });
    expect(await provider().check(request, 'pout_1')).toMatchObject({ reason: 'Payout failed' });
    // A status we do not know is never taken for a failure.
    server.answerJson(200, { id: 'pout_1', status: 'on_hold' });
    expect((await provider().check(request, 'pout_1')).status).toBe('processing');
  });

  it('a refused request is final; outages, our credentials and unclear answers are retryable', async () => {
    server = await startFakeHttpServer();
    const attempt = () => provider(300).send(request);
    server.answerJson(400, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'Invalid IFSC Code' },
    });
    await expect(attempt()).rejects.toMatchObject({
      name: 'PayoutProviderError',
      retryable: false,
      message: 'payout API refused: Invalid IFSC Code',
    });
    for (const status of [500, 503, 401, 403, 409, 429]) {
      server.answerJson(status, { error: { description: 'nope' } });
      await expect(attempt(), `HTTP ${status}`).rejects.toMatchObject({ retryable: true });
    }
    server.answerJson(200, { status: 'processing' });
    await expect(attempt()).rejects.toMatchObject({ retryable: true });
    server.answer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>gateway</html>');
    });
    await expect(attempt()).rejects.toMatchObject({ retryable: true });
    // A hung vendor.
    server.answer(() => undefined);
    await expect(attempt()).rejects.toMatchObject({ retryable: true });
  });

  it('an unreachable API is retryable', async () => {
    const url = await unreachableUrl();
    const unreachable = createHttpPayoutProvider({ url, keyId: 'k', keySecret: 's' });
    await expect(unreachable.send(request)).rejects.toBeInstanceOf(PayoutProviderError);
    await expect(unreachable.send(request)).rejects.toMatchObject({ retryable: true });
  });
});

describe('due dates', () => {
  it('are today in India plus the period', () => {
    expect(istDay(new Date('2026-11-21T06:00:00Z'))).toBe('2026-11-21');
    // 01:30 on the 22nd in India.
    expect(istDay(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
    expect(dueDateFor(new Date('2026-11-21T06:00:00Z'), 7)).toBe('2026-11-28');
    expect(dueDateFor(new Date('2026-11-21T20:00:00Z'), 7)).toBe('2026-11-29');
    expect(dueDateFor(new Date('2026-12-28T10:00:00Z'), 7)).toBe('2027-01-04');
  });
});

describe('paying out', () => {
  it('pays a sandbox payout after its delay: Loaned with loan and due dates, and the postings', async () => {
    const clock = createTestClock(START);
    const sandbox = {
      ...createSandboxPayoutProvider({ clock, delayMs: 2_000 }),
      name: uniqueName('sandbox'),
    };
    const payouts = createPayoutService({
      db,
      clock,
      provider: sandbox,
      log: silentLog(),
      pollMs: 3_000,
    });
    const orderId = await lendingOrder(clock, sandbox.name, '50100987654');
    const queued = await payoutOf(orderId);
    expect(queued).toMatchObject({
      status: 'pending',
      amount_paise: quote.receivedPaise,
      ifsc: 'HDFC0000001',
      account_no: '50100987654',
      attempts: 0,
      provider: sandbox.name,
    });
    expect(queued.next_attempt_at.getTime()).toBe(START.getTime());

    expect((await payouts.runDuePayouts()).processing).toEqual([orderId]);
    const accepted = await payoutOf(orderId);
    expect(accepted).toMatchObject({ status: 'processing', attempts: 1 });
    expect(accepted.provider_reference).toMatch(/^sandbox-/);
    expect((await orderRow(orderId)).state).toBe(OrderState.lending);
    expect(await entriesOf(orderId)).toEqual([]);
    // Not asked again before the poll interval.
    expect((await payouts.runDuePayouts()).processing).toEqual([]);

    clock.advanceSeconds(3);
    expect((await payouts.runDuePayouts()).paid).toEqual([orderId]);
    const paid = await payoutOf(orderId);
    expect(paid).toMatchObject({
      status: 'paid',
      attempts: 1,
      provider_reference: accepted.provider_reference,
    });
    const order = await orderRow(orderId);
    expect(order.state).toBe(OrderState.loaned);
    expect(new Date(order.loan_date ?? 0).getTime()).toBe(clock.now().getTime());
    expect(order.due_date).toBe('2026-11-28');
    expect(
      (await transitionsOf(db, orderId)).map((move) => [move.from, move.to, move.actor]),
    ).toEqual([
      [2, 4, expect.stringMatching(/^user:\d+$/)],
      [4, 6, `payout:${sandbox.name}`],
    ]);

    const entries = await entriesOf(orderId);
    expect(new Set(entries.map((entry) => entry.posting_id)).size).toBe(2);
    expect(entries.every((entry) => entry.reference === paid.id)).toBe(true);
    expect(
      entries.map((entry) => [entry.kind, entry.account, entry.side, entry.amount_paise]),
    ).toEqual([
      ['disbursal', 'loan_receivable', 'debit', 500_000],
      ['disbursal', 'bank', 'credit', 452_800],
      ['processing_fee', 'fee_income', 'credit', 40_000],
      ['gst', 'gst_payable', 'credit', 7_200],
      ['interest', 'loan_receivable', 'debit', 1_750],
      ['interest', 'interest_income', 'credit', 1_750],
    ]);
    expect(await outstanding(db, orderId)).toBe(quote.repaymentPaise);
    await expectBalancedBooks();

    // Nothing more to do for it.
    clock.advanceSeconds(600);
    expect(await payouts.runDuePayouts()).toEqual({
      paid: [],
      failed: [],
      processing: [],
      retrying: [],
      stale: [],
    });
  });

  it('a sandbox payout to an account ending in 0000 fails: Failed, and nothing is posted', async () => {
    const clock = createTestClock(START);
    const sandbox = {
      ...createSandboxPayoutProvider({ clock, delayMs: 2_000 }),
      name: uniqueName('sandbox'),
    };
    const payouts = createPayoutService({ db, clock, provider: sandbox, log: silentLog() });
    const orderId = await lendingOrder(clock, sandbox.name, '501000000');
    await payouts.runDuePayouts();
    clock.advanceSeconds(5);
    expect((await payouts.runDuePayouts()).failed).toEqual([orderId]);
    expect(await payoutOf(orderId)).toMatchObject({
      status: 'failed',
      failure_reason: SANDBOX_FAILURE_REASON,
      provider_reference: expect.stringMatching(/^sandbox-/),
    });
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ state: OrderState.failed, loan_date: null, due_date: null });
    expect((await transitionsOf(db, orderId)).at(-1)).toMatchObject({
      from: 4,
      to: 5,
      reason: `Payout failed: ${SANDBOX_FAILURE_REASON}`,
    });
    expect(await entriesOf(orderId)).toEqual([]);
    await expectBalancedBooks();
  });

  it('retries unanswered sends with backoff under the same payout id, then pays', async () => {
    const clock = createTestClock(START);
    let sends = 0;
    const { provider, calls } = scriptedProvider(uniqueName('scripted'), {
      send: async () => {
        sends += 1;
        if (sends <= 2) return unavailable();
        return { status: 'paid', providerReference: 'ref-3' };
      },
    });
    const payouts = createPayoutService({
      db,
      clock,
      provider,
      log: silentLog(),
      retryBaseMs: 5_000,
    });
    const orderId = await lendingOrder(clock, provider.name);

    expect((await payouts.runDuePayouts()).retrying).toEqual([orderId]);
    let payout = await payoutOf(orderId);
    expect(payout).toMatchObject({
      status: 'pending',
      attempts: 1,
      failure_reason: 'payout API unreachable',
    });
    expect(payout.next_attempt_at.getTime() - clock.now().getTime()).toBe(5_000);
    clock.advanceSeconds(4);
    expect((await payouts.runDuePayouts()).retrying).toEqual([]);
    clock.advanceSeconds(1);
    expect((await payouts.runDuePayouts()).retrying).toEqual([orderId]);
    payout = await payoutOf(orderId);
    expect(payout.attempts).toBe(2);
    // Doubling: 10 s after the second try.
    expect(payout.next_attempt_at.getTime() - clock.now().getTime()).toBe(10_000);
    expect((await orderRow(orderId)).state).toBe(OrderState.lending);
    clock.advanceSeconds(10);
    expect((await payouts.runDuePayouts()).paid).toEqual([orderId]);
    expect(await payoutOf(orderId)).toMatchObject({
      status: 'paid',
      attempts: 3,
      failure_reason: null,
      provider_reference: 'ref-3',
    });
    expect(new Set(calls.map((call) => call.payoutId))).toEqual(new Set([payout.id]));
    expect((await orderRow(orderId)).state).toBe(OrderState.loaned);
    await expectBalancedBooks();
  });

  it('gives a payout up after maxAttempts unanswered sends: Failed, nothing posted', async () => {
    const clock = createTestClock(START);
    const { provider, calls } = scriptedProvider(uniqueName('scripted'), { send: unavailable });
    const payouts = createPayoutService({
      db,
      clock,
      provider,
      log: silentLog(),
      maxAttempts: 3,
      retryBaseMs: 1_000,
    });
    const orderId = await lendingOrder(clock, provider.name);
    const results: string[] = [];
    for (let run = 0; run < 3; run += 1) {
      const summary = await payouts.runDuePayouts();
      results.push(
        ...(Object.keys(summary) as (keyof typeof summary)[]).filter(
          (key) => summary[key].length > 0,
        ),
      );
      clock.advanceSeconds(60);
    }
    expect(results).toEqual(['retrying', 'retrying', 'failed']);
    expect(calls).toHaveLength(3);
    expect(await payoutOf(orderId)).toMatchObject({
      status: 'failed',
      attempts: 3,
      failure_reason: 'not accepted after 3 attempts: payout API unreachable',
    });
    expect((await orderRow(orderId)).state).toBe(OrderState.failed);
    expect(await entriesOf(orderId)).toEqual([]);
    await expectBalancedBooks();
  });

  it('a refusal of the request itself (bad account details) fails at once', async () => {
    const clock = createTestClock(START);
    const { provider } = scriptedProvider(uniqueName('scripted'), {
      send: () =>
        Promise.reject(new PayoutProviderError('payout API refused: Invalid IFSC Code', false)),
    });
    const payouts = createPayoutService({ db, clock, provider, log: silentLog() });
    const orderId = await lendingOrder(clock, provider.name);
    expect((await payouts.runDuePayouts()).failed).toEqual([orderId]);
    expect(await payoutOf(orderId)).toMatchObject({
      status: 'failed',
      attempts: 1,
      failure_reason: 'payout API refused: Invalid IFSC Code',
    });
    expect((await orderRow(orderId)).state).toBe(OrderState.failed);
  });

  it('never gives up a payout the provider accepted, however often asking about it fails', async () => {
    const clock = createTestClock(START);
    const { provider, calls } = scriptedProvider(uniqueName('scripted'), {
      send: async () => ({ status: 'processing', providerReference: 'ref-accepted' }),
      check: unavailable,
    });
    const payouts = createPayoutService({ db, clock, provider, log: silentLog(), maxAttempts: 2 });
    const orderId = await lendingOrder(clock, provider.name);
    for (let run = 0; run < 6; run += 1) {
      await payouts.runDuePayouts();
      clock.advanceSeconds(60);
    }
    expect(calls.filter((call) => call.call === 'send')).toHaveLength(1);
    expect(calls.filter((call) => call.call === 'check').length).toBeGreaterThanOrEqual(5);
    expect(await payoutOf(orderId)).toMatchObject({
      status: 'processing',
      attempts: 1,
      provider_reference: 'ref-accepted',
    });
    expect((await orderRow(orderId)).state).toBe(OrderState.lending);
  });

  it('takes up a payout whose process vanished after claiming it, once the claim expires', async () => {
    const clock = createTestClock(START);
    const { provider, calls } = scriptedProvider(uniqueName('scripted'), {
      send: async () => ({ status: 'processing', providerReference: 'ref-x' }),
      check: async () => ({ status: 'paid', providerReference: 'ref-x' }),
    });
    const payouts = createPayoutService({ db, clock, provider, log: silentLog(), leaseMs: 60_000 });
    const notSent = await lendingOrder(clock, provider.name);
    const accepted = await lendingOrder(clock, provider.name);
    // As a process leaves them when it dies mid-call: claimed, then nothing recorded.
    const leaseEnd = new Date(clock.now().getTime() + 60_000);
    await db.query(
      `UPDATE payouts SET status = 'processing', attempts = 1, next_attempt_at = $2, updated_at = $3
       WHERE order_id = $1`,
      [notSent, leaseEnd, clock.now()],
    );
    await db.query(
      `UPDATE payouts SET status = 'processing', attempts = 1, provider_reference = 'ref-x',
         next_attempt_at = $2, updated_at = $3
       WHERE order_id = $1`,
      [accepted, leaseEnd, clock.now()],
    );
    clock.advanceSeconds(59);
    expect((await payouts.runDuePayouts()).processing).toEqual([]);
    clock.advanceSeconds(1);
    const run = await payouts.runDuePayouts();
    expect(run.processing).toEqual([notSent]);
    expect(run.paid).toEqual([accepted]);
    const notSentPayout = await payoutOf(notSent);
    expect(notSentPayout).toMatchObject({ attempts: 2, provider_reference: 'ref-x' });
    // Sent again under the same id (the provider de-duplicates); the accepted one only asked about.
    expect(calls).toEqual(
      expect.arrayContaining([
        { call: 'send', payoutId: notSentPayout.id },
        { call: 'check', payoutId: (await payoutOf(accepted)).id, reference: 'ref-x' },
      ]),
    );
    expect(calls).toHaveLength(2);
  });

  it('a late answer after another process took the payout over changes nothing', async () => {
    const clock = createTestClock(START);
    const name = uniqueName('scripted');
    let release: ((outcome: PayoutOutcome) => void) | undefined;
    const slow = scriptedProvider(name, {
      send: () => new Promise<PayoutOutcome>((resolve) => (release = resolve)),
    });
    const fast = scriptedProvider(name, {
      send: async () => ({ status: 'paid', providerReference: 'ref-fast' }),
    });
    const log = silentLog();
    const first = createPayoutService({ db, clock, provider: slow.provider, log, leaseMs: 60_000 });
    const second = createPayoutService({ db, clock, provider: fast.provider, log: silentLog() });
    const orderId = await lendingOrder(clock, name);
    const slowRun = first.runDuePayouts();
    await vi.waitFor(() => expect(release).toBeDefined());
    clock.advanceSeconds(61);
    expect((await second.runDuePayouts()).paid).toEqual([orderId]);
    release?.({ status: 'paid', providerReference: 'ref-slow' });
    expect((await slowRun).stale).toEqual([orderId]);
    expect(await payoutOf(orderId)).toMatchObject({
      status: 'paid',
      provider_reference: 'ref-fast',
    });
    expect((await transitionsOf(db, orderId)).filter((move) => move.to === 6)).toHaveLength(1);
    expect(new Set((await entriesOf(orderId)).map((entry) => entry.posting_id)).size).toBe(2);
    await expectBalancedBooks();
  });

  it('two processes paying out at once pay each payout once', async () => {
    const clock = createTestClock(START);
    const name = uniqueName('sandbox');
    const sends: string[] = [];
    const processes = [0, 1].map(() => {
      const sandbox = createSandboxPayoutProvider({ clock, delayMs: 0 });
      return createPayoutService({
        db,
        clock,
        provider: {
          name,
          check: sandbox.check,
          async send(request) {
            sends.push(request.payoutId);
            // A provider call takes a while: the other process runs meanwhile.
            await new Promise((resolve) => setTimeout(resolve, 10));
            return sandbox.send(request);
          },
        },
        log: silentLog(),
        batchSize: 3,
      });
    });
    const orderIds: number[] = [];
    for (let index = 0; index < 8; index += 1) orderIds.push(await lendingOrder(clock, name));
    const runs = await Promise.all([
      processes[0]?.runDuePayouts(),
      processes[1]?.runDuePayouts(),
      processes[0]?.runDuePayouts(),
      processes[1]?.runDuePayouts(),
    ]);
    const rest = await Promise.all(processes.map((process) => process?.runDuePayouts()));
    const paid = [...runs, ...rest].flatMap((run) => run?.paid ?? []);
    expect([...paid].sort((a, b) => a - b)).toEqual([...orderIds].sort((a, b) => a - b));
    // Each payout was asked of the provider once: no process sent one another had claimed.
    expect(sends).toHaveLength(orderIds.length);
    expect(new Set(sends).size).toBe(orderIds.length);
    for (const orderId of orderIds) {
      expect((await orderRow(orderId)).state).toBe(OrderState.loaned);
      expect((await transitionsOf(db, orderId)).filter((move) => move.to === 6)).toHaveLength(1);
      expect(new Set((await entriesOf(orderId)).map((entry) => entry.posting_id)).size).toBe(2);
      expect(await outstanding(db, orderId)).toBe(quote.repaymentPaise);
    }
    await expectBalancedBooks();
  });
});

describe('paying out through the HTTP adapter', () => {
  let server: FakeHttpServer;
  afterEach(async () => {
    await server?.close();
  });

  it('accepted, then processed: Loaned; accepted, then reversed: Failed', async () => {
    server = await startFakeHttpServer();
    const statuses = new Map<string, string>();
    let next = 0;
    server.answer((request, response) => {
      let body: object;
      if (request.method === 'POST') {
        const sent = JSON.parse(String(request.body)) as { reference_id: string };
        const id = `pout_${++next}`;
        statuses.set(id, 'processing');
        body = { id, status: 'processing', reference_id: sent.reference_id };
      } else {
        const id = request.url.split('/').at(-1) ?? '';
        const status = statuses.get(id) ?? 'processing';
        body = { id, status, failure_reason: status === 'reversed' ? 'Account blocked' : null };
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
    const clock = createTestClock(START);
    const provider = {
      ...createHttpPayoutProvider({ url: `${server.url}/v1`, keyId: 'k', keySecret: 's' }),
      name: uniqueName('http'),
    };
    const payouts = createPayoutService({ db, clock, provider, log: silentLog(), pollMs: 5_000 });
    const good = await lendingOrder(clock, provider.name);
    const bad = await lendingOrder(clock, provider.name);
    expect((await payouts.runDuePayouts()).processing.sort()).toEqual([good, bad].sort());
    const goodRef = (await payoutOf(good)).provider_reference ?? '';
    const badRef = (await payoutOf(bad)).provider_reference ?? '';
    statuses.set(goodRef, 'processed');
    statuses.set(badRef, 'reversed');
    clock.advanceSeconds(5);
    const run = await payouts.runDuePayouts();
    expect(run.paid).toEqual([good]);
    expect(run.failed).toEqual([bad]);
    expect((await orderRow(good)).state).toBe(OrderState.loaned);
    expect(await payoutOf(bad)).toMatchObject({
      status: 'failed',
      failure_reason: 'Account blocked',
    });
    expect((await orderRow(bad)).state).toBe(OrderState.failed);
    expect(await entriesOf(bad)).toEqual([]);
    expect(server.received.filter((request) => request.method === 'POST')).toHaveLength(2);
    await expectBalancedBooks();
  });
});

describe('payout worker', () => {
  it('runs on its interval in two processes, never both at once; a failed run is logged', async () => {
    const log = silentLog();
    let calls = 0;
    let active = 0;
    let maxActive = 0;
    const payouts = {
      runDuePayouts: async () => {
        calls += 1;
        active += 1;
        maxActive = Math.max(maxActive, active);
        await new Promise((resolve) => setTimeout(resolve, 15));
        active -= 1;
        if (calls === 1) throw new Error('database unavailable');
        return { paid: [], failed: [], processing: [], retrying: [], stale: [] };
      },
    };
    // Two runners on one database, as two server processes: the sweep is one row, one claim.
    const runners = [1, 2].map(() =>
      createJobRunner({ db, clock: systemClock, log, pollIntervalMs: 5 }),
    );
    for (const runner of runners) {
      runner.registerRecurring('payouts.sweep', 5, () => payouts.runDuePayouts());
      runner.start();
    }
    expect(runners[0]?.isRunning).toBe(true);
    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(4));
    await Promise.all(runners.map((runner) => runner.stop()));
    expect(runners[0]?.isRunning).toBe(false);
    expect(maxActive).toBe(1);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'background job failed',
    );
    const after = calls;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).toBe(after);
  });

  it('pays out with the real payout service', async () => {
    const clock = createTestClock(START);
    const provider = {
      ...createSandboxPayoutProvider({ clock, delayMs: 0 }),
      name: uniqueName('sandbox'),
    };
    const orderId = await lendingOrder(clock, provider.name);
    const runner = createJobRunner({ db, clock, log: silentLog() });
    const payouts = createPayoutService({ db, clock, provider, log: silentLog() });
    runner.registerRecurring('payouts.sweep', 1_000, () => payouts.runDuePayouts());
    // Each run is a second after the last one: move the clock and run what is due.
    await vi.waitFor(async () => {
      clock.advanceSeconds(1);
      await runner.runDueNow();
      expect((await orderRow(orderId)).state).toBe(OrderState.loaned);
    });
  });
});
