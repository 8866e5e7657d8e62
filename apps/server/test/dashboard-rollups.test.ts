import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dpdBucketOf, type Dashboard } from '@saral/contract/api/ops-dashboard';
import { OrderState } from '@saral/contract/order-states';
import { paiseToRupees } from '@saral/contract/money';
import type { Queryable } from '../src/db/database';
import { createOverdueService } from '../src/domains/overdue/overdue-service';
import { addDays, istDay, istDayStart } from '../src/shared/clock';
import { opsCall, opsLogin } from './support/operator-client';
import {
  booksBalance,
  callApi,
  newBorrower,
  orderStateAndDue,
  paidOutLoan,
  payCheckout,
  type Borrower,
} from './support/paid-out-loan';
import { createTestApp, type TestApp } from './support/test-app';
import { createBorrower, createOrder } from './support/test-data';

/**
 * The dashboard reads kept figures (ledger_daily, orders.receivable_paise: migration 0044) that
 * the database updates with every ledger posting. After a journey of every kind of change —
 * applications approved and denied, payouts, partial and full repayments, overdue fees, an
 * extension paid — its figures equal the same figures summed from scratch over the orders,
 * decisions and ledger entries.
 */

const DAY = 86_400_000;
let t: TestApp;
let viewer: string;
let reviewer: string;
beforeAll(async () => {
  t = await createTestApp();
  viewer = await opsLogin(t.app, 'viewer.demo', 'saral-viewer-demo');
  reviewer = await opsLogin(t.app, 'reviewer.demo', 'saral-reviewer-demo');
});
afterAll(async () => {
  await t.close();
});

/** Asks for a repayment link as the Repay button does and pays it (all, or `rupees`). */
async function repay(borrower: Borrower, orderId: number, rupees = '') {
  const link = await callApi(t, borrower.token, 'POST', '/api1/pay-order/v1/repay', { orderId });
  expect(link.body.code, link.body.msg).toBe(0);
  await payCheckout(t, link.body.data.paymentUrl, rupees);
}

/** Applies for an extension as the app does and pays its fee on the checkout page. */
async function extend(borrower: Borrower, orderId: number) {
  const calc = await callApi(
    t,
    borrower.token,
    'GET',
    `/api1/order-repay-extension/v1/extension-calc/${orderId}`,
  );
  expect(calc.body.code, calc.body.msg).toBe(0);
  const link = await callApi(
    t,
    borrower.token,
    'POST',
    '/api1/order-repay-extension/v1/apply-extension',
    { extensionId: calc.body.data.extensionId, orderId, orderRepayId: orderId },
  );
  expect(link.body.code, link.body.msg).toBe(0);
  await payCheckout(t, link.body.data.paymentUrl);
}

const moveDueDate = async (orderId: number, dueDate: string) => {
  const reply = await t.app.inject({
    method: 'PUT',
    url: `/dev/orders/${orderId}/due-date`,
    payload: { dueDate },
  });
  expect(reply.statusCode).toBe(200);
};

/** The overdue job as its scheduler runs it, at the test clock's time. */
const runOverdue = () =>
  createOverdueService({ db: t.db, clock: t.clock, log: t.app.log }).runOverdue();

async function dashboard(): Promise<Dashboard> {
  const reply = await opsCall(t.app, 'GET', '/dashboard', { token: viewer });
  expect(reply.status).toBe(200);
  return reply.body.data as Dashboard;
}

/** The period figures summed over every row since India's midnight of `fromDay`. */
async function periodFromScratch(db: Queryable, fromDay: string) {
  const [row] = await db.query<Record<string, number>>(
    `SELECT
       (SELECT count(*) FROM orders WHERE created_at >= $1)::int AS applications,
       (SELECT count(*) FROM order_decisions WHERE created_at >= $1 AND decision = 'approve')::int
         AS approved,
       (SELECT count(*) FROM order_decisions WHERE created_at >= $1 AND decision = 'deny')::int
         AS denied,
       (SELECT count(DISTINCT order_id) FROM ledger_entries
          WHERE kind = 'disbursal' AND created_at >= $1)::int AS disbursed_count,
       (SELECT COALESCE(sum(amount_paise), 0) FROM ledger_entries WHERE kind = 'disbursal'
          AND account = 'loan_receivable' AND side = 'debit' AND created_at >= $1)::bigint
         AS disbursed_principal,
       (SELECT COALESCE(sum(amount_paise), 0) FROM ledger_entries WHERE kind = 'disbursal'
          AND account = 'bank' AND side = 'credit' AND created_at >= $1)::bigint AS disbursed_sent,
       (SELECT count(DISTINCT posting_id) FROM ledger_entries WHERE kind = 'payment'
          AND account = 'bank' AND side = 'debit' AND created_at >= $1)::int AS repayment_count,
       (SELECT COALESCE(sum(amount_paise), 0) FROM ledger_entries WHERE kind = 'payment'
          AND account = 'bank' AND side = 'debit' AND created_at >= $1)::bigint AS repaid`,
    [istDayStart(fromDay)],
  );
  if (!row) throw new Error('no period row');
  const number = (key: string) => Number(row[key]);
  const decided = number('approved') + number('denied');
  return {
    applications: number('applications'),
    approved: number('approved'),
    denied: number('denied'),
    approvalRate: decided > 0 ? number('approved') / decided : null,
    disbursedCount: number('disbursed_count'),
    disbursedPrincipal: paiseToRupees(number('disbursed_principal')),
    disbursedSent: paiseToRupees(number('disbursed_sent')),
    repaymentCount: number('repayment_count'),
    repaid: paiseToRupees(number('repaid')),
  };
}

/** The book and its late loans, each loan's balance summed from its ledger entries. */
async function bookFromScratch(db: Queryable, today: string) {
  const [book] = await db.query<{ owed: number }>(
    `SELECT COALESCE(sum(CASE side WHEN 'debit' THEN amount_paise ELSE -amount_paise END), 0)::bigint
       AS owed FROM ledger_entries WHERE account = 'loan_receivable'`,
  );
  const late = await db.query<{ dpd: number; owed: number }>(
    `SELECT ($1::date - o.due_date)::int AS dpd,
       COALESCE(sum(CASE e.side WHEN 'debit' THEN e.amount_paise ELSE -e.amount_paise END), 0)::bigint
         AS owed
     FROM orders o
     LEFT JOIN ledger_entries e ON e.order_id = o.id AND e.account = 'loan_receivable'
     WHERE o.state IN (6, 8, 11) AND o.due_date < $1::date
     GROUP BY o.id, o.due_date`,
    [today],
  );
  const buckets = new Map<string, { loans: number; owed: number }>();
  for (const loan of late) {
    const label = dpdBucketOf(Number(loan.dpd)) ?? 'none';
    const bucket = buckets.get(label) ?? { loans: 0, owed: 0 };
    bucket.loans += 1;
    bucket.owed += Number(loan.owed);
    buckets.set(label, bucket);
  }
  return { owed: Number(book?.owed ?? 0), buckets };
}

/** The dashboard equals the from-scratch figures, every one of them. */
async function expectFiguresFromScratch() {
  const figures = await dashboard();
  const today = istDay(t.clock.now());
  const { asOf, funnel, ...rest } = figures;
  expect(asOf).toBe(t.clock.now().toISOString());
  expect(funnel.length).toBeGreaterThan(0);
  const book = await bookFromScratch(t.db, today);
  const owedIn = (label: string) => book.buckets.get(label)?.owed ?? 0;
  const late0 = [...book.buckets.values()].reduce((sum, bucket) => sum + bucket.owed, 0);
  const late30 = owedIn('31-60') + owedIn('61-90') + owedIn('90+');
  expect(rest).toEqual({
    today: { from: istDayStart(today).toISOString(), ...(await periodFromScratch(t.db, today)) },
    last30Days: {
      from: istDayStart(addDays(today, -29)).toISOString(),
      ...(await periodFromScratch(t.db, addDays(today, -29))),
    },
    outstanding: paiseToRupees(book.owed),
    overdue: ['1-7', '8-30', '31-60', '61-90', '90+'].map((bucket) => ({
      bucket,
      loans: book.buckets.get(bucket)?.loans ?? 0,
      outstanding: paiseToRupees(owedIn(bucket)),
    })),
    par0: book.owed > 0 ? late0 / book.owed : 0,
    par30: book.owed > 0 ? late30 / book.owed : 0,
  });
  return figures;
}

/** The kept figures themselves: each day's totals and each order's balance, row for row. */
async function expectKeptFiguresFromScratch() {
  const kept = await t.db.query(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, kind, account, side, amount_paise::bigint AS amount,
       entries::int AS entries, postings::int AS postings
     FROM ledger_daily ORDER BY 1, 2, 3, 4`,
  );
  const summed = await t.db.query(
    `SELECT to_char(((created_at AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date,
         'YYYY-MM-DD') AS day, kind, account, side, sum(amount_paise)::bigint AS amount,
       count(*)::int AS entries, count(DISTINCT posting_id)::int AS postings
     FROM ledger_entries GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
  );
  expect(kept.length).toBeGreaterThan(0);
  expect(kept).toEqual(summed);
  const drifted = await t.db.query(
    `SELECT o.id FROM orders o
     LEFT JOIN (SELECT order_id,
         sum(CASE side WHEN 'debit' THEN amount_paise ELSE -amount_paise END) AS owed
       FROM ledger_entries WHERE account = 'loan_receivable' GROUP BY order_id) r
       ON r.order_id = o.id
     WHERE o.receivable_paise <> COALESCE(r.owed, 0)`,
  );
  expect(drifted).toEqual([]);
}

describe('the dashboard’s kept figures', () => {
  it('equal a from-scratch computation after a journey of every kind of change', async () => {
    await expectFiguresFromScratch();
    const now = () => t.clock.now();
    const today = istDay(now());
    const state = async (orderId: number) => (await orderStateAndDue(t, orderId)).state;

    // Applications: one approved for less, one denied, one still waiting.
    const application = async () =>
      createOrder(t.db, { userId: (await createBorrower(t.db)).userId, at: now() });
    const approved = await application();
    const denied = await application();
    await application();
    const approve = await opsCall(t.app, 'POST', `/applications/${approved.orderId}/approve`, {
      token: reviewer,
      payload: { amount: 3_000, reason: 'income supports less' },
    });
    expect(approve.status).toBe(200);
    const deny = await opsCall(t.app, 'POST', `/applications/${denied.orderId}/deny`, {
      token: reviewer,
      payload: { reason: 'shared bank account' },
    });
    expect(deny.status).toBe(200);

    // Payouts: one 45 days ago (before the 30 days) and long overdue, three today as the payout
    // worker records them; two of today's are then made late (3 and 2 days past due).
    await createOrder(t.db, {
      userId: (await createBorrower(t.db)).userId,
      state: OrderState.loaned,
      at: new Date(now().getTime() - 45 * DAY),
      dueDate: addDays(today, -38),
    });
    const [late, settled, extended] = [
      await newBorrower(t),
      await newBorrower(t),
      await newBorrower(t),
    ];
    const lateLoan = await paidOutLoan(t, late);
    const settledLoan = await paidOutLoan(t, settled, 3_000);
    const extendedLoan = await paidOutLoan(t, extended);
    await moveDueDate(lateLoan.orderId, addDays(today, -3));
    await moveDueDate(extendedLoan.orderId, addDays(today, -2));
    await expectFiguresFromScratch();

    // Overdue fees on the loans past their due date (they become Overdued).
    await runOverdue();
    expect(await state(lateLoan.orderId)).toBe(OrderState.overdued);
    await expectFiguresFromScratch();

    // A partial repayment of a late loan, a full repayment of another.
    await repay(late, lateLoan.orderId, '1000');
    await repay(settled, settledLoan.orderId);
    expect(await state(settledLoan.orderId)).toBe(OrderState.settled);

    // An extension applied for and its fee paid: back to Loaned with a later due date.
    await extend(extended, extendedLoan.orderId);
    expect(await state(extendedLoan.orderId)).toBe(OrderState.loaned);
    const midway = await expectFiguresFromScratch();
    expect(midway.today.repaymentCount).toBeGreaterThanOrEqual(2);
    expect(midway.overdue.reduce((sum, bucket) => sum + bucket.loans, 0)).toBeGreaterThanOrEqual(2);

    // Two days later: another day's fees, the late loan repaid in full; days past due moved on.
    t.clock.advanceSeconds(2 * 86_400);
    viewer = await opsLogin(t.app, 'viewer.demo', 'saral-viewer-demo'); // the session timed out
    await runOverdue();
    await repay(late, lateLoan.orderId);
    expect(await state(lateLoan.orderId)).toBe(OrderState.settled);
    expect(await booksBalance(t)).toBe(true);
    await expectFiguresFromScratch();
    await expectKeptFiguresFromScratch();
  });
});
