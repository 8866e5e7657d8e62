import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderListItem } from '@saral/contract/api/loan';
import type { HomeIndexResponse } from '@saral/contract/api/home';
import { ErrorCode } from '@saral/contract/error-codes';
import { OrderState } from '@saral/contract/order-states';
import { transition } from '../src/domains/orders/order-state-machine';
import { istDay } from '../src/shared/clock';
import {
  call,
  createMoneyTestApp,
  newBorrower,
  paidOutLoan,
  payOnCheckout,
  pricedOrder,
  repaymentLinkPaise,
  runOverdueJob,
} from './support/loan-money';
import type { TestApp } from './support/test-app';

/**
 * One figure of what an order owes (issue 12, defect 4): the order list, the detail, Home's card
 * and a new repayment link agree; a settled loan shows what was paid in total and when it
 * closed; an order that made no loan shows neither received nor repayment amount. And the
 * payment history: every payment of the order, from the ledger, to its owner only.
 */

const DAY_SECONDS = 86_400;
let t: TestApp;
beforeAll(async () => {
  // Home keeps orders for CACHE_TTL_MS; 0 so each read here sees the latest payment.
  t = await createMoneyTestApp({ env: { CACHE_TTL_MS: '0' } });
});
afterAll(async () => {
  await t.close();
});

async function figures(token: string, orderId: number) {
  const list = (await call(t, token, 'GET', '/order/v1/list')).data as OrderListItem[];
  const detail = (await call(t, token, 'GET', `/order/v1/detail?orderId=${orderId}`))
    .data as OrderDetail;
  const home = (await call(t, token, 'GET', '/home/v1/index')).data as HomeIndexResponse;
  return {
    listed: list.find((item) => item.orderId === orderId),
    detail,
    card: home.undwayList.find((card) => card.orderId === orderId),
  };
}

/** Pays through the link the Repay button (or the extension's consent) hands out. */
async function payFully(token: string, url: string, body: object) {
  const reply = await call(t, token, 'POST', url, body);
  expect(reply.code, reply.msg).toBe(0);
  await payOnCheckout(t, (reply.data as { paymentUrl: string }).paymentUrl);
}

describe('what an order owes, everywhere', () => {
  it('before payout: the priced repayment and what will be received, alike everywhere', async () => {
    const { token, userId } = await newBorrower(t);
    const { orderId } = await pricedOrder(t, userId, { state: OrderState.auditing });
    const { listed, detail, card } = await figures(token, orderId);
    expect(listed).toMatchObject({ arriveAmount: 4528, repaymentAmount: 5017.5, totalPaid: 0 });
    expect(detail).toMatchObject({ arriveAmount: 4528, repaymentAmount: 5017.5, closedDate: null });
    expect(card?.amount).toBe(5017.5);
  });

  it('overdue: list, detail, Home card and a new repayment link all say ₹5,092.50', async () => {
    const { token, userId } = await newBorrower(t);
    const { orderId } = await paidOutLoan(t, userId);
    // Due in 7 days; 10 days on, 3 days are overdue at 0.5% of ₹5,000 a day.
    t.clock.advanceSeconds(10 * DAY_SECONDS);
    await runOverdueJob(t);
    const { listed, detail, card } = await figures(token, orderId);
    expect(detail).toMatchObject({ orderState: OrderState.overdued, overdueFee: 75 });
    expect(listed?.repaymentAmount).toBe(5092.5); // the list said ₹5,017.50 before
    expect(detail.repaymentAmount).toBe(5092.5);
    expect(card?.amount).toBe(5092.5);
    expect(await repaymentLinkPaise(t, token, orderId)).toBe(509_250);
  });

  it('settled after an extension: total paid ₹5,360 and the closing day, nothing owed', async () => {
    const { token, userId } = await newBorrower(t);
    const { orderId } = await paidOutLoan(t, userId);
    t.clock.advanceSeconds(10 * DAY_SECONDS);
    await runOverdueJob(t);

    // The extension fee: 5% service (₹250) + 7 days' interest (₹17.50) + overdue fees (₹75).
    const calc = await call(t, token, 'GET', `/order-repay-extension/v1/extension-calc/${orderId}`);
    expect(calc.data).toMatchObject({ extensionFee: 342.5 });
    const { extensionId } = calc.data as { extensionId: number };
    await payFully(token, '/order-repay-extension/v1/apply-extension', {
      extensionId,
      orderId,
      orderRepayId: orderId,
    });
    // The paid extension cleared the overdue fees: ₹5,017.50 is left, alike everywhere.
    const extended = await figures(token, orderId);
    expect(extended.detail).toMatchObject({ orderState: OrderState.loaned, overdueFee: 0 });
    expect(extended.listed?.repaymentAmount).toBe(5017.5);
    expect(extended.detail.repaymentAmount).toBe(5017.5);
    expect(extended.card?.amount).toBe(5017.5);

    t.clock.advanceSeconds(DAY_SECONDS);
    await payFully(token, '/pay-order/v1/repay', { orderId });
    const { listed, detail, card } = await figures(token, orderId);
    const settled = { repaymentAmount: 0, totalPaid: 5360, closedDate: istDay(t.clock.now()) };
    expect(listed).toMatchObject({ orderState: OrderState.settled, ...settled });
    expect(detail).toMatchObject({ orderState: OrderState.settled, ...settled });
    expect(card).toBeUndefined();

    const history = await call(t, token, 'GET', `/order/v1/payments?orderId=${orderId}`);
    expect(history.data).toEqual([
      {
        kind: 'extensionFee',
        amount: 342.5,
        creditAmount: 0,
        paidAt: expect.any(String),
        method: 'upi',
        reference: expect.stringMatching(/^sandbox:/),
      },
      {
        kind: 'repayment',
        amount: 5017.5,
        creditAmount: 0,
        paidAt: t.clock.now().toISOString(),
        method: 'upi',
        reference: expect.stringMatching(/^sandbox:/),
      },
    ]);
  });

  it('denied and payout-failed orders show neither received nor repayment amount', async () => {
    const { token, userId } = await newBorrower(t);
    // One active order per product: each is closed before the next is made.
    const closed = async (from: number, to: number) => {
      const order = await pricedOrder(t, userId, { state: from });
      await t.db.transaction((tx) =>
        transition(tx, { orderId: order.orderId, from, to, actor: 'test', at: t.clock.now() }),
      );
      return order;
    };
    const denied = await closed(OrderState.auditing, OrderState.denied);
    const failed = await closed(OrderState.lending, OrderState.failed);
    const nothing = { arriveAmount: 0, repaymentAmount: 0, totalPaid: 0, closedDate: null };
    for (const { orderId } of [denied, failed]) {
      const { listed, detail } = await figures(token, orderId);
      expect(listed).toMatchObject({ loanAmount: 5000, ...nothing }); // 'Received ₹4,528' before
      expect(detail).toMatchObject({ loanAmount: 5000, ...nothing });
    }
  });
});

describe('payment history', () => {
  it('lists a partial repayment with its amount, time, method and reference', async () => {
    const { token, userId } = await newBorrower(t);
    const { orderId } = await paidOutLoan(t, userId);
    expect((await call(t, token, 'GET', `/order/v1/payments?orderId=${orderId}`)).data).toEqual([]);
    const reply = await call(t, token, 'POST', '/pay-order/v1/repay', { orderId });
    await payOnCheckout(t, (reply.data as { paymentUrl: string }).paymentUrl, '1200.50');
    const history = await call(t, token, 'GET', `/order/v1/payments?orderId=${orderId}`);
    expect(history.data).toEqual([
      {
        kind: 'repayment',
        amount: 1200.5,
        creditAmount: 0,
        paidAt: t.clock.now().toISOString(),
        method: 'upi',
        reference: expect.stringMatching(/^sandbox:[0-9a-f-]{36}$/),
      },
    ]);
    expect((await figures(token, orderId)).detail.repaymentAmount).toBe(5017.5 - 1200.5);
  });

  it('answers another borrower’s or a missing order as not found, and needs a session', async () => {
    const owner = await newBorrower(t);
    const stranger = await newBorrower(t);
    const { orderId } = await paidOutLoan(t, owner.userId);
    for (const [token, id] of [
      [stranger.token, orderId],
      [owner.token, orderId + 10_000],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api1/order/v1/payments?orderId=${id}`,
        headers: { token },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: ErrorCode.notFound, data: null });
    }
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api1/order/v1/payments?orderId=${orderId}`,
    });
    expect(anonymous.json()).toMatchObject({ code: ErrorCode.sessionInvalid });
  });
});
