import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@saral/contract/error-codes';
import { OrderState } from '@saral/contract/order-states';
import { outstanding } from '../src/domains/ledger/ledger';
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
 * Issue 12, defect 3: an extension that buys no time. The new due date is 7 days after the
 * request, so an extension is offered only when that is later than the current due date; until
 * then the link is hidden and the calls refuse with the day it opens.
 *
 * The test clock starts on 21 Nov 2026, 11:30 in India: a loan paid out then is due 28 Nov.
 */

const DAY_SECONDS = 86_400;
let t: TestApp;
afterEach(async () => {
  await t.close();
});

const detailOf = async (token: string, orderId: number) =>
  (await callApi(t, token, 'GET', `/api1/order/v1/detail?orderId=${orderId}`)).body.data;
const calc = (token: string, orderId: number) =>
  callApi(t, token, 'GET', `/api1/order-repay-extension/v1/extension-calc/${orderId}`);
const moveDueDate = (orderId: number, dueDate: string) =>
  t.app.inject({ method: 'PUT', url: `/dev/orders/${orderId}/due-date`, payload: { dueDate } });
const extensionRows = async (orderId: number) =>
  t.db.query<{ status: string; consented_at: Date | null }>(
    'SELECT status, consented_at FROM order_extensions WHERE order_id = $1 ORDER BY id',
    [orderId],
  );

describe('an extension is offered only when it moves the due date', () => {
  it('on the day of the payout the link is hidden and the calc refuses with the day it opens', async () => {
    t = await createTestApp();
    const borrower = await newBorrower(t);
    const { orderId, quote } = await paidOutLoan(t, borrower);

    const detail = await detailOf(borrower.token, orderId);
    expect(detail).toMatchObject({
      orderState: OrderState.loaned,
      repaymentDate: '2026-11-28',
      extensionState: 2,
      extensionAvailableFrom: '2026-11-22',
    });

    const refused = await calc(borrower.token, orderId);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: ErrorCode.failed,
      msg: 'An extension becomes available on 22 Nov 2026. Requested today, it would not move your due date of 28 Nov 2026.',
      data: { availableFrom: '2026-11-22' },
    });
    // A refusal writes nothing: no extension, the order and what it owes unchanged.
    expect(await extensionRows(orderId)).toEqual([]);
    expect(await orderStateAndDue(t, orderId)).toEqual({
      state: OrderState.loaned,
      dueDate: '2026-11-28',
    });
    expect(await outstanding(t.db, orderId)).toBe(quote.repaymentPaise);
  });

  it('the next day it is offered, moving the due date by one day, and the page has both dates', async () => {
    t = await createTestApp();
    const borrower = await newBorrower(t);
    const { orderId } = await paidOutLoan(t, borrower);
    t.clock.advanceSeconds(DAY_SECONDS);

    expect(await detailOf(borrower.token, orderId)).toMatchObject({
      extensionState: 0,
      extensionAvailableFrom: null,
    });
    const offered = await calc(borrower.token, orderId);
    expect(offered.body).toMatchObject({
      code: 0,
      data: { currentDueDate: '2026-11-28', extensionTime: '2026-11-29', extensionDay: 7 },
    });
  });

  it('a loan due sooner gains more days: due in 2 days, the extension moves it by 5', async () => {
    t = await createTestApp();
    const borrower = await newBorrower(t);
    const { orderId } = await paidOutLoan(t, borrower);
    expect((await moveDueDate(orderId, '2026-11-23')).statusCode).toBe(200);

    expect(await detailOf(borrower.token, orderId)).toMatchObject({
      extensionState: 0,
      extensionAvailableFrom: null,
    });
    expect((await calc(borrower.token, orderId)).body.data).toMatchObject({
      currentDueDate: '2026-11-23',
      extensionTime: '2026-11-28',
    });
  });

  it('apply refuses an extension the due date has since overtaken', async () => {
    t = await createTestApp();
    const borrower = await newBorrower(t);
    const { orderId } = await paidOutLoan(t, borrower);
    await moveDueDate(orderId, '2026-11-23');
    const priced = (await calc(borrower.token, orderId)).body.data;
    expect(priced.extensionTime).toBe('2026-11-28');
    // The due date moves past the extension's new date before the borrower consents.
    await moveDueDate(orderId, '2026-11-30');

    const applied = await callApi(
      t,
      borrower.token,
      'POST',
      '/api1/order-repay-extension/v1/apply-extension',
      { extensionId: priced.extensionId, orderId, orderRepayId: orderId },
    );
    expect(applied.body).toEqual({
      code: ErrorCode.failed,
      msg: 'An extension becomes available on 24 Nov 2026. Requested today, it would not move your due date of 30 Nov 2026.',
      data: { availableFrom: '2026-11-24' },
    });
    expect(await orderStateAndDue(t, orderId)).toEqual({
      state: OrderState.loaned,
      dueDate: '2026-11-30',
    });
    expect((await extensionRows(orderId))[0]?.consented_at).toBeNull();
  });

  it('a fee paid for an extension that would now shorten the loan repays instead', async () => {
    t = await createTestApp();
    const borrower = await newBorrower(t);
    const { orderId, quote } = await paidOutLoan(t, borrower);
    await moveDueDate(orderId, '2026-11-23');
    const priced = (await calc(borrower.token, orderId)).body.data;
    const link = await callApi(
      t,
      borrower.token,
      'POST',
      '/api1/order-repay-extension/v1/apply-extension',
      { extensionId: priced.extensionId, orderId, orderRepayId: orderId },
    );
    expect(link.body.code).toBe(0);
    await moveDueDate(orderId, '2026-11-30');

    await payCheckout(t, link.body.data.paymentUrl);
    // The due date is not pulled back to 28 Nov; the money counts against the loan.
    expect((await orderStateAndDue(t, orderId)).dueDate).toBe('2026-11-30');
    expect((await extensionRows(orderId))[0]?.status).toBe('pending');
    expect(await outstanding(t.db, orderId)).toBe(
      quote.repaymentPaise - Math.round(priced.extensionFee * 100),
    );
    expect(await booksBalance(t)).toBe(true);
  });
});
