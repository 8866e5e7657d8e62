import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OrderDetail, OrderListItem } from '@saral/contract/api/loan';
import type { HomeIndexResponse } from '@saral/contract/api/home';
import { OrderState } from '@saral/contract/order-states';
import { outstanding, trialBalance } from '../src/domains/ledger/ledger';
import { createLedgerRepository } from '../src/domains/ledger/ledger-repository';
import {
  call,
  createMoneyTestApp,
  deliverWebhook,
  linkOf,
  newBorrower,
  paidOutLoan,
  payOnCheckout,
  runOverdueJob,
} from './support/loan-money';
import type { TestApp } from './support/test-app';

/**
 * Property (issue 12): whatever happens to a loan — partial and full payments, extensions paid or
 * left to lapse, overdue days, a paid link paid again — after every step the order list, the
 * detail, Home's card, the amount a new repayment link would charge and the ledger agree to the
 * paisa; the books balance; and what the order says was paid is what the borrower paid.
 */

const HOUR_SECONDS = 3_600;
const DAY_SECONDS = 24 * HOUR_SECONDS;
const REPAYABLE: readonly number[] = [OrderState.loaned, OrderState.overdued, OrderState.extension];

type Step =
  | { kind: 'partial'; percent: number }
  | { kind: 'full' }
  | { kind: 'overdue'; days: number }
  | { kind: 'extend'; pay: boolean }
  | { kind: 'overpay'; paise: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('partial' as const), percent: fc.integer({ min: 1, max: 99 }) }),
  fc.record({ kind: fc.constant('full' as const) }),
  fc.record({ kind: fc.constant('overdue' as const), days: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ kind: fc.constant('extend' as const), pay: fc.boolean() }),
  fc.record({ kind: fc.constant('overpay' as const), paise: fc.integer({ min: 1, max: 50_000 }) }),
);

let t: TestApp;
beforeAll(async () => {
  // Home keeps orders for CACHE_TTL_MS (a few seconds); 0 so each step's read sees it at once.
  t = await createMoneyTestApp({ env: { CACHE_TTL_MS: '0' } });
});
afterAll(async () => {
  await t.close();
});

const paise = (rupees: number) => Math.round(rupees * 100);

/** One loan and what the borrower has paid on it so far. */
type Loan = { token: string; orderId: number; paidPaise: number; paidLink: string | null };

async function payLink(loan: Loan, paymentUrl: string, amountPaise?: number) {
  const link = await linkOf(t, paymentUrl);
  const charged = amountPaise ?? link.amountPaise;
  await payOnCheckout(t, paymentUrl, (charged / 100).toFixed(2));
  loan.paidPaise += charged;
  loan.paidLink = link.providerLinkId;
}

async function repayLink(loan: Loan): Promise<string | null> {
  const reply = await call(t, loan.token, 'POST', '/pay-order/v1/repay', { orderId: loan.orderId });
  return reply.code === 0 ? (reply.data as { paymentUrl: string }).paymentUrl : null;
}

async function run(loan: Loan, action: Step): Promise<void> {
  const owed = await outstanding(t.db, loan.orderId);
  switch (action.kind) {
    case 'partial': {
      const part = Math.floor((owed * action.percent) / 100);
      const url = part > 0 ? await repayLink(loan) : null;
      if (url) await payLink(loan, url, part);
      return;
    }
    case 'full': {
      const url = owed > 0 ? await repayLink(loan) : null;
      if (url) await payLink(loan, url);
      return;
    }
    case 'overdue':
      t.clock.advanceSeconds(action.days * DAY_SECONDS);
      await runOverdueJob(t);
      return;
    case 'extend': {
      const calc = await call(
        t,
        loan.token,
        'GET',
        `/order-repay-extension/v1/extension-calc/${loan.orderId}`,
      );
      // Refused (not extendable now, or it would not move the due date): nothing changes.
      if (calc.code !== 0) return;
      const { extensionId } = calc.data as { extensionId: number };
      const applied = await call(
        t,
        loan.token,
        'POST',
        '/order-repay-extension/v1/apply-extension',
        {
          extensionId,
          orderId: loan.orderId,
          orderRepayId: loan.orderId,
        },
      );
      if (applied.code !== 0) return;
      if (action.pay) {
        await payLink(loan, (applied.data as { paymentUrl: string }).paymentUrl);
      } else {
        // Unpaid within 24 hours, the extension lapses at the next run of the job.
        t.clock.advanceSeconds(25 * HOUR_SECONDS);
        await runOverdueJob(t);
      }
      return;
    }
    case 'overpay': {
      // The gateway reports a link already paid as paid once more.
      if (!loan.paidLink) return;
      const { response } = await deliverWebhook(t, {
        providerLinkId: loan.paidLink,
        amountPaise: action.paise,
      });
      expect(response.statusCode).toBe(200);
      loan.paidPaise += action.paise;
    }
  }
}

/** Every view of the order against the ledger, to the paisa. */
async function expectAgreement(loan: Loan, history: readonly Step[]) {
  const context = JSON.stringify(history);
  const { orderId, token } = loan;
  const ledgerOwed = await outstanding(t.db, orderId);
  const list = (await call(t, token, 'GET', '/order/v1/list')).data as OrderListItem[];
  const listed = list.find((item) => item.orderId === orderId);
  const detail = (await call(t, token, 'GET', `/order/v1/detail?orderId=${orderId}`))
    .data as OrderDetail;
  const home = (await call(t, token, 'GET', '/home/v1/index')).data as HomeIndexResponse;
  const card = home.undwayList.find((item) => item.orderId === orderId);

  expect(ledgerOwed, context).toBeGreaterThanOrEqual(0);
  expect(paise(listed?.repaymentAmount ?? Number.NaN), context).toBe(ledgerOwed);
  expect(paise(detail.repaymentAmount), context).toBe(ledgerOwed);
  expect(paise(listed?.totalPaid ?? Number.NaN), context).toBe(loan.paidPaise);
  expect(paise(detail.totalPaid), context).toBe(loan.paidPaise);
  if (REPAYABLE.includes(detail.orderState)) {
    expect(ledgerOwed, context).toBeGreaterThan(0);
    expect(paise(card?.amount ?? Number.NaN), context).toBe(ledgerOwed);
    // What a new repayment link charges.
    const url = await repayLink(loan);
    expect(url, context).not.toBeNull();
    expect((await linkOf(t, url ?? '')).amountPaise, context).toBe(ledgerOwed);
  } else {
    expect(detail.orderState, context).toBe(OrderState.settled);
    expect(ledgerOwed, context).toBe(0);
    expect(card, context).toBeUndefined();
    expect(await repayLink(loan), context).toBeNull();
  }
  const own = await createLedgerRepository(t.db).totals(orderId);
  expect(own.debits, context).toBe(own.credits);
}

it('list, detail, Home card, repayment link and ledger agree after every step', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
      const borrower = await newBorrower(t);
      const { orderId } = await paidOutLoan(t, borrower.userId);
      const loan: Loan = { token: borrower.token, orderId, paidPaise: 0, paidLink: null };
      await expectAgreement(loan, []);
      for (const [index, action] of steps.entries()) {
        await run(loan, action);
        await expectAgreement(loan, steps.slice(0, index + 1));
      }
      // Closed at the end, so later runs' overdue days do not charge this loan.
      await run(loan, { kind: 'full' });
      await expectAgreement(loan, [...steps, { kind: 'full' }]);
    }),
    { numRuns: 40 },
  );
  const books = await trialBalance(t.db);
  expect(books.balanced).toBe(true);
  expect(books.debitsPaise).toBe(books.creditsPaise);
}, 120_000);
