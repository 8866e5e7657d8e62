import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@saral/contract/error-codes';
import { OrderState } from '@saral/contract/order-states';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed/seed';
import {
  LedgerAccount,
  LedgerError,
  outstanding,
  trialBalance,
} from '../src/domains/ledger/ledger';
import {
  IllegalTransitionError,
  ORDER_TRANSITIONS,
  OrderTransitionError,
  StaleOrderStateError,
  isLegalTransition,
  transition,
  transitionsOf,
} from '../src/domains/orders/order-state-machine';
import { createReviewService } from '../src/domains/review/review-service';
import { AppError } from '../src/shared/app-error';
import { createTestDatabase } from './support/test-app';
import { createBorrower, createOrder, storedOrder } from './support/test-data';

/**
 * The order state machine: the table of legal moves, every legal and illegal move against the
 * database, stale moves, ledger postings in the same transaction, and concurrent movers.
 */

const STATES = [1, 2, 3, 4, 5, 6, 7, 8, 11] as const;
const LEGAL = new Set([
  '1>2',
  '1>3',
  '2>4',
  '4>5',
  '5>4',
  '4>6',
  '6>7',
  '6>8',
  '6>11',
  '8>7',
  '8>11',
  '11>6',
  '11>8',
  '11>7',
]);
const AT = new Date('2026-11-21T06:00:00Z');

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

/** A bare order of its own borrower in `state`: no history, no ledger, not decided yet. */
async function orderIn(state: number): Promise<number> {
  const { userId } = await createBorrower(db);
  const order = await createOrder(db, { userId, state, decidedAt: null, disbursed: false });
  return order.orderId;
}

async function stateOf(orderId: number) {
  return storedOrder(db, orderId);
}

async function expectBalancedBooks() {
  const books = await trialBalance(db);
  expect(books.unbalancedPostings).toEqual([]);
  expect(books.debitsPaise).toBe(books.creditsPaise);
  expect(books.balanced).toBe(true);
}

describe('the table of legal moves', () => {
  it('allows exactly the moves of spec section 4 and nothing else', () => {
    const allStates = [...STATES, 9, 10];
    for (const from of allStates) {
      for (const to of allStates) {
        expect(isLegalTransition(from, to), `${from} → ${to}`).toBe(LEGAL.has(`${from}>${to}`));
      }
    }
    const listed = [...ORDER_TRANSITIONS].flatMap(([from, tos]) =>
      tos.map((to) => `${from}>${to}`),
    );
    expect(new Set(listed)).toEqual(LEGAL);
  });
});

describe('transition against the database', () => {
  it('makes every legal move: state, times and a history row, in one transaction', async () => {
    for (const key of LEGAL) {
      const [from, to] = key.split('>').map(Number) as [number, number];
      const orderId = await orderIn(from);
      const result = await db.transaction((tx) =>
        transition(tx, { orderId, from, to, actor: 'test', reason: `move ${key}`, at: AT }),
      );
      expect(result).toMatchObject({ orderId, from, to, at: AT });
      const row = await stateOf(orderId);
      expect(row.state, key).toBe(to);
      expect(new Date(row.updated_at).getTime()).toBe(AT.getTime());
      expect(row.decided_at === null, key).toBe(!(to === 2 || to === 3));
      expect(row.settled_at === null, key).toBe(to !== 7);
      expect(await transitionsOf(db, orderId)).toEqual([
        { from, to, actor: 'test', reason: `move ${key}`, at: AT },
      ]);
    }
  });

  it('refuses every illegal move with code -1 and changes nothing', async () => {
    for (const from of STATES) {
      for (const to of STATES) {
        if (LEGAL.has(`${from}>${to}`)) continue;
        const orderId = await orderIn(from);
        const attempt = db.transaction((tx) =>
          transition(tx, { orderId, from, to, actor: 'test', at: AT }),
        );
        await expect(attempt, `${from} → ${to}`).rejects.toBeInstanceOf(IllegalTransitionError);
        await attempt.catch((error: AppError) => {
          expect(error).toBeInstanceOf(AppError);
          expect(error.code).toBe(ErrorCode.failed);
          expect(error.message).toMatch(/^An order cannot go from \w+ to \w+$/);
        });
        expect((await stateOf(orderId)).state).toBe(from);
        expect(await transitionsOf(db, orderId)).toEqual([]);
      }
    }
  });

  it('refuses a move from a state the order is no longer in', async () => {
    const orderId = await orderIn(OrderState.lending);
    const attempt = db.transaction((tx) =>
      transition(tx, { orderId, from: OrderState.pass, to: OrderState.lending, actor: 'test' }),
    );
    await expect(attempt).rejects.toBeInstanceOf(StaleOrderStateError);
    await expect(attempt).rejects.toMatchObject({
      code: ErrorCode.failed,
      message: 'This order is Lending now',
      current: OrderState.lending,
    });
    expect(await transitionsOf(db, orderId)).toEqual([]);
  });

  it('accepts one of several expected states (Settled from Loaned, Overdued or Extension)', async () => {
    const orderId = await orderIn(OrderState.overdued);
    const from = [OrderState.loaned, OrderState.overdued, OrderState.extension];
    const result = await db.transaction((tx) =>
      transition(tx, { orderId, from, to: OrderState.settled, actor: 'test', at: AT }),
    );
    expect(result.from).toBe(OrderState.overdued);
    // A list naming a state that may not go there is a bug, refused before anything is read.
    await expect(
      db.transaction((tx) =>
        transition(tx, { orderId, from: [OrderState.pass, 8], to: OrderState.settled, actor: 't' }),
      ),
    ).rejects.toBeInstanceOf(IllegalTransitionError);
  });

  it('answers not found for an order that does not exist', async () => {
    await expect(
      db.transaction((tx) => transition(tx, { orderId: 987_654, from: 1, to: 2, actor: 'test' })),
    ).rejects.toMatchObject({ code: ErrorCode.notFound });
  });

  it('writes its ledger postings with the move, or neither', async () => {
    const orderId = await orderIn(OrderState.lending);
    await db.transaction((tx) =>
      transition(tx, {
        orderId,
        from: OrderState.lending,
        to: OrderState.loaned,
        actor: 'test',
        at: AT,
        postings: [
          {
            kind: 'disbursal',
            reference: 'test-payout',
            entries: [
              { account: LedgerAccount.loanReceivable, side: 'debit', amountPaise: 500_000 },
              { account: LedgerAccount.bank, side: 'credit', amountPaise: 500_000 },
            ],
          },
        ],
      }),
    );
    expect(await outstanding(db, orderId)).toBe(500_000);
    await expectBalancedBooks();

    const other = await orderIn(OrderState.lending);
    const unbalanced = db.transaction((tx) =>
      transition(tx, {
        orderId: other,
        from: OrderState.lending,
        to: OrderState.loaned,
        actor: 'test',
        postings: [
          {
            kind: 'disbursal',
            reference: null,
            entries: [
              { account: LedgerAccount.loanReceivable, side: 'debit', amountPaise: 500_000 },
              { account: LedgerAccount.bank, side: 'credit', amountPaise: 499_999 },
            ],
          },
        ],
      }),
    );
    await expect(unbalanced).rejects.toBeInstanceOf(LedgerError);
    expect((await stateOf(other)).state).toBe(OrderState.lending);
    expect(await transitionsOf(db, other)).toEqual([]);
    expect(await outstanding(db, other)).toBe(0);
    await expectBalancedBooks();
  });

  it('lets one of several simultaneous movers win; the others see the new state', async () => {
    const orderId = await orderIn(OrderState.pass);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, index) =>
        db.transaction(async (tx) => {
          const moved = await transition(tx, {
            orderId,
            from: OrderState.pass,
            to: OrderState.lending,
            actor: `mover-${index}`,
          });
          // Hold the lock a moment so the others really wait for it on PostgreSQL.
          await new Promise((resolve) => setTimeout(resolve, 20));
          return moved;
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(StaleOrderStateError);
    }
    expect(await transitionsOf(db, orderId)).toHaveLength(1);
  });

  it('is an AppError subclass the envelope answers as code -1', () => {
    const error = new IllegalTransitionError(1, 7, 1);
    expect(error).toBeInstanceOf(OrderTransitionError);
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe(ErrorCode.failed);
    expect(error.message).toBe('An order cannot go from Settled to Auditing');
  });
});

describe('the review goes through the state machine', () => {
  it('an operator’s approval and denial are recorded as transitions by that operator', async () => {
    const review = createReviewService({
      db,
      clock: { now: () => AT },
      log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    });
    const approved = await orderIn(OrderState.auditing);
    const denied = await orderIn(OrderState.auditing);
    await review.approve(approved, { reason: 'looks fine' }, 'asha');
    await review.deny(
      denied,
      { category: 'Income does not support this loan', reason: 'income too low' },
      'asha',
    );
    expect(await transitionsOf(db, approved)).toEqual([
      { from: 1, to: 2, actor: 'asha', reason: 'looks fine', at: AT },
    ]);
    expect(await transitionsOf(db, denied)).toEqual([
      { from: 1, to: 3, actor: 'asha', reason: 'income too low', at: AT },
    ]);
    expect((await stateOf(approved)).decided_at).not.toBeNull();
    await expect(review.approve(approved, { reason: 'again' }, 'asha')).rejects.toMatchObject({
      message: 'This application was already decided',
    });
  });
});
