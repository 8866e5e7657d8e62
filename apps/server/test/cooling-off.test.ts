import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@saral/contract/error-codes';
import { OrderState } from '@saral/contract/order-states';
import { createSettingsRepository } from '../src/domains/content/settings-repository';
import { orderBalances, outstanding } from '../src/domains/ledger/ledger';
import { LENDER_SEED, LENDER_SETTING_KEY } from '../src/domains/orders/lender-settings';
import { transitionsOf } from '../src/domains/orders/order-state-machine';
import { createTestApp, type TestApp } from './support/test-app';
import {
  booksBalance,
  callApi,
  newBorrower,
  orderStateAndDue,
  paidOutLoan,
  payCheckout,
} from './support/paid-out-loan';

/**
 * The cooling-off exit (RBI Digital Lending Directions): within the lender's cooling-off period
 * after the payout (1 day by default) the borrower closes the loan by paying the principal and
 * the interest for the days used, through a link for exactly that amount; paying it waives the
 * rest of the interest and settles the loan in one transaction.
 *
 * ₹5,000 of Saral Quick at 0.05 % a day: ₹2.50 a day, ₹17.50 for the 7 days; fee ₹400 + GST ₹72.
 * The test clock starts on 21 Nov 2026, 11:30 in India.
 */

const DAY_SECONDS = 86_400;
const EXIT_PATH = '/api1/pay-order/v1/cooling-off';
let t: TestApp;
afterEach(async () => {
  await t.close();
});

const detailOf = async (token: string, orderId: number) =>
  (await callApi(t, token, 'GET', `/api1/order/v1/detail?orderId=${orderId}`)).body.data;
const exit = (token: string, orderId: number) => callApi(t, token, 'POST', EXIT_PATH, { orderId });
const linkCount = async () =>
  Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_links'))[0]?.n);
const ledgerRows = async () =>
  Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_entries'))[0]?.n);

describe('cooling-off exit', () => {
  it('offers principal + one day of interest, and the KFS states the period and the fee kept', async () => {
    t = await createTestApp();
    const borrower = await newBorrower(t);
    const { orderId } = await paidOutLoan(t, borrower);

    expect((await detailOf(borrower.token, orderId)).coolingOff).toEqual({
      amount: 5_002.5,
      interest: 2.5,
      daysUsed: 1,
      until: '2026-11-22T06:00:00.000Z',
    });
    const kfs = await callApi(t, borrower.token, 'GET', `/api1/order/v1/kfs?orderId=${orderId}`);
    expect(kfs.body.data.coolingOffDays).toBe(1);
    expect(kfs.body.data.coolingOffText).toBe(
      'For 1 day after the money reaches your account (the cooling-off period) you may exit this loan by repaying the principal of ₹5,000 and the interest for the days you used it (at least 1 day, ₹2.50 a day), with no penalty or other charge. The processing fee of ₹472 (incl. GST), deducted when the money is paid out, is a one-time fee and is not refunded.',
    );
  });

  it('paid through its link: the unused interest is waived and the loan is Settled to the paisa', async () => {
    t = await createTestApp();
    const borrower = await newBorrower(t);
    const { orderId, quote } = await paidOutLoan(t, borrower);
    // A part repaid earlier counts: the exit asks for the rest.
    const repay = await callApi(t, borrower.token, 'POST', '/api1/pay-order/v1/repay', { orderId });
    await payCheckout(t, repay.body.data.paymentUrl, '1000');
    expect((await detailOf(borrower.token, orderId)).coolingOff.amount).toBe(4_002.5);

    const link = await exit(borrower.token, orderId);
    expect(link.body.code).toBe(0);
    const page = await t.app.inject({ method: 'GET', url: link.body.data.paymentUrl });
    expect(page.body).toContain('Pay ₹4,002.50');
    expect(page.body).toContain('Cooling-off exit (closing) of loan');
    t.clock.advanceSeconds(600);
    await payCheckout(t, link.body.data.paymentUrl);

    expect(await orderStateAndDue(t, orderId)).toMatchObject({ state: OrderState.settled });
    expect(await outstanding(t.db, orderId)).toBe(0);
    const balances = new Map(
      (await orderBalances(t.db, orderId)).map((row) => [row.account, row.balance]),
    );
    // Interest earned: one day (₹2.50) of the ₹17.50 priced; the bank got exactly ₹5,002.50 back.
    expect(balances.get('interest_income')).toBe(-250);
    expect(balances.get('bank')).toBe(-quote.receivedPaise + 500_250);
    expect(balances.get('borrower_credit')).toBeUndefined();
    const [waiver] = await t.db.query<{ amount_paise: number }>(
      `SELECT amount_paise FROM ledger_entries
       WHERE order_id = $1 AND kind = 'interest_waiver' AND side = 'credit'`,
      [orderId],
    );
    expect(Number(waiver?.amount_paise)).toBe(1_500);
    expect(await booksBalance(t)).toBe(true);
    const history = await transitionsOf(t.db, orderId);
    expect(history.at(-1)).toMatchObject({
      from: OrderState.loaned,
      to: OrderState.settled,
      reason: 'cooling-off exit',
    });
    // Settled: no exit, and the call says so without writing anything.
    expect((await detailOf(borrower.token, orderId)).coolingOff).toBeNull();
    const links = await linkCount();
    expect((await exit(borrower.token, orderId)).body).toMatchObject({ code: ErrorCode.failed });
    expect(await linkCount()).toBe(links);
  });

  it('is open until the period ends to the second, then refused with the moment it ended', async () => {
    t = await createTestApp();
    const borrower = await newBorrower(t);
    const { orderId } = await paidOutLoan(t, borrower);
    t.clock.advanceSeconds(DAY_SECONDS - 1);
    expect((await detailOf(borrower.token, orderId)).coolingOff).toMatchObject({
      amount: 5_002.5,
      daysUsed: 1,
    });
    t.clock.advanceSeconds(1);

    expect((await detailOf(borrower.token, orderId)).coolingOff).toBeNull();
    const [links, entries] = [await linkCount(), await ledgerRows()];
    const refused = await exit(borrower.token, orderId);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: ErrorCode.failed,
      msg: 'The cooling-off period of this loan ended on 22 Nov 2026, 11:30 am. You can still repay the loan in full.',
      data: null,
    });
    expect([await linkCount(), await ledgerRows()]).toEqual([links, entries]);
    expect((await orderStateAndDue(t, orderId)).state).toBe(OrderState.loaned);
  });

  it('a longer period set by the operator counts the days used in India', async () => {
    t = await createTestApp();
    await createSettingsRepository(t.db).set(LENDER_SETTING_KEY, {
      ...LENDER_SEED,
      coolingOffDays: 3,
    });
    const borrower = await newBorrower(t);
    const { orderId } = await paidOutLoan(t, borrower);
    // 23 Nov, 11:30: two calendar days after the payout.
    t.clock.advanceSeconds(2 * DAY_SECONDS);
    expect((await detailOf(borrower.token, orderId)).coolingOff).toEqual({
      amount: 5_005,
      interest: 5,
      daysUsed: 2,
      until: '2026-11-24T06:00:00.000Z',
    });
    const kfs = await callApi(t, borrower.token, 'GET', `/api1/order/v1/kfs?orderId=${orderId}`);
    expect(kfs.body.data.coolingOffDays).toBe(3);
  });

  it('refuses another borrower’s order and a loan not paid out, writing nothing', async () => {
    t = await createTestApp();
    const owner = await newBorrower(t);
    const stranger = await newBorrower(t);
    const { orderId } = await paidOutLoan(t, owner);
    const [links, entries] = [await linkCount(), await ledgerRows()];

    const foreign = await exit(stranger.token, orderId);
    expect(foreign).toMatchObject({ status: 404, body: { code: ErrorCode.notFound } });
    const missing = await exit(owner.token, orderId + 1_000);
    expect(missing.body.code).toBe(ErrorCode.notFound);
    await t.db.query('UPDATE orders SET state = $2, loan_date = NULL WHERE id = $1', [
      orderId,
      OrderState.pass,
    ]);
    const early = await exit(owner.token, orderId);
    expect(early.body).toMatchObject({
      code: ErrorCode.failed,
      msg: 'The cooling-off exit opens once the money reaches your account',
    });
    expect([await linkCount(), await ledgerRows()]).toEqual([links, entries]);
  });

  it('less than the exit amount paid through its link is a repayment; the loan stays Loaned', async () => {
    t = await createTestApp();
    const borrower = await newBorrower(t);
    const { orderId, quote } = await paidOutLoan(t, borrower);
    const link = await exit(borrower.token, orderId);
    await payCheckout(t, link.body.data.paymentUrl, '2000');

    expect((await orderStateAndDue(t, orderId)).state).toBe(OrderState.loaned);
    expect(await outstanding(t.db, orderId)).toBe(quote.repaymentPaise - 200_000);
    const waivers = await t.db.query(
      "SELECT 1 FROM ledger_entries WHERE order_id = $1 AND kind = 'interest_waiver'",
      [orderId],
    );
    expect(waivers).toEqual([]);
    expect(await booksBalance(t)).toBe(true);
  });
});
