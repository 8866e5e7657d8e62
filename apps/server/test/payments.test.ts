import type * as nodeCrypto from 'node:crypto';
import { createHmac, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_BASE_PATH } from '@saral/contract/constants';
import { ErrorCode } from '@saral/contract/error-codes';
import { isActiveOrderState } from '@saral/contract/order-states';
import type { Queryable } from '../src/db/database';
import {
  EVENT_ID_HEADER,
  SIGNATURE_HEADER,
  createHttpPaymentProvider,
} from '../src/domains/payments/http-payment-provider';
import {
  PaymentProviderError,
  signatureMatches,
  type PaymentLinkProvider,
} from '../src/domains/payments/payment-provider';
import { paymentRoutes, paymentWebhookRoutes } from '../src/domains/payments/payment-routes';
import type { PaymentMoney } from '../src/domains/payments/payment-model';
import {
  PaymentMessage,
  createPaymentService,
  type PaymentService,
} from '../src/domains/payments/payment-service';
import { sandboxCheckoutRoutes } from '../src/domains/payments/sandbox-checkout-routes';
import {
  SANDBOX_SIGNATURE_HEADER,
  createSandboxPaymentProvider,
  isSandboxPaymentProvider,
  type SandboxPaymentProvider,
} from '../src/domains/payments/sandbox-payment-provider';
import { createSessionService } from '../src/domains/sessions/session-service';
import { envelopePlugin } from '../src/plugins/envelope';
import { securityHeadersPlugin } from '../src/plugins/security-headers';
import { sessionAuthPlugin } from '../src/plugins/session-auth';
import { countRows, expectEnvelope, userIdOf } from './support/assertions';
import {
  startFakeHttpServer,
  unreachableUrl,
  type FakeHttpServer,
} from './support/fake-http-server';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { createOrder } from './support/test-data';

// Every signature check must go through the constant-time compare; the spy lets tests see it.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof nodeCrypto>();
  const spied = { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
  return { ...spied, default: spied };
});

/**
 * Payment links and webhooks: signatures, the gateway adapter against a fake gateway, the sandbox
 * checkout, repay rules, and exactly-once crediting under replays and out-of-order events. The
 * payment routes run on a Fastify instance of their own (same plugins as the app, fake ledger).
 */

const SECRET = 'whsec-test-0123456789abcdef0123456789';
const hmac = (secret: string, body: Buffer | string) =>
  createHmac('sha256', secret).update(body).digest('hex');

type Credit = { orderId: number; amountPaise: number; reference: string };

/** A ledger stand-in: credits are written inside the webhook's transaction. */
function createFakeMoney() {
  const outstanding = new Map<number, number>();
  const credits: Credit[] = [];
  /** Payments of links already paid, kept as the borrower's credit. */
  const overpayments: Credit[] = [];
  let failNext = false;
  const money: PaymentMoney = {
    async outstandingPaise(orderId) {
      return outstanding.get(orderId) ?? 0;
    },
    async applyPayment(tx: Queryable, payment) {
      // The primary key makes a second credit of the same reference fail loudly.
      await tx.query(
        'INSERT INTO test_credits (reference, order_id, amount_paise) VALUES ($1, $2, $3)',
        [payment.reference, payment.orderId, payment.amountPaise],
      );
      if (failNext) {
        failNext = false;
        throw new Error('ledger unavailable');
      }
      credits.push(payment);
    },
    async applyOverpayment(_tx: Queryable, payment) {
      overpayments.push(payment);
    },
  };
  return {
    money,
    credits,
    overpayments,
    outstanding,
    failNextCredit() {
      failNext = true;
    },
  };
}

type Harness = {
  t: TestApp;
  app: FastifyInstance;
  payments: PaymentService;
  fake: ReturnType<typeof createFakeMoney>;
};

let open: Harness | null = null;
afterEach(async () => {
  if (!open) return;
  await open.app.close();
  await open.t.close();
  open = null;
});

const PRODUCT_CODES = ['saral-quick', 'saral-flex', 'saral-plus', 'bazaar-credit'];
/** Per borrower, the products with an active order (one active order per product). */
const busyProducts = new Map<number, Set<string>>();

/** The app's plugins and the payment routes as app.ts registers them, with a fake ledger. */
async function start(provider: PaymentLinkProvider = sandboxProvider()): Promise<Harness> {
  busyProducts.clear(); // a new database: nobody has an order yet
  const t = await createTestApp();
  await t.db.query(
    'CREATE TABLE test_credits (reference text PRIMARY KEY, order_id bigint NOT NULL, amount_paise bigint NOT NULL)',
  );
  const fake = createFakeMoney();
  const payments = createPaymentService({
    db: t.db,
    provider,
    clock: t.clock,
    log: t.app.log,
    money: fake.money,
    publicBaseUrl: 'https://saral.test',
  });
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(securityHeadersPlugin);
  await app.register(envelopePlugin);
  await app.register(sessionAuthPlugin, { sessions: createSessionService(t.db, t.clock, 0) });
  await app.register(async (api) => api.register(paymentRoutes, { payments }), {
    prefix: API_BASE_PATH,
  });
  await app.register(paymentWebhookRoutes, { payments });
  if (isSandboxPaymentProvider(provider)) {
    await app.register(sandboxCheckoutRoutes, { payments, sandbox: provider });
  }
  await app.ready();
  open = { t, app, payments, fake };
  return open;
}

function sandboxProvider(): SandboxPaymentProvider {
  return createSandboxPaymentProvider({ webhookSecret: SECRET });
}

let phoneCounter = 0;
async function borrower(h: Harness) {
  phoneCounter += 1;
  const phone = `9170000${String(10_000 + phoneCounter).slice(-5)}`;
  const token = await signIn(
    h.t.app,
    phone,
    `10.9.${Math.floor(phoneCounter / 200)}.${phoneCounter % 200}`,
  );
  return { token, userId: await userIdOf(h.t.db, phone) };
}

/**
 * An order (the fake ledger says what it owes) on a product the borrower has no active order for.
 */
async function order(h: Harness, userId: number, state = 6, owedPaise = 501_750) {
  const busy = busyProducts.get(userId) ?? new Set<string>();
  busyProducts.set(userId, busy);
  const productCode = PRODUCT_CODES.find((code) => !busy.has(code)) ?? 'saral-quick';
  if (isActiveOrderState(state)) busy.add(productCode);
  const created = await createOrder(h.t.db, {
    userId,
    productCode,
    state,
    priced: false,
    disbursed: false,
  });
  h.fake.outstanding.set(created.orderId, owedPaise);
  return { id: created.orderId, orderNo: created.orderNo };
}

async function repay(h: Harness, token: string | undefined, orderId: number) {
  const response = await h.app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}/pay-order/v1/repay`,
    headers: token ? { token } : {},
    payload: { orderId },
  });
  return {
    response,
    body: expectEnvelope(response) as {
      code: number;
      msg: string;
      data: { paymentUrl: string };
    },
  };
}

function deliver(h: Harness, providerName: string, body: Buffer, headers: Record<string, string>) {
  return h.app.inject({
    method: 'POST',
    url: `/webhooks/payments/${providerName}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });
}

async function linkRow(h: Harness, orderId: number) {
  const [row] = await h.t.db.query<{
    id: string;
    provider_link_id: string;
    status: string;
    amount_paise: number;
  }>(
    'SELECT id, provider_link_id, status, amount_paise FROM payment_links WHERE order_id = $1 ORDER BY created_at DESC, id LIMIT 1',
    [orderId],
  );
  if (!row) throw new Error(`no link for order ${orderId}`);
  return row;
}

const eventRows = (h: Harness) => countRows(h.t.db, 'SELECT 1 FROM payment_events');
const creditRows = (h: Harness) => countRows(h.t.db, 'SELECT 1 FROM test_credits');

function form(fields: Record<string, string>) {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  };
}

describe('webhook signatures', () => {
  const body = Buffer.from('{"id":"evt-1","event":"payment_link.paid","link_id":"x","amount":100}');

  it('accepts exactly the HMAC-SHA256 of the raw body, compared in constant time', () => {
    const provider = sandboxProvider();
    const compare = vi.mocked(timingSafeEqual);
    compare.mockClear();
    expect(provider.verifyWebhook(body, { [SANDBOX_SIGNATURE_HEADER]: hmac(SECRET, body) })).toBe(
      true,
    );
    expect(compare).toHaveBeenCalledTimes(1);
    expect(
      provider.verifyWebhook(body, {
        [SANDBOX_SIGNATURE_HEADER]: hmac(SECRET, body).toUpperCase(),
      }),
    ).toBe(true);

    // Wrong secret: same length, so it reaches the constant-time compare and fails there.
    compare.mockClear();
    expect(provider.verifyWebhook(body, { [SANDBOX_SIGNATURE_HEADER]: hmac('other', body) })).toBe(
      false,
    );
    expect(compare).toHaveBeenCalledTimes(1);
  });

  it('refuses a missing, malformed, truncated, padded or repeated header and a tampered body', () => {
    const provider = sandboxProvider();
    const good = hmac(SECRET, body);
    const tampered = Buffer.from(body.toString().replace('100', '900'));
    expect(provider.verifyWebhook(body, {})).toBe(false);
    expect(provider.verifyWebhook(body, { [SANDBOX_SIGNATURE_HEADER]: '' })).toBe(false);
    expect(provider.verifyWebhook(body, { [SANDBOX_SIGNATURE_HEADER]: 'not-hex' })).toBe(false);
    expect(provider.verifyWebhook(body, { [SANDBOX_SIGNATURE_HEADER]: good.slice(0, 40) })).toBe(
      false,
    );
    // Buffer.from(hex) would ignore what follows an invalid character; the format check does not.
    expect(provider.verifyWebhook(body, { [SANDBOX_SIGNATURE_HEADER]: `${good}zz` })).toBe(false);
    expect(provider.verifyWebhook(body, { [SANDBOX_SIGNATURE_HEADER]: [good, good] })).toBe(false);
    expect(provider.verifyWebhook(tampered, { [SANDBOX_SIGNATURE_HEADER]: good })).toBe(false);
    expect(signatureMatches(SECRET, body, good)).toBe(true);
  });

  it('the webhook route answers 401 and records nothing without a valid signature', async () => {
    const h = await start();
    const { userId } = await borrower(h);
    const { id } = await order(h, userId);
    await h.payments.createRepaymentLink(userId, id);
    const link = await linkRow(h, id);
    const provider = sandboxProvider();
    const event = provider.signedEvent({
      providerLinkId: link.provider_link_id,
      amountPaise: 501_750,
      status: 'paid',
    });

    const missing = await deliver(h, 'sandbox', event.body, {});
    expect(missing.statusCode).toBe(401);
    expect(expectEnvelope(missing)).toMatchObject({
      code: ErrorCode.failed,
      msg: PaymentMessage.badSignature,
    });
    const bad = await deliver(h, 'sandbox', event.body, {
      [SANDBOX_SIGNATURE_HEADER]: hmac('x', event.body),
    });
    expect(bad.statusCode).toBe(401);
    const tampered = Buffer.from(event.body.toString().replace('501750', '999999'));
    const changed = await deliver(h, 'sandbox', tampered, event.headers);
    expect(changed.statusCode).toBe(401);
    const otherProvider = await deliver(h, 'razorpay', event.body, event.headers);
    expect(otherProvider.statusCode).toBe(404);
    expect(await eventRows(h)).toBe(0);
    expect(h.fake.credits).toHaveLength(0);

    const good = await deliver(h, 'sandbox', event.body, event.headers);
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ ok: true });
    expect(h.fake.credits).toEqual([
      { orderId: id, amountPaise: 501_750, reference: `sandbox:${event.eventId}` },
    ]);
  });

  it('a correctly signed body that is not an event is a 400, not a credit', async () => {
    const h = await start();
    const body = Buffer.from('{"nothing":true}');
    const response = await deliver(h, 'sandbox', body, {
      [SANDBOX_SIGNATURE_HEADER]: hmac(SECRET, body),
    });
    expect(response.statusCode).toBe(400);
    expect(await eventRows(h)).toBe(0);
  });
});

describe('HTTP gateway adapter against a fake gateway', () => {
  let gateway: FakeHttpServer;
  const OPTIONS = { keyId: 'rzp_test_key', keySecret: 'key-secret-1', webhookSecret: SECRET };
  const CREATED = { id: 'plink_Nx1', short_url: 'https://pay.example/i/Nx1', status: 'created' };
  const REQUEST = {
    linkId: '4f0d7f53-94a4-4b4e-8bb0-9a3c2c1b5d10',
    amountPaise: 501_750,
    orderNo: 'SRT1001',
    description: 'Repayment of loan SRT1001',
    customer: { phone: '919855500001' },
    expiresAt: new Date('2026-11-21T07:00:00Z'),
    callbackUrl: 'https://saral.test/orders/7/detail',
  };
  beforeAll(async () => {
    gateway = await startFakeHttpServer();
  });
  afterEach(() => {
    gateway.received.length = 0;
    gateway.answerJson(200, CREATED);
  });
  afterAll(async () => {
    await gateway.close();
  });

  const paidEvent = (linkId: string, paymentId: string, amount: number) =>
    Buffer.from(
      JSON.stringify({
        entity: 'event',
        account_id: 'acc_1',
        event: 'payment_link.paid',
        contains: ['payment_link', 'order', 'payment'],
        payload: {
          payment_link: { entity: { id: linkId, amount, amount_paid: amount, status: 'paid' } },
          payment: { entity: { id: paymentId, amount, currency: 'INR', status: 'captured' } },
        },
        created_at: 1_795_000_000,
      }),
    );

  it('creates a link with Basic auth and the documented body', async () => {
    gateway.answerJson(200, CREATED);
    const provider = createHttpPaymentProvider({
      url: `${gateway.url}/`,
      ...OPTIONS,
      timeoutMs: 500,
    });
    await expect(provider.createLink(REQUEST)).resolves.toEqual({
      providerLinkId: 'plink_Nx1',
      url: 'https://pay.example/i/Nx1',
    });
    const request = gateway.received[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/payment_links');
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from('rzp_test_key:key-secret-1').toString('base64')}`,
    );
    expect(JSON.parse(request.body.toString('utf8'))).toMatchObject({
      amount: 501_750,
      currency: 'INR',
      reference_id: REQUEST.linkId,
      description: 'Repayment of loan SRT1001',
      customer: { contact: '+919855500001' },
      expire_by: Math.floor(REQUEST.expiresAt.getTime() / 1000),
      callback_url: 'https://saral.test/orders/7/detail',
      callback_method: 'get',
      notify: { sms: false },
    });
  });

  it('a refusal, an outage and an unreachable gateway throw PaymentProviderError', async () => {
    const provider = createHttpPaymentProvider({ url: gateway.url, ...OPTIONS, timeoutMs: 300 });
    gateway.answerJson(400, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'amount too low' },
    });
    await expect(provider.createLink(REQUEST)).rejects.toMatchObject({
      name: 'PaymentProviderError',
      retryable: false,
      message: expect.stringContaining('amount too low'),
    });
    gateway.answerJson(503, {});
    await expect(provider.createLink(REQUEST)).rejects.toMatchObject({ retryable: true });
    gateway.answer(() => undefined);
    await expect(provider.createLink(REQUEST)).rejects.toBeInstanceOf(PaymentProviderError);
    const down = createHttpPaymentProvider({ url: await unreachableUrl(), ...OPTIONS });
    await expect(down.createLink(REQUEST)).rejects.toMatchObject({ retryable: true });
  });

  it('verifies x-razorpay-signature and reads paid, cancelled, failed and unrelated events', () => {
    const provider = createHttpPaymentProvider({ url: gateway.url, ...OPTIONS });
    const body = paidEvent('plink_Nx1', 'pay_001', 501_750);
    expect(provider.verifyWebhook(body, { [SIGNATURE_HEADER]: hmac(SECRET, body) })).toBe(true);
    expect(provider.verifyWebhook(body, { [SIGNATURE_HEADER]: hmac('nope', body) })).toBe(false);
    expect(provider.verifyWebhook(body, { [SANDBOX_SIGNATURE_HEADER]: hmac(SECRET, body) })).toBe(
      false,
    );

    expect(provider.parseWebhook(body)).toEqual({
      eventId: 'pay_001',
      providerLinkId: 'plink_Nx1',
      amountPaise: 501_750,
      status: 'paid',
      paymentReference: 'pay_001',
    });
    // The event id may come from a header; the payment keeps the id the settlement report lists.
    expect(provider.parseWebhook(body, { [EVENT_ID_HEADER]: 'evt_9' })).toMatchObject({
      eventId: 'evt_9',
      paymentReference: 'pay_001',
    });
    const cancelled = Buffer.from(
      JSON.stringify({
        event: 'payment_link.cancelled',
        payload: { payment_link: { entity: { id: 'plink_Nx1', status: 'cancelled' } } },
      }),
    );
    expect(provider.parseWebhook(cancelled)).toMatchObject({ status: 'cancelled', amountPaise: 0 });
    const failedPayment = Buffer.from(
      JSON.stringify({
        event: 'payment.failed',
        payload: {
          payment_link: { entity: { id: 'plink_Nx1' } },
          payment: { entity: { id: 'pay_002', amount: 501_750, status: 'failed' } },
        },
      }),
    );
    expect(provider.parseWebhook(failedPayment)).toEqual({
      eventId: 'pay_002',
      providerLinkId: 'plink_Nx1',
      amountPaise: 0,
      status: 'failed',
    });
    const unrelated = Buffer.from(
      JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { id: 'pay_3' } } },
      }),
    );
    expect(provider.parseWebhook(unrelated)).toBeNull();
    expect(() => provider.parseWebhook(Buffer.from('{not json'))).toThrow(PaymentProviderError);
  });

  it('end to end: repay returns the gateway link and its signed webhook credits the order once', async () => {
    gateway.answerJson(200, CREATED);
    const h = await start(
      createHttpPaymentProvider({ url: gateway.url, ...OPTIONS, timeoutMs: 500 }),
    );
    const { token, userId } = await borrower(h);
    const { id } = await order(h, userId);
    const { body } = await repay(h, token, id);
    expect(body.data.paymentUrl).toBe('https://pay.example/i/Nx1');
    const sent = JSON.parse(gateway.received[0]!.body.toString('utf8')) as Record<string, unknown>;
    const link = await linkRow(h, id);
    expect(sent.callback_url).toBe(`https://saral.test/orders/${id}/payment/${link.id}`);

    const event = paidEvent('plink_Nx1', 'pay_777', 501_750);
    const headers = { [SIGNATURE_HEADER]: hmac(SECRET, event) };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await deliver(h, 'http', event, headers)).statusCode).toBe(200);
    }
    expect(h.fake.credits).toEqual([
      { orderId: id, amountPaise: 501_750, reference: 'http:pay_777' },
    ]);
    expect((await linkRow(h, id)).status).toBe('paid');

    // The gateway down: the borrower gets a clear message, no link is stored.
    gateway.answerJson(502, {});
    h.fake.outstanding.set(id, 100_000);
    const down = await repay(h, token, id);
    expect(down.response.statusCode).toBe(502);
    expect(down.body.msg).toBe(PaymentMessage.unavailable);
    expect(await countRows(h.t.db, 'SELECT 1 FROM payment_links')).toBe(1);
  });
});

describe('repay', () => {
  it('gives the borrower a link for the outstanding amount and reuses it while it is the same', async () => {
    const h = await start();
    const { token, userId } = await borrower(h);
    const { id } = await order(h, userId);
    const first = await repay(h, token, id);
    expect(first.body.code).toBe(0);
    expect(first.body.data.paymentUrl).toMatch(/^\/sandbox\/checkout\/[0-9a-f-]{36}$/);
    const link = await linkRow(h, id);
    expect(link).toMatchObject({ status: 'created', amount_paise: 501_750 });

    // A double tap, then a later tap: the same link.
    const [again, twice] = await Promise.all([repay(h, token, id), repay(h, token, id)]);
    expect(again.body.data.paymentUrl).toBe(first.body.data.paymentUrl);
    expect(twice.body.data.paymentUrl).toBe(first.body.data.paymentUrl);
    expect(await countRows(h.t.db, 'SELECT 1 FROM payment_links')).toBe(1);

    // Another amount owed (an overdue fee), or a link about to expire: a new link.
    h.fake.outstanding.set(id, 511_750);
    const more = await repay(h, token, id);
    expect(more.body.data.paymentUrl).not.toBe(first.body.data.paymentUrl);
    h.t.clock.advanceSeconds(50 * 60);
    const later = await repay(h, token, id);
    expect(later.body.data.paymentUrl).not.toBe(more.body.data.paymentUrl);
    expect(await countRows(h.t.db, 'SELECT 1 FROM payment_links')).toBe(3);
  });

  it('refuses another borrower’s order, orders with nothing to repay, and anonymous callers', async () => {
    const h = await start();
    const owner = await borrower(h);
    const other = await borrower(h);
    const { id } = await order(h, owner.userId);

    const foreign = await repay(h, other.token, id);
    expect(foreign.response.statusCode).toBe(404);
    expect(foreign.body.code).toBe(ErrorCode.notFound);
    expect((await repay(h, other.token, 999_999)).body.code).toBe(ErrorCode.notFound);

    for (const state of [1, 2, 3, 4, 5, 7, 9]) {
      const closed = await order(h, owner.userId, state);
      const refused = await repay(h, owner.token, closed.id);
      expect(refused.body).toMatchObject({
        code: ErrorCode.failed,
        msg: PaymentMessage.notRepayable,
      });
    }
    for (const state of [8, 11]) {
      const owing = await order(h, other.userId, state);
      expect((await repay(h, other.token, owing.id)).body.code).toBe(0);
    }
    h.fake.outstanding.set(id, 0);
    expect((await repay(h, owner.token, id)).body).toMatchObject({
      msg: PaymentMessage.nothingDue,
    });
    expect((await repay(h, undefined, id)).body.code).toBe(ErrorCode.sessionInvalid);
    expect(await countRows(h.t.db, 'SELECT 1 FROM payment_links WHERE order_id = $1', [id])).toBe(
      0,
    );
  });
});

describe('sandbox checkout', () => {
  it('renders a script-free page with the amount, order and purpose under our CSP', async () => {
    const h = await start();
    const { token, userId } = await borrower(h);
    const { id, orderNo } = await order(h, userId);
    const { body } = await repay(h, token, id);
    const page = await h.app.inject({ method: 'GET', url: body.data.paymentUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('₹5,017.50');
    expect(page.body).toContain('Pay ₹5,017.50');
    expect(page.body).toContain(orderNo);
    expect(page.body).toContain(`Repayment of loan ${orderNo}`);
    expect(page.body).toContain('value="borrower@upi"');
    expect(page.body).toContain('name="viewport"');
    expect(page.body).not.toMatch(/<script|\son[a-z]+=/i);

    const missing = await h.app.inject({ method: 'GET', url: '/sandbox/checkout/not-a-link' });
    expect(missing.statusCode).toBe(404);
  });

  it('Pay delivers a signed webhook that credits the order, then sends the browser back', async () => {
    const h = await start();
    const { token, userId } = await borrower(h);
    const { id } = await order(h, userId);
    const { body } = await repay(h, token, id);
    const paid = await h.app.inject({
      method: 'POST',
      url: `${body.data.paymentUrl}/pay`,
      ...form({ method: 'upi', upiId: 'borrower@upi', amount: '' }),
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/orders/${id}/payment/${(await linkRow(h, id)).id}`);
    expect(h.fake.credits).toEqual([
      expect.objectContaining({
        orderId: id,
        amountPaise: 501_750,
        reference: expect.stringMatching(/^sandbox:/),
      }),
    ]);
    expect(await eventRows(h)).toBe(1);
    expect((await linkRow(h, id)).status).toBe('paid');

    // The link is spent: the page says so and a second Pay credits nothing.
    const after = await h.app.inject({ method: 'GET', url: body.data.paymentUrl });
    expect(after.statusCode).toBe(409);
    expect(after.body).toContain('already been paid');
    const again = await h.app.inject({
      method: 'POST',
      url: `${body.data.paymentUrl}/pay`,
      ...form({ method: 'card' }),
    });
    expect(again.statusCode).toBe(409);
    expect(h.fake.credits).toHaveLength(1);
  });

  it('a partial amount is credited as typed; a bad amount or UPI ID is asked again', async () => {
    const h = await start();
    const { token, userId } = await borrower(h);
    const { id } = await order(h, userId);
    const { body } = await repay(h, token, id);
    const url = `${body.data.paymentUrl}/pay`;

    for (const amount of ['0', '5017.51', '12.345', 'abc']) {
      const refused = await h.app.inject({
        method: 'POST',
        url,
        ...form({ method: 'card', amount }),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('Enter an amount from ₹0.01 to ₹5,017.50');
    }
    const badUpi = await h.app.inject({
      method: 'POST',
      url,
      ...form({ method: 'upi', upiId: 'nope' }),
    });
    expect(badUpi.statusCode).toBe(400);
    expect(badUpi.body).toContain('Enter a valid UPI ID');
    expect(h.fake.credits).toHaveLength(0);

    const partial = await h.app.inject({
      method: 'POST',
      url,
      ...form({ method: 'card', amount: '1,200.5' }),
    });
    expect(partial.statusCode).toBe(303);
    expect(h.fake.credits.map((credit) => credit.amountPaise)).toEqual([120_050]);

    // What is left gets a new link.
    h.fake.outstanding.set(id, 501_750 - 120_050);
    h.t.clock.advanceSeconds(1);
    const rest = await repay(h, token, id);
    expect(rest.body.data.paymentUrl).not.toBe(body.data.paymentUrl);
    expect((await linkRow(h, id)).amount_paise).toBe(381_700);
  });

  it('Cancel closes the link without a credit and returns to the order', async () => {
    const h = await start();
    const { token, userId } = await borrower(h);
    const { id } = await order(h, userId);
    const { body } = await repay(h, token, id);
    const failedTry = await h.app.inject({ method: 'POST', url: `${body.data.paymentUrl}/fail` });
    expect(failedTry.statusCode).toBe(303);
    expect((await linkRow(h, id)).status).toBe('created');
    const cancelled = await h.app.inject({ method: 'POST', url: `${body.data.paymentUrl}/cancel` });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`/orders/${id}/payment/${(await linkRow(h, id)).id}`);
    expect((await linkRow(h, id)).status).toBe('cancelled');
    expect(h.fake.credits).toHaveLength(0);
    expect(await eventRows(h)).toBe(2);
    const next = await repay(h, token, id);
    expect(next.body.data.paymentUrl).not.toBe(body.data.paymentUrl);
  });
});

describe('payment status (the return page)', () => {
  async function status(h: Harness, token: string, linkId: string) {
    const response = await h.app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}/pay-order/v1/payment-status?linkId=${linkId}`,
      headers: { token },
    });
    return response.json<{ code: number; data: Record<string, unknown> }>();
  }

  it('answers pending before any word, failed after a failed attempt, paid once paid', async () => {
    const h = await start();
    const { token, userId } = await borrower(h);
    const { id } = await order(h, userId);
    const { body } = await repay(h, token, id);
    const link = await linkRow(h, id);
    expect((await status(h, token, link.id)).data).toEqual({
      orderId: id,
      purpose: 'repayment',
      status: 'pending',
      amount: 5017.5,
      paidAmount: 0,
    });
    await h.app.inject({ method: 'POST', url: `${body.data.paymentUrl}/fail` });
    expect((await status(h, token, link.id)).data).toMatchObject({
      status: 'failed',
      paidAmount: 0,
    });
    // The link stays payable: a second attempt that succeeds is paid.
    await h.app.inject({
      method: 'POST',
      url: `${body.data.paymentUrl}/pay`,
      ...form({ method: 'card', amount: '' }),
    });
    expect((await status(h, token, link.id)).data).toMatchObject({
      status: 'paid',
      paidAmount: 5017.5,
    });
  });

  it('a cancelled or lapsed link is failed; another borrower’s link is not found', async () => {
    const h = await start();
    const { token, userId } = await borrower(h);
    const { id } = await order(h, userId);
    const { body } = await repay(h, token, id);
    const link = await linkRow(h, id);
    const stranger = await borrower(h);
    expect((await status(h, stranger.token, link.id)).code).toBe(ErrorCode.notFound);
    await h.app.inject({ method: 'POST', url: `${body.data.paymentUrl}/cancel` });
    expect((await status(h, token, link.id)).data).toMatchObject({ status: 'failed' });

    const next = await repay(h, token, id);
    expect(next.body.data.paymentUrl).not.toBe(body.data.paymentUrl);
    h.t.clock.advanceSeconds(61 * 60);
    expect((await status(h, token, (await linkRow(h, id)).id)).data).toMatchObject({
      status: 'failed',
    });
  });
});

describe('exactly-once crediting', () => {
  /** n links on one order, straight into the table. */
  async function links(h: Harness, orderId: number, n: number) {
    return h.t.db.query<{ provider_link_id: string }>(
      `INSERT INTO payment_links (id, order_id, purpose, provider, provider_link_id, url, amount_paise,
         status, expires_at)
       SELECT id, $1, 'repayment', 'sandbox', 'sbx_' || id, '/sandbox/checkout/' || id, 100, 'created',
         now() + interval '1 hour'
       FROM (SELECT gen_random_uuid() AS id FROM generate_series(1, $2::int)) AS generated
       RETURNING provider_link_id`,
      [orderId, n],
    );
  }

  it('1,000 events each delivered three times, shuffled and concurrent, give exactly 1,000 credits', async () => {
    const h = await start();
    const { userId } = await borrower(h);
    const { id } = await order(h, userId);
    const sandbox = sandboxProvider();
    const rows = await links(h, id, 1000);
    const events = rows.map((row, index) =>
      sandbox.signedEvent({
        providerLinkId: row.provider_link_id,
        amountPaise: 100 + index,
        status: 'paid',
      }),
    );
    const deliveries = [...events, ...events, ...events];
    // Fisher–Yates with a fixed-seed generator, so a failure can be replayed.
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let index = deliveries.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random() * (index + 1));
      [deliveries[index], deliveries[other]] = [deliveries[other]!, deliveries[index]!];
    }
    for (let start = 0; start < deliveries.length; start += 30) {
      const batch = deliveries.slice(start, start + 30);
      const replies = await Promise.all(
        batch.map((event) => deliver(h, 'sandbox', event.body, event.headers)),
      );
      for (const reply of replies) expect(reply.statusCode).toBe(200);
    }

    expect(h.fake.credits).toHaveLength(1000);
    expect(new Set(h.fake.credits.map((credit) => credit.reference)).size).toBe(1000);
    expect(await creditRows(h)).toBe(1000);
    expect(await eventRows(h)).toBe(1000);
    expect(await countRows(h.t.db, "SELECT 1 FROM payment_links WHERE status = 'paid'")).toBe(1000);
    const [sum] = await h.t.db.query<{ total: number }>(
      'SELECT sum(amount_paise)::bigint AS total FROM test_credits',
    );
    expect(Number(sum?.total)).toBe(1000 * 100 + (999 * 1000) / 2);
  }, 180_000);

  it('a replay is a no-op; a second payment of a paid link is kept as the borrower’s credit', async () => {
    const h = await start();
    const { userId } = await borrower(h);
    const { id } = await order(h, userId);
    const [row] = await links(h, id, 1);
    const sandbox = sandboxProvider();
    const first = sandbox.signedEvent({
      providerLinkId: row!.provider_link_id,
      amountPaise: 100,
      status: 'paid',
    });
    expect(await h.payments.handleWebhook(first.body, first.headers)).toBe('credited');
    expect(await h.payments.handleWebhook(first.body, first.headers)).toBe('duplicate');
    const second = sandbox.signedEvent({
      providerLinkId: row!.provider_link_id,
      amountPaise: 100,
      status: 'paid',
    });
    expect(await h.payments.handleWebhook(second.body, second.headers)).toBe('overpaid');
    expect(h.fake.credits).toHaveLength(1);
    expect(h.fake.overpayments).toEqual([
      { orderId: id, amountPaise: 100, reference: `sandbox:${second.eventId}` },
    ]);
    expect(await eventRows(h)).toBe(2);

    // An event for a link we never made is kept for reconciliation and acknowledged.
    const stray = sandbox.signedEvent({
      providerLinkId: 'sbx_unknown',
      amountPaise: 100,
      status: 'paid',
    });
    expect((await deliver(h, 'sandbox', stray.body, stray.headers)).statusCode).toBe(200);
    expect(await countRows(h.t.db, 'SELECT 1 FROM payment_events WHERE link_id IS NULL')).toBe(1);
    expect(h.fake.credits).toHaveLength(1);
  });

  it('simultaneous deliveries of one event, and rival events for one link, credit once', async () => {
    const h = await start();
    const { userId } = await borrower(h);
    const { id } = await order(h, userId);
    const [first, second] = await links(h, id, 2);
    const sandbox = sandboxProvider();
    const same = sandbox.signedEvent({
      providerLinkId: first!.provider_link_id,
      amountPaise: 100,
      status: 'paid',
    });
    const rivals = [1, 2, 3].map(() =>
      sandbox.signedEvent({
        providerLinkId: second!.provider_link_id,
        amountPaise: 100,
        status: 'paid',
      }),
    );
    const outcomes = await Promise.all([
      ...[1, 2, 3, 4, 5].map(() => h.payments.handleWebhook(same.body, same.headers)),
      ...rivals.map((event) => h.payments.handleWebhook(event.body, event.headers)),
    ]);
    expect(outcomes.slice(0, 5).sort()).toEqual([
      'credited',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect(outcomes.slice(5).sort()).toEqual(['credited', 'overpaid', 'overpaid']);
    expect(await creditRows(h)).toBe(2);
    expect(h.fake.overpayments).toHaveLength(2);
    expect(await eventRows(h)).toBe(4);
  });

  it('a credit that fails rolls the event back, so the gateway’s retry applies it once', async () => {
    const h = await start();
    const { userId } = await borrower(h);
    const { id } = await order(h, userId);
    const [row] = await links(h, id, 1);
    const event = sandboxProvider().signedEvent({
      providerLinkId: row!.provider_link_id,
      amountPaise: 100,
      status: 'paid',
    });
    h.fake.failNextCredit();
    const failed = await deliver(h, 'sandbox', event.body, event.headers);
    expect(failed.statusCode).toBe(500);
    expect(await eventRows(h)).toBe(0);
    expect(await creditRows(h)).toBe(0);
    expect((await linkRow(h, id)).status).toBe('created');

    expect((await deliver(h, 'sandbox', event.body, event.headers)).statusCode).toBe(200);
    expect((await deliver(h, 'sandbox', event.body, event.headers)).statusCode).toBe(200);
    expect(await creditRows(h)).toBe(1);
    expect(await eventRows(h)).toBe(1);
  });
});

describe('out-of-order events', () => {
  async function oneLink(h: Harness) {
    const { userId } = await borrower(h);
    const { id } = await order(h, userId);
    await h.payments.createRepaymentLink(userId, id);
    return { orderId: id, link: await linkRow(h, id) };
  }
  const send = (
    h: Harness,
    providerLinkId: string,
    status: 'paid' | 'failed' | 'cancelled' | 'expired',
  ) => {
    const event = sandboxProvider().signedEvent({
      providerLinkId,
      amountPaise: status === 'paid' ? 501_750 : 0,
      status,
    });
    return h.payments.handleWebhook(event.body, event.headers);
  };

  it('failed, cancelled or expired after paid never undo the payment', async () => {
    const h = await start();
    const { orderId, link } = await oneLink(h);
    expect(await send(h, link.provider_link_id, 'paid')).toBe('credited');
    for (const status of ['failed', 'cancelled', 'expired'] as const) {
      expect(await send(h, link.provider_link_id, status)).toBe('recorded');
    }
    expect((await linkRow(h, orderId)).status).toBe('paid');
    expect(h.fake.credits).toHaveLength(1);
    expect(await eventRows(h)).toBe(4);
  });

  it('paid after failed or after cancelled is still credited: the money was taken', async () => {
    const h = await start();
    const first = await oneLink(h);
    await send(h, first.link.provider_link_id, 'failed');
    expect(await send(h, first.link.provider_link_id, 'paid')).toBe('credited');
    const second = await oneLink(h);
    await send(h, second.link.provider_link_id, 'cancelled');
    expect((await linkRow(h, second.orderId)).status).toBe('cancelled');
    expect(await send(h, second.link.provider_link_id, 'paid')).toBe('credited');
    expect((await linkRow(h, second.orderId)).status).toBe('paid');
    expect(h.fake.credits.map((credit) => credit.orderId)).toEqual([first.orderId, second.orderId]);
  });
});
