import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteLoan } from '@saral/contract/loan-math';
import { OrderState } from '@saral/contract/order-states';
import type { Database, Queryable } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed/seed';
import { createLedgerRepository } from '../src/domains/ledger/ledger-repository';
import {
  LedgerAccount,
  LedgerError,
  OverpaymentError,
  orderBalances,
  outstanding,
  post,
  trialBalance,
  type LedgerEntryInput,
} from '../src/domains/ledger/ledger';
import {
  disbursalPostings,
  postCharge,
  postPayment,
  recordRepayment,
} from '../src/domains/ledger/ledger-postings';
import { transition } from '../src/domains/orders/order-state-machine';
import { createTestDatabase } from './support/test-app';
import { createBorrower, createOrder, storedOrder } from './support/test-data';

/**
 * The double-entry ledger: balanced postings only, insert-only entries, the outstanding balance
 * derived from the entries, payments that never take it below zero, and the trial balance that
 * proves debits equal credits overall and in every posting — checked after every operation.
 */

let db: Database;
let drop: () => Promise<void>;
const AT = new Date('2026-11-21T06:00:00Z');

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  await migrate(db);
  await seed(db, { demoData: false });
});
afterAll(async () => {
  await drop();
});

/** A Loaned order of ₹5,000 whose money the test itself posts (unpriced, nothing posted yet). */
async function loanedOrder(q: Queryable = db): Promise<number> {
  const { userId } = await createBorrower(q);
  const order = await createOrder(q, {
    userId,
    state: OrderState.loaned,
    priced: false,
    disbursed: false,
  });
  return order.orderId;
}

async function expectBalancedBooks(q: Queryable = db) {
  const books = await trialBalance(q);
  expect(books.unbalancedPostings).toEqual([]);
  expect(books.debitsPaise).toBe(books.creditsPaise);
  expect(books.balanced).toBe(true);
}

const entry = (
  account: LedgerEntryInput['account'],
  side: 'debit' | 'credit',
  amountPaise: number,
): LedgerEntryInput => ({ account, side, amountPaise });

/** The disbursal of a ₹5,000 Saral Quick loan: 8 % fee, 18 % GST on it, 0.05 %/day for 7 days. */
const quote = quoteLoan({
  amountPaise: 500_000,
  dailyRatePercent: 0.05,
  periodDays: 7,
  processingFeePercent: 8,
});
const disbursed = {
  principalPaise: quote.principalPaise,
  receivedPaise: quote.receivedPaise,
  processingFeePaise: quote.processingFeePaise,
  gstPaise: quote.gstPaise,
  interestPaise: quote.interestPaise,
};

async function disburse(orderId: number, q: Queryable = db) {
  for (const posting of disbursalPostings(disbursed, `payout-${orderId}`, AT)) {
    await post(q, { ...posting, orderId });
  }
}

describe('post', () => {
  it('refuses unbalanced, empty, one-sided, zero, negative, fractional and unknown entries', async () => {
    const orderId = await loanedOrder();
    const refused: LedgerEntryInput[][] = [
      [entry('loan_receivable', 'debit', 100), entry('bank', 'credit', 99)],
      [],
      [entry('loan_receivable', 'debit', 100)],
      [entry('loan_receivable', 'debit', 0), entry('bank', 'credit', 0)],
      [entry('loan_receivable', 'debit', -100), entry('bank', 'credit', -100)],
      [entry('loan_receivable', 'debit', 100.5), entry('bank', 'credit', 100.5)],
      [
        entry('loan_receivable', 'debit', 100),
        { account: 'petty_cash' as never, side: 'credit', amountPaise: 100 },
      ],
      [
        entry('loan_receivable', 'debit', 100),
        { account: 'bank', side: 'sideways' as never, amountPaise: 100 },
      ],
    ];
    for (const entries of refused) {
      await expect(
        post(db, { orderId, kind: 'payment', reference: 'x', entries }),
        JSON.stringify(entries),
      ).rejects.toBeInstanceOf(LedgerError);
    }
    await expect(
      post(db, {
        orderId: 0,
        kind: 'payment',
        reference: null,
        entries: [entry('bank', 'debit', 1), entry('loan_receivable', 'credit', 1)],
      }),
    ).rejects.toBeInstanceOf(LedgerError);
    expect(await createLedgerRepository(db).entriesOf(orderId)).toEqual([]);
    await expectBalancedBooks();
  });

  it('writes a balanced posting under one posting id, each entry with its kind', async () => {
    const orderId = await loanedOrder();
    const { postingId } = await post(db, {
      orderId,
      kind: 'disbursal',
      reference: 'payout-1',
      at: AT,
      entries: [
        entry('loan_receivable', 'debit', 1000),
        entry('bank', 'credit', 900),
        { account: 'fee_income', side: 'credit', amountPaise: 100, kind: 'processing_fee' },
      ],
    });
    const entries = await createLedgerRepository(db).entriesOf(orderId);
    expect(
      entries.map(({ posting_id, account, side, amount_paise, kind, reference }) => ({
        posting_id,
        account,
        side,
        amount_paise,
        kind,
        reference,
      })),
    ).toEqual([
      {
        posting_id: postingId,
        account: 'loan_receivable',
        side: 'debit',
        amount_paise: 1000,
        kind: 'disbursal',
        reference: 'payout-1',
      },
      {
        posting_id: postingId,
        account: 'bank',
        side: 'credit',
        amount_paise: 900,
        kind: 'disbursal',
        reference: 'payout-1',
      },
      {
        posting_id: postingId,
        account: 'fee_income',
        side: 'credit',
        amount_paise: 100,
        kind: 'processing_fee',
        reference: 'payout-1',
      },
    ]);
    expect(new Date(entries[0]?.created_at ?? 0).getTime()).toBe(AT.getTime());
    await expectBalancedBooks();
  });

  it('never updates or deletes an entry', async () => {
    const orderId = await loanedOrder();
    await disburse(orderId);
    const before = await createLedgerRepository(db).entriesOf(orderId);
    await db.query('UPDATE ledger_entries SET amount_paise = 1 WHERE order_id = $1', [orderId]);
    await db.query('DELETE FROM ledger_entries WHERE order_id = $1', [orderId]);
    expect(await createLedgerRepository(db).entriesOf(orderId)).toEqual(before);
    await expectBalancedBooks();
  });
});

describe('disbursal, charges and payments', () => {
  it('books a disbursal as principal owed, money out less fee and GST, then interest owed', async () => {
    const orderId = await loanedOrder();
    const postings = disbursalPostings(disbursed, 'payout-7', AT);
    expect(postings.map((posting) => posting.kind)).toEqual(['disbursal', 'interest']);
    expect(postings[0]?.entries).toEqual([
      { account: 'loan_receivable', side: 'debit', amountPaise: 500_000 },
      { account: 'bank', side: 'credit', amountPaise: 452_800 },
      { account: 'fee_income', side: 'credit', amountPaise: 40_000, kind: 'processing_fee' },
      { account: 'gst_payable', side: 'credit', amountPaise: 7_200, kind: 'gst' },
    ]);
    expect(postings[1]?.entries).toEqual([
      { account: 'loan_receivable', side: 'debit', amountPaise: 1_750 },
      { account: 'interest_income', side: 'credit', amountPaise: 1_750 },
    ]);
    await disburse(orderId);
    expect(await outstanding(db, orderId)).toBe(quote.repaymentPaise);
    expect(await orderBalances(db, orderId)).toEqual([
      { account: 'bank', balance: -452_800 },
      { account: 'fee_income', balance: -40_000 },
      { account: 'gst_payable', balance: -7_200 },
      { account: 'interest_income', balance: -1_750 },
      { account: 'loan_receivable', balance: 501_750 },
    ]);
    await expectBalancedBooks();
  });

  it('leaves out zero amounts (a fee-free, interest-free loan)', () => {
    const postings = disbursalPostings(
      {
        principalPaise: 1000,
        receivedPaise: 1000,
        processingFeePaise: 0,
        gstPaise: 0,
        interestPaise: 0,
      },
      'p',
    );
    expect(postings).toHaveLength(1);
    expect(postings[0]?.entries).toEqual([
      { account: 'loan_receivable', side: 'debit', amountPaise: 1000 },
      { account: 'bank', side: 'credit', amountPaise: 1000 },
    ]);
  });

  it('adds overdue and extension charges (with GST) to what is owed', async () => {
    const orderId = await loanedOrder();
    await disburse(orderId);
    await postCharge(db, { orderId, kind: 'overdue_fee', amountPaise: 2_500, reference: 'day-1' });
    await expectBalancedBooks();
    await postCharge(db, {
      orderId,
      kind: 'extension_fee',
      amountPaise: 10_000,
      gstPaise: 1_800,
      reference: 'extension-1',
    });
    await expectBalancedBooks();
    expect(await outstanding(db, orderId)).toBe(501_750 + 2_500 + 11_800);
    const balances = await orderBalances(db, orderId);
    expect(balances).toContainEqual({ account: 'overdue_fee_income', balance: -2_500 });
    expect(balances).toContainEqual({ account: 'extension_fee_income', balance: -10_000 });
    expect(balances).toContainEqual({ account: 'gst_payable', balance: -9_000 });
  });

  it('takes payments off what is owed, down to zero and never below', async () => {
    const orderId = await loanedOrder();
    await disburse(orderId);
    const first = await postPayment(db, orderId, 200_000, 'event-1', AT);
    expect(first.outstandingPaise).toBe(301_750);
    expect(await outstanding(db, orderId)).toBe(301_750);
    await expectBalancedBooks();
    await expect(postPayment(db, orderId, 301_751, 'event-2')).rejects.toBeInstanceOf(
      OverpaymentError,
    );
    expect(await outstanding(db, orderId)).toBe(301_750);
    await expectBalancedBooks();
    const last = await postPayment(db, orderId, 301_750, 'event-3');
    expect(last.outstandingPaise).toBe(0);
    expect(await outstanding(db, orderId)).toBe(0);
    const balances = await orderBalances(db, orderId);
    // The bank got back more than it paid out: the fee, the GST and the interest.
    expect(balances).toContainEqual({ account: 'bank', balance: 501_750 - 452_800 });
    await expectBalancedBooks();
    await expect(postPayment(db, 987_654, 1, 'nobody')).rejects.toBeInstanceOf(LedgerError);
  });

  it('counts simultaneous payments of one order one after the other: only one pays it off', async () => {
    const orderId = await loanedOrder();
    await disburse(orderId);
    const owed = await outstanding(db, orderId);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, index) =>
        db.transaction((tx) => postPayment(tx, orderId, owed, `webhook-${index}`)),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(OverpaymentError);
    }
    expect(await outstanding(db, orderId)).toBe(0);
    await expectBalancedBooks();
  });
});

describe('recordRepayment', () => {
  it('pays off what is owed and keeps anything above it as the borrower’s credit', async () => {
    const orderId = await loanedOrder();
    await disburse(orderId);
    const part = await recordRepayment(db, { orderId, amountPaise: 100_000, reference: 'e-1' });
    expect(part).toMatchObject({
      appliedPaise: 100_000,
      excessPaise: 0,
      outstandingPaise: 401_750,
    });
    await expectBalancedBooks();
    const over = await recordRepayment(db, { orderId, amountPaise: 402_000, reference: 'e-2' });
    expect(over).toMatchObject({ appliedPaise: 401_750, excessPaise: 250, outstandingPaise: 0 });
    expect(await outstanding(db, orderId)).toBe(0);
    const entries = (await createLedgerRepository(db).entriesOf(orderId)).filter(
      (row) => row.posting_id === over.postingId,
    );
    expect(entries.map((row) => [row.account, row.side, row.amount_paise, row.kind])).toEqual([
      ['bank', 'debit', 402_000, 'payment'],
      ['loan_receivable', 'credit', 401_750, 'payment'],
      ['borrower_credit', 'credit', 250, 'overpayment'],
    ]);
    // A payment after it is paid off is all credit.
    const late = await recordRepayment(db, { orderId, amountPaise: 500, reference: 'e-3' });
    expect(late).toMatchObject({ appliedPaise: 0, excessPaise: 500, outstandingPaise: 0 });
    expect(await orderBalances(db, orderId)).toContainEqual({
      account: 'borrower_credit',
      balance: -750,
    });
    await expectBalancedBooks();
  });

  it('then the order is settled through the state machine, in the same transaction', async () => {
    const orderId = await loanedOrder();
    await disburse(orderId);
    await db.transaction(async (tx) => {
      const paid = await recordRepayment(tx, {
        orderId,
        amountPaise: quote.repaymentPaise,
        reference: 'event-settle',
      });
      expect(paid.outstandingPaise).toBe(0);
      await transition(tx, {
        orderId,
        from: [OrderState.loaned, OrderState.overdued, OrderState.extension],
        to: OrderState.settled,
        actor: 'payment',
        reason: 'Repaid in full (event-settle)',
        at: AT,
      });
    });
    const row = await storedOrder(db, orderId);
    expect(row.state).toBe(OrderState.settled);
    expect(new Date(row.settled_at ?? 0).getTime()).toBe(AT.getTime());
    await expectBalancedBooks();
  });
});

describe('trial balance', () => {
  it('finds a posting whose debits and credits differ', async () => {
    const rollback = new Error('rollback');
    await expect(
      db.transaction(async (tx) => {
        const orderId = await loanedOrder(tx);
        // Written around post() on purpose, as a bug or a hand edit would.
        await tx.query(
          `INSERT INTO ledger_entries (posting_id, order_id, account, side, amount_paise, kind)
           VALUES ('00000000-0000-4000-8000-000000000001', $1, 'bank', 'debit', 500, 'payment')`,
          [orderId],
        );
        const books = await trialBalance(tx);
        expect(books.balanced).toBe(false);
        expect(books.unbalancedPostings).toEqual([
          {
            postingId: '00000000-0000-4000-8000-000000000001',
            debits: 500,
            credits: 0,
            orders: 1,
          },
        ]);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    await expectBalancedBooks();
  });

  it('stays balanced, with outstanding = charges − payments, after any sequence of operations', async () => {
    const operation = fc.oneof(
      fc.record({
        type: fc.constant('charge' as const),
        amount: fc.integer({ min: 1, max: 50_000 }),
      }),
      fc.record({
        type: fc.constant('pay' as const),
        share: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { maxLength: 8 }), async (operations) => {
        const rollback = new Error('rollback');
        await db
          .transaction(async (tx) => {
            const orderId = await loanedOrder(tx);
            await disburse(orderId, tx);
            let expected = quote.repaymentPaise;
            for (const op of operations) {
              if (op.type === 'charge') {
                await postCharge(tx, {
                  orderId,
                  kind: 'overdue_fee',
                  amountPaise: op.amount,
                  reference: null,
                });
                expected += op.amount;
              } else {
                const amount = Math.floor(expected * op.share);
                if (amount > 0) {
                  await postPayment(tx, orderId, amount, 'event');
                  expected -= amount;
                }
              }
              expect(await outstanding(tx, orderId)).toBe(expected);
              expect((await trialBalance(tx)).balanced).toBe(true);
            }
            throw rollback;
          })
          .catch((error: unknown) => {
            if (error !== rollback) throw error;
          });
      }),
      { numRuns: 15 },
    );
  });
});

describe('accounts', () => {
  it('are the ones the postings use', () => {
    expect(Object.values(LedgerAccount).sort()).toEqual([
      'bank',
      'borrower_credit',
      'extension_fee_income',
      'fee_income',
      'gst_payable',
      'interest_income',
      'loan_receivable',
      'overdue_fee_income',
    ]);
  });
});
