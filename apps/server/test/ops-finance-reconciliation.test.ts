import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyReport, Reconciliation } from '@saral/contract/api/operator-finance';
import { istDay } from '../src/shared/clock';
import { opsCall, opsLogin } from './support/operator-client';
import { callApi, newBorrower, paidOutLoan, payCheckout } from './support/paid-out-loan';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Finance's view of the money: the gateway's settlement report reconciled against the payments
 * we recorded, and one day's books from the ledger.
 */

let t: TestApp;
let finance: string;
let viewer: string;
/** Two repayments received today: [reference, rupees, order no]. */
const payments: { reference: string; rupees: number; orderNo: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  finance = await opsLogin(t.app, 'finance.demo', 'saral-finance-demo');
  viewer = await opsLogin(t.app, 'viewer.demo', 'saral-viewer-demo');
  for (const rupees of [1000, 2000]) {
    const borrower = await newBorrower(t);
    const { orderId } = await paidOutLoan(t, borrower);
    const repay = await callApi(t, borrower.token, 'POST', '/api1/pay-order/v1/repay', { orderId });
    await payCheckout(t, repay.body.data.paymentUrl, String(rupees));
    const [event] = await t.db.query<{ payment_reference: string; order_no: string }>(
      `SELECT e.payment_reference, o.order_no FROM payment_events e
       JOIN payment_links l ON l.id = e.link_id JOIN orders o ON o.id = l.order_id
       WHERE l.order_id = $1 AND e.amount_paise > 0`,
      [orderId],
    );
    payments.push({
      reference: String(event?.payment_reference),
      rupees,
      orderNo: String(event?.order_no),
    });
  }
});
afterAll(async () => {
  await t.close();
});

const today = () => istDay(t.clock.now());
const reconcile = (csv: string, token = finance, period = { from: today(), to: today() }) =>
  opsCall(t.app, 'POST', '/finance/reconciliations', {
    token,
    payload: { fileName: 'settlement.csv', csv, ...period },
  });

describe('settlement reconciliation', () => {
  it('sorts the report: matched, amounts differing, missing from it, unknown to us', async () => {
    const [first, second] = payments;
    const csv = [
      'payment_id,amount,fee,settled_at',
      `${first?.reference},"1,000.00",23.60,${today()}`,
      `${second?.reference},1999.00,47.20,${today()}`,
      `pay_not_ours_123,500.00,11.80,${today()}`,
    ].join('\n');
    // The second payment is listed with another amount; nothing of ours is missing then.
    const reply = await reconcile(csv);
    expect(reply.body.code).toBe(0);
    const run = reply.body.data as Reconciliation;
    expect(run.rows).toBe(3);
    expect(run.matched.map((row) => row.reference)).toEqual([first?.reference]);
    expect(run.matched[0]).toMatchObject({
      settledAmount: 1000,
      recordedAmount: 1000,
      orderNo: first?.orderNo,
    });
    expect(run.mismatched[0]).toMatchObject({
      reference: second?.reference,
      settledAmount: 1999,
      recordedAmount: 2000,
    });
    expect(run.unknown.map((row) => row.reference)).toEqual(['pay_not_ours_123']);
    expect(run.missing).toEqual([]);

    const onlyFirst = await reconcile(`payment_id,amount\n${first?.reference},1000`);
    const partial = onlyFirst.body.data as Reconciliation;
    expect(partial.missing.map((row) => row.reference)).toEqual([second?.reference]);
    expect(partial.missing[0]).toMatchObject({ recordedAmount: 2000, settledAmount: null });
  });

  it('keeps each run (listed newest first) and audits it', async () => {
    const list = await opsCall(t.app, 'GET', '/finance/reconciliations', { token: viewer });
    const runs = list.body.data as { id: number; matched: number; missing: number }[];
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs[0]).toMatchObject({ matched: 1, missing: 1 });
    const one = await opsCall(t.app, 'GET', `/finance/reconciliations/${runs[0]?.id}`, {
      token: viewer,
    });
    expect((one.body.data as Reconciliation).missing).toHaveLength(1);
    const audit = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM operator_audit_log WHERE action = 'settlement.reconcile'`,
    );
    expect(Number(audit[0]?.n)).toBeGreaterThanOrEqual(2);
  });

  it('refuses a report it cannot read whole, naming the line, and stores nothing', async () => {
    const before = await t.db.query('SELECT id FROM settlement_reconciliations');
    const cases: [string, RegExp][] = [
      ['reference,total\nabc,10', /needs the columns payment_id/],
      ['payment_id,amount\nabc,ten', /Line 2: the amount "ten"/],
      ['payment_id,amount\nabc,10\nabc,10', /Line 3: payment abc is listed twice/],
      ['payment_id,amount\n,10', /Line 2: no payment reference/],
      ['payment_id,amount\nabc,-5', /not a rupee amount/],
      ['payment_id,amount\n"abc,10', /not a readable CSV/],
    ];
    for (const [csv, message] of cases) {
      const reply = await reconcile(csv);
      expect(reply.status, csv).toBe(400);
      expect(reply.body.msg, csv).toMatch(message);
    }
    const period = await reconcile('payment_id,amount\nabc,10', finance, {
      from: today(),
      to: '2020-01-01',
    });
    expect(period.status).toBe(400);
    expect(await t.db.query('SELECT id FROM settlement_reconciliations')).toHaveLength(
      before.length,
    );
  });

  it('is finance’s to run: a viewer may read runs but not upload', async () => {
    const reply = await reconcile('payment_id,amount\nabc,10', viewer);
    expect(reply.status).toBe(403);
  });
});

describe('the daily report', () => {
  it('adds up the day from the ledger: disbursals, collections by channel, income', async () => {
    const reply = await opsCall(t.app, 'GET', `/finance/daily-report?date=${today()}`, {
      token: viewer,
    });
    const report = reply.body.data as DailyReport;
    expect(report.date).toBe(today());
    // Two ₹5,000 loans paid out (less the 8 % fee and its GST: ₹4,528 each).
    expect(report.disbursals).toEqual({ loans: 2, principal: 10_000, sent: 9_056 });
    expect(report.collections.payments).toBe(2);
    expect(report.collections.amount).toBe(3_000);
    expect(report.collections.byChannel).toEqual([
      { channel: 'sandbox', payments: 2, amount: 3_000 },
    ]);
    expect(report.income.processingFee).toBe(800);
    expect(report.income.gst).toBe(144);
    expect(report.debits).toBe(report.credits);

    const empty = await opsCall(t.app, 'GET', '/finance/daily-report?date=2020-01-01', {
      token: viewer,
    });
    expect((empty.body.data as DailyReport).collections).toEqual({
      payments: 0,
      amount: 0,
      byChannel: [],
    });
    const bad = await opsCall(t.app, 'GET', '/finance/daily-report?date=yesterday', {
      token: viewer,
    });
    expect(bad.status).toBe(400);
  });
});
