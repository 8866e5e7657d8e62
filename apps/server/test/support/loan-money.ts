import { expect } from 'vitest';
import { OPERATOR_API_BASE } from '@saral/contract/calls';
import { API_BASE_PATH } from '@saral/contract/constants';
import { OrderState } from '@saral/contract/order-states';
import { recordPaidOut } from '../../src/domains/orders/disbursal';
import { priceOnProduct } from '../../src/domains/orders/loan-quote';
import { createOrderRepository } from '../../src/domains/orders/order-repository';
import { createOverdueService } from '../../src/domains/overdue/overdue-service';
import { createSandboxPaymentProvider } from '../../src/domains/payments/sandbox-payment-provider';
import type { PaymentWebhookStatus } from '../../src/domains/payments/payment-provider';
import { userIdOf } from './assertions';
import { createTestApp, signIn, type TestApp, type TestAppOptions } from './test-app';

/**
 * Paid-out loans on the whole app, and the gateway's side of paying them: links through the
 * borrower's calls, payments through the sandbox checkout or as signed webhooks.
 */

const WEBHOOK_SECRET = 'whsec-loan-money-tests-0123456789abcdef';
/** Signs webhooks exactly as the app's sandbox gateway does (same secret). */
export const gateway = createSandboxPaymentProvider({ webhookSecret: WEBHOOK_SECRET });

export function createMoneyTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  return createTestApp({
    ...options,
    env: { PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET, ...options.env },
  });
}

let borrowers = 0;

/** A signed-in borrower of their own (unique phone and sign-in address). */
export async function newBorrower(t: TestApp) {
  borrowers += 1;
  const phone = `9198${String(process.pid % 1000).padStart(3, '0')}${String(borrowers).padStart(5, '0')}`;
  const token = await signIn(
    t.app,
    phone,
    `10.77.${Math.floor(borrowers / 200)}.${borrowers % 200}`,
  );
  return { token, userId: await userIdOf(t.db, phone) };
}

/** An order of `amountPaise` on Saral Quick priced on the product's rates, in `state`. */
export async function pricedOrder(
  t: TestApp,
  userId: number,
  options: { state: number; amountPaise?: number },
) {
  const [product] = await t.db.query<{
    id: number;
    daily_interest_percent: number;
    processing_fee_percent: number;
  }>(
    `SELECT id, daily_interest_percent, processing_fee_percent FROM products
     WHERE code = 'saral-quick'`,
  );
  if (!product) throw new Error('no Saral Quick product');
  const price = priceOnProduct(
    {
      daily_interest_percent: Number(product.daily_interest_percent),
      processing_fee_percent: Number(product.processing_fee_percent),
    },
    options.amountPaise ?? 500_000,
  );
  const now = t.clock.now();
  const orderId = await createOrderRepository(t.db).insert({
    userId,
    productId: Number(product.id),
    state: options.state,
    amountPaise: price.quote.principalPaise,
    price,
    at: now,
    decidedAt: options.state === OrderState.auditing ? null : now,
    kfsAcceptedAt: options.state === OrderState.lending ? now : null,
  });
  if (orderId === null) throw new Error('order not inserted');
  return { orderId, quote: price.quote };
}

/**
 * A loan of `amountPaise` on Saral Quick, paid out the way the payout worker does it (Lending →
 * Loaned with its disbursal postings, due in 7 days).
 */
export async function paidOutLoan(t: TestApp, userId: number, amountPaise = 500_000) {
  const loan = await pricedOrder(t, userId, { state: OrderState.lending, amountPaise });
  await t.db.transaction((tx) =>
    recordPaidOut(tx, {
      orderId: loan.orderId,
      payoutId: `test-payout-${loan.orderId}`,
      paidPaise: loan.quote.receivedPaise,
      actor: 'test',
      reason: 'paid out',
      at: t.clock.now(),
    }),
  );
  return loan;
}

/** A borrower call under /api1; answers the envelope. */
export async function call(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  const response = await t.app.inject({
    method,
    url: `${API_BASE_PATH}${url}`,
    headers: { token },
    ...(payload ? { payload } : {}),
  });
  return response.json() as { code: number; msg: string; data: never };
}

/** The newest payment link of the order. */
export async function latestLink(t: TestApp, orderId: number) {
  const [link] = await t.db.query<{
    id: string;
    provider_link_id: string;
    amount_paise: number | string;
    status: string;
  }>(
    `SELECT id, provider_link_id, amount_paise, status FROM payment_links
     WHERE order_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [orderId],
  );
  if (!link) throw new Error(`no payment link for order ${orderId}`);
  return { ...link, amount_paise: Number(link.amount_paise) };
}

/** The link a payment URL (the sandbox checkout page) belongs to. */
export async function linkOf(t: TestApp, paymentUrl: string) {
  const [link] = await t.db.query<{ amount_paise: number | string; provider_link_id: string }>(
    'SELECT amount_paise, provider_link_id FROM payment_links WHERE id = $1',
    [paymentUrl.split('/').at(-1) ?? ''],
  );
  if (!link) throw new Error(`no payment link at ${paymentUrl}`);
  return { providerLinkId: link.provider_link_id, amountPaise: Number(link.amount_paise) };
}

/** What a new repayment link charges: asks for one, as the Repay button does. */
export async function repaymentLinkPaise(t: TestApp, token: string, orderId: number) {
  const reply = await call(t, token, 'POST', '/pay-order/v1/repay', { orderId });
  expect(reply.code, reply.msg).toBe(0);
  return (await linkOf(t, (reply.data as { paymentUrl: string }).paymentUrl)).amountPaise;
}

/** Pays a link on the sandbox checkout page (the full amount unless `rupees` is typed). */
export async function payOnCheckout(t: TestApp, paymentUrl: string, rupees?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${paymentUrl}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      method: 'upi',
      upiId: 'borrower@upi',
      ...(rupees ? { amount: rupees } : {}),
    }).toString(),
  });
  expect(response.statusCode, response.body).toBe(303);
}

/** Delivers a signed webhook for a link, as the gateway would. */
export async function deliverWebhook(
  t: TestApp,
  event: { providerLinkId: string; amountPaise: number; status?: PaymentWebhookStatus },
) {
  const signed = gateway.signedEvent({ status: 'paid', ...event });
  const response = await t.app.inject({
    method: 'POST',
    url: '/webhooks/payments/sandbox',
    headers: signed.headers,
    payload: signed.body,
  });
  return { response, eventId: signed.eventId, signed };
}

/** Runs the overdue job as its scheduler would, at the test clock's time. */
export function runOverdueJob(t: TestApp) {
  return createOverdueService({ db: t.db, clock: t.clock, log: t.app.log }).runOverdue();
}

/** An operator's token (the seeded demo accounts). */
export async function operatorToken(t: TestApp, username: string, password: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${OPERATOR_API_BASE}/login`,
    payload: { username, password },
  });
  return (response.json() as { data: { token: string } }).data.token;
}
