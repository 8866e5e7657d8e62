import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_API_BASE } from '@saral/contract/calls';
import { ErrorCode } from '@saral/contract/error-codes';
import { OrderState } from '@saral/contract/order-states';
import { orderBalances, outstanding, trialBalance } from '../src/domains/ledger/ledger';
import { createOperator } from '../src/domains/operators/operator-passwords';
import { createHttpPaymentProvider } from '../src/domains/payments/http-payment-provider';
import { WebhookMessage, paidAmountProblem } from '../src/domains/payments/payment-webhooks';
import { countRows, expectEnvelope } from './support/assertions';
import {
  call,
  createMoneyTestApp,
  deliverWebhook,
  latestLink,
  newBorrower,
  operatorToken,
  paidOutLoan,
  payOnCheckout,
} from './support/loan-money';
import type { TestApp } from './support/test-app';

/**
 * Payment webhooks at the edges (issue 12, defect 5): a paid event whose amount the ledger cannot
 * take (0, negative, a fraction of a paisa, missing) is refused with 400 on every delivery and
 * recorded as rejected, instead of failing with 500 forever; a second payment of a link already
 * paid is posted as the borrower's credit and shown to operators, never dropped.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createMoneyTestApp();
  await createOperator(t.db, {
    username: 'viewer.money',
    password: 'viewer-money-password',
    role: 'viewer',
  });
});
afterAll(async () => {
  await t.close();
});

const ledgerRows = () => countRows(t.db, 'SELECT 1 FROM ledger_entries');

async function loanWithLink() {
  const borrower = await newBorrower(t);
  const loan = await paidOutLoan(t, borrower.userId);
  const repay = await call(t, borrower.token, 'POST', '/pay-order/v1/repay', {
    orderId: loan.orderId,
  });
  expect(repay.code, repay.msg).toBe(0);
  return { ...borrower, ...loan, link: await latestLink(t, loan.orderId) };
}

async function eventRow(eventId: string) {
  const [row] = await t.db.query<{ outcome: string | null; reason: string | null }>(
    'SELECT outcome, reason FROM payment_events WHERE event_id = $1',
    [eventId],
  );
  return row;
}

describe('a paid event the ledger cannot take', () => {
  it('₹0 is refused with 400 on every delivery, recorded as rejected, and posts nothing', async () => {
    const { orderId, link } = await loanWithLink();
    const owed = await outstanding(t.db, orderId);
    const entriesBefore = await ledgerRows();

    const first = await deliverWebhook(t, {
      providerLinkId: link.provider_link_id,
      amountPaise: 0,
    });
    expect(first.response.statusCode).toBe(400);
    expect(expectEnvelope(first.response)).toMatchObject({
      code: ErrorCode.failed,
      msg: WebhookMessage.badAmount,
    });
    // The gateway retries the same event: the same answer each time, never a 500.
    for (let retry = 0; retry < 3; retry += 1) {
      const again = await t.app.inject({
        method: 'POST',
        url: '/webhooks/payments/sandbox',
        headers: first.signed.headers,
        payload: first.signed.body,
      });
      expect(again.statusCode).toBe(400);
    }
    expect(await eventRow(first.eventId)).toEqual({
      outcome: 'rejected',
      reason: expect.stringContaining('paid amount 0'),
    });
    expect(await ledgerRows()).toBe(entriesBefore);
    expect(await outstanding(t.db, orderId)).toBe(owed);
    expect((await latestLink(t, orderId)).status).toBe('created');

    // The link still takes the real payment.
    const paid = await deliverWebhook(t, {
      providerLinkId: link.provider_link_id,
      amountPaise: owed,
    });
    expect(paid.response.statusCode).toBe(200);
    expect(await outstanding(t.db, orderId)).toBe(0);
    expect((await eventRow(paid.eventId))?.outcome).toBe('credited');
  });

  it('negative, fractional and missing amounts are refused and recorded the same way', async () => {
    const { orderId, link } = await loanWithLink();
    const owed = await outstanding(t.db, orderId);
    const entriesBefore = await ledgerRows();
    for (const amountPaise of [-100, 12.5, Number.NaN]) {
      const delivery = await deliverWebhook(t, {
        providerLinkId: link.provider_link_id,
        amountPaise,
      });
      expect(delivery.response.statusCode, String(amountPaise)).toBe(400);
      expect((await eventRow(delivery.eventId))?.outcome).toBe('rejected');
    }
    expect(await ledgerRows()).toBe(entriesBefore);
    expect(await outstanding(t.db, orderId)).toBe(owed);
  });

  it('events that carry no money (failed, cancelled) are not mistaken for bad amounts', () => {
    const event = { eventId: 'e', providerLinkId: 'l', amountPaise: 0 };
    expect(paidAmountProblem({ ...event, status: 'failed' })).toBeNull();
    expect(paidAmountProblem({ ...event, status: 'cancelled' })).toBeNull();
    expect(paidAmountProblem({ ...event, status: 'paid' })).toMatch(/not a positive whole/);
    expect(paidAmountProblem({ ...event, status: 'paid', amountPaise: 1 })).toBeNull();
  });

  it('the gateway adapter hands a ₹0 capture to the same check instead of dropping it', () => {
    const provider = createHttpPaymentProvider({
      url: 'http://127.0.0.1:9',
      keyId: 'rzp_test',
      keySecret: 'secret',
      webhookSecret: 'whsec',
    });
    const body = Buffer.from(
      JSON.stringify({
        event: 'payment_link.paid',
        payload: {
          payment_link: { entity: { id: 'plink_1', amount_paid: 0 } },
          payment: { entity: { id: 'pay_1', amount: 0, currency: 'INR', method: 'upi' } },
        },
      }),
    );
    const event = provider.parseWebhook(body);
    expect(event).toEqual({
      eventId: 'pay_1',
      providerLinkId: 'plink_1',
      amountPaise: 0,
      status: 'paid',
      method: 'upi',
      paymentReference: 'pay_1',
    });
    expect(event && paidAmountProblem(event)).toMatch(/paid amount 0/);
  });
});

describe('a second payment of a link already paid', () => {
  it('is posted as the borrower’s credit, leaves the loan settled, and operators see it', async () => {
    const { token, orderId, link } = await loanWithLink();
    const owed = await outstanding(t.db, orderId);
    await payOnCheckout(t, `/sandbox/checkout/${link.id}`);
    expect(await outstanding(t.db, orderId)).toBe(0);

    // The gateway reports the same link paid once more (a double charge of the borrower).
    const again = await deliverWebhook(t, {
      providerLinkId: link.provider_link_id,
      amountPaise: 12_345,
    });
    expect(again.response.statusCode).toBe(200);
    expect((await eventRow(again.eventId))?.outcome).toBe('overpaid');
    const balances = Object.fromEntries(
      (await orderBalances(t.db, orderId)).map((row) => [row.account, row.balance]),
    );
    expect(balances).toMatchObject({ loan_receivable: 0, borrower_credit: -12_345 });
    expect(await trialBalance(t.db)).toMatchObject({ balanced: true });

    const detail = await call(t, token, 'GET', `/order/v1/detail?orderId=${orderId}`);
    expect(detail.data).toMatchObject({
      orderState: OrderState.settled,
      repaymentAmount: 0,
      totalPaid: (owed + 12_345) / 100,
    });
    const history = await call(t, token, 'GET', `/order/v1/payments?orderId=${orderId}`);
    expect(history.data).toEqual([
      expect.objectContaining({ kind: 'repayment', amount: owed / 100, method: 'upi' }),
      expect.objectContaining({
        kind: 'overpayment',
        amount: 123.45,
        creditAmount: 123.45,
        reference: `sandbox:${again.eventId}`,
      }),
    ]);

    // A redelivery of that event changes nothing.
    const redelivered = await t.app.inject({
      method: 'POST',
      url: '/webhooks/payments/sandbox',
      headers: again.signed.headers,
      payload: again.signed.body,
    });
    expect(redelivered.statusCode).toBe(200);
    expect(
      (await orderBalances(t.db, orderId)).find((row) => row.account === 'borrower_credit'),
    ).toMatchObject({ balance: -12_345 });

    const viewer = await operatorToken(t, 'viewer.money', 'viewer-money-password');
    const listed = await t.app.inject({
      method: 'GET',
      url: `${OPERATOR_API_BASE}/overpayments`,
      headers: { 'x-operator-token': viewer },
    });
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as { data: unknown[] }).data).toContainEqual({
      orderId,
      orderNo: expect.stringMatching(/^SRL/),
      amount: 123.45,
      source: 'repeatPayment',
      reference: `sandbox:${again.eventId}`,
      receivedAt: t.clock.now().toISOString(),
    });
  });

  it('a payment above the balance keeps the excess as credit, listed as such', async () => {
    const { orderId, link } = await loanWithLink();
    const owed = await outstanding(t.db, orderId);
    const paid = await deliverWebhook(t, {
      providerLinkId: link.provider_link_id,
      amountPaise: owed + 500,
    });
    expect(paid.response.statusCode).toBe(200);
    expect(await outstanding(t.db, orderId)).toBe(0);
    const admin = await operatorToken(t, 'admin', 'saral-admin-dev');
    const listed = await t.app.inject({
      method: 'GET',
      url: `${OPERATOR_API_BASE}/overpayments?limit=5`,
      headers: { 'x-operator-token': admin },
    });
    expect((listed.json() as { data: unknown[] }).data).toContainEqual(
      expect.objectContaining({ orderId, amount: 5, source: 'excess' }),
    );
  });

  it('operators must sign in to see overpayments', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `${OPERATOR_API_BASE}/overpayments`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: ErrorCode.sessionInvalid });
  });
});
