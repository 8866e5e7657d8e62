import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OrderState } from '@saral/contract/order-states';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed/seed';
import { createLedgerRepository } from '../src/domains/ledger/ledger-repository';
import { outstanding, trialBalance } from '../src/domains/ledger/ledger';
import { moneyOfOrderId } from '../src/domains/orders/order-money';
import { transitionsOf } from '../src/domains/orders/order-state-machine';
import { createJobRunner } from '../src/domains/jobs/job-runner';

import {
  createOverdueService,
  overdueFeePerDay,
  unchargedDays,
} from '../src/domains/overdue/overdue-service';
import { addDays, istDay } from '../src/shared/clock';
import { createTestClock, createTestDatabase } from './support/test-app';
import { createBorrower, createOrder, createPaidOrder, storedOrder } from './support/test-data';

/**
 * The overdue job: Loaned → Overdued the day after the due date, one penal charge per overdue
 * day (0.5% of the principal, never compounded), charged once however often and by however many
 * processes the job runs, with balanced books.
 */

const DAY_SECONDS = 86_400;

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  await migrate(db);
  await seed(db, { demoData: false });
});
afterAll(async () => {
  await drop();
});

const silentLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

/** A paid-out ₹5,000 Saral Quick loan (Loaned, disbursal postings written) due on `dueDate`. */
async function loanedOrder(dueDate: string) {
  const { userId } = await createBorrower(db);
  return createOrder(db, { userId, state: OrderState.loaned, dueDate });
}

async function stateOf(orderId: number): Promise<number> {
  return (await storedOrder(db, orderId)).state;
}

async function overdueCharges(orderId: number) {
  const entries = await createLedgerRepository(db).entriesOf(orderId);
  return entries.filter(
    (entry) => entry.kind === 'overdue_fee' && entry.account === 'overdue_fee_income',
  );
}

async function expectBalancedBooks() {
  const books = await trialBalance(db);
  expect(books.unbalancedPostings).toEqual([]);
  expect(books.balanced).toBe(true);
}

describe('overdue fee arithmetic', () => {
  it('is 0.5% of the principal a day, rounded half-up to the paisa', () => {
    expect(overdueFeePerDay(500_000)).toBe(2_500);
    expect(overdueFeePerDay(100_100)).toBe(501); // 500.5 → 501
    expect(overdueFeePerDay(100_099)).toBe(500); // 500.495 → 500
    expect(overdueFeePerDay(1)).toBe(0);
  });

  it('charges the days after the due date and after the last charged day, up to today', () => {
    expect(unchargedDays('2026-11-21', null, '2026-11-21')).toEqual([]);
    expect(unchargedDays('2026-11-21', null, '2026-11-23')).toEqual(['2026-11-22', '2026-11-23']);
    expect(unchargedDays('2026-11-21', '2026-11-22', '2026-11-23')).toEqual(['2026-11-23']);
    // Charged before an extension moved the due date: the new due date counts.
    expect(unchargedDays('2026-11-30', '2026-11-25', '2026-12-01')).toEqual(['2026-12-01']);
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });
});

describe('runOverdue', () => {
  it('moves a loan past due to Overdued and charges each day once, never compounding', async () => {
    const clock = createTestClock();
    const overdue = createOverdueService({ db, clock, log: silentLog() });
    const today = istDay(clock.now());
    const { orderId } = await loanedOrder(today);
    const owedAtStart = await outstanding(db, orderId);

    // Due today: not overdue yet.
    await overdue.runOverdue();
    expect(await stateOf(orderId)).toBe(OrderState.loaned);
    expect(await overdueCharges(orderId)).toHaveLength(0);

    // The next day in India: Overdued, one day charged.
    clock.advanceSeconds(DAY_SECONDS);
    await overdue.runOverdue();
    expect(await stateOf(orderId)).toBe(OrderState.overdued);
    expect(await overdueCharges(orderId)).toHaveLength(1);
    const transitions = await transitionsOf(db, orderId);
    expect(transitions.at(-1)).toMatchObject({
      from: OrderState.loaned,
      to: OrderState.overdued,
      actor: 'scheduler',
    });

    // Again the same day: nothing more.
    clock.advanceSeconds(3_600);
    await overdue.runOverdue();
    expect(await overdueCharges(orderId)).toHaveLength(1);

    // Three days later: three more charges, each 0.5% of the principal (not of the balance).
    clock.advanceSeconds(3 * DAY_SECONDS);
    await overdue.runOverdue();
    const charges = await overdueCharges(orderId);
    expect(charges).toHaveLength(4);
    expect(charges.map((entry) => Number(entry.amount_paise))).toEqual([
      2_500, 2_500, 2_500, 2_500,
    ]);
    expect(await outstanding(db, orderId)).toBe(owedAtStart + 4 * 2_500);
    expect((await moneyOfOrderId(db, orderId))?.overdueFeePaise).toBe(10_000);
    expect((await storedOrder(db, orderId)).overdue_fee_through).toBe(istDay(clock.now()));
    await expectBalancedBooks();
  });

  it('charges every missed day when the job was not running', async () => {
    const clock = createTestClock();
    const overdue = createOverdueService({ db, clock, log: silentLog() });
    const { orderId } = await loanedOrder(addDays(istDay(clock.now()), -5));
    await overdue.runOverdue();
    expect(await stateOf(orderId)).toBe(OrderState.overdued);
    expect(await overdueCharges(orderId)).toHaveLength(5);
    await expectBalancedBooks();
  });

  it('never charges twice when several processes run at once', async () => {
    const clock = createTestClock();
    const { orderId } = await loanedOrder(addDays(istDay(clock.now()), -3));
    const processes = [1, 2, 3].map(() =>
      createOverdueService({ db, clock, log: silentLog(), batchSize: 1 }),
    );
    await Promise.all(processes.map((service) => service.runOverdue()));
    await Promise.all(processes.map((service) => service.runOverdue()));
    expect(await overdueCharges(orderId)).toHaveLength(3);
    const moves = (await transitionsOf(db, orderId)).filter(
      (move) => move.to === OrderState.overdued,
    );
    expect(moves).toHaveLength(1);
    await expectBalancedBooks();
  });

  it('leaves settled loans and loans not yet due alone', async () => {
    const clock = createTestClock();
    const overdue = createOverdueService({ db, clock, log: silentLog() });
    const { orderId: future } = await loanedOrder(addDays(istDay(clock.now()), 3));
    const { userId } = await createBorrower(db);
    const { orderId: settled } = await createPaidOrder(db, {
      userId,
      dueDate: addDays(istDay(clock.now()), -3),
    });
    await overdue.runOverdue();
    expect(await stateOf(future)).toBe(OrderState.loaned);
    expect(await stateOf(settled)).toBe(OrderState.settled);
    expect(await overdueCharges(future)).toHaveLength(0);
    expect(await overdueCharges(settled)).toHaveLength(0);
  });

  it('runs as a recurring job and, when a run fails, logs it and keeps its schedule', async () => {
    const clock = createTestClock();
    const { orderId } = await loanedOrder(addDays(istDay(clock.now()), -1));
    const log = silentLog();
    const runner = createJobRunner({ db, clock, log });
    const overdue = createOverdueService({ db, clock, log });
    runner.registerRecurring('overdue.sweep', 60_000, () => overdue.runOverdue());
    expect(await runner.runDueNow()).toBe(1);
    expect(await stateOf(orderId)).toBe(OrderState.overdued);
    // Done for now: the next run is a minute later, not at once.
    expect(await runner.runDueNow()).toBe(0);

    const failing = createJobRunner({ db, clock, log });
    failing.registerRecurring('overdue.sweep', 60_000, () =>
      Promise.reject(new Error('database down')),
    );
    clock.advanceSeconds(60);
    expect(await failing.runDueNow()).toBe(1);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'background job failed',
    );
    const [row] = await db.query<{ state: string; last_error: string; run_at: Date }>(
      'SELECT state, last_error, run_at FROM jobs WHERE key = $1',
      ['recurring:overdue.sweep'],
    );
    expect(row).toMatchObject({ state: 'queued', last_error: 'database down' });
    expect(new Date(row?.run_at ?? 0).getTime()).toBe(clock.now().getTime() + 60_000);
  });
});
