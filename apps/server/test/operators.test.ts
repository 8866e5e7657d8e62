import { createHash, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OPERATOR_API_BASE } from '@saral/contract/calls';
import { OPERATOR_TOKEN_HEADER } from '@saral/contract/api/operator';
import { quoteLoan } from '@saral/contract/loan-math';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed/seed';
import { DEV_OPERATORS, seedDecisionRules, seedOperators } from '../src/db/seed/seed-operators';
import { createOperatorAuth } from '../src/domains/operators/operator-auth';
import {
  createOperator,
  hashPassword,
  verifyPassword,
} from '../src/domains/operators/operator-passwords';
import { operatorAccessPlugin } from '../src/domains/operators/operator-access';
import { applicationRoutes } from '../src/domains/review/application-routes';
import { operatorRoutes } from '../src/domains/operators/operator-routes';
import { createTwoStep } from '../src/domains/operators/two-step';
import { createFieldCipher } from '../src/shared/field-cipher';
import { DEFAULT_DECISION_RULES } from '../src/domains/review/decision-rules';
import { createReviewService } from '../src/domains/review/review-service';
import { envelopePlugin } from '../src/plugins/envelope';
import { createTestClock, createTestDatabase } from './support/test-app';
import { createBorrower, createOrder, storedOrder } from './support/test-data';

/**
 * The operator API under /ops/v1 on a small app of its own (the envelope plugin, the zod
 * compilers with response validation, and the operator routes): sign-in, roles, the review
 * queue, decisions by hand and the products' decision rules.
 */

let db: Database;
let drop: () => Promise<void>;
let app: FastifyInstance;
const clock = createTestClock();
const testCipher = () => createFieldCipher(randomBytes(32).toString('base64'));
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const products: Record<string, number> = {};
const product = (code: string): number => {
  const id = products[code];
  if (id === undefined) throw new Error(`no product ${code}`);
  return id;
};
const VIEWER = { username: 'viewer.one', password: 'viewer-password-1' };

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  await migrate(db);
  await seed(db, { demoData: true });
  await seedDecisionRules(db, { demo: true });
  await seedOperators(db, { demo: true });
  await createOperator(db, { ...VIEWER, role: 'viewer' });
  for (const row of await db.query<{ id: number; code: string }>('SELECT id, code FROM products')) {
    products[row.code] = Number(row.id);
  }
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(envelopePlugin);
  const twoStep = createTwoStep({ db, clock, cipher: testCipher(), requiredRoles: [] });
  const auth = createOperatorAuth({ db, clock, log, twoStep });
  await app.register(operatorAccessPlugin, { auth });
  await app.register(operatorRoutes, {
    operators: auth,
    twoStep,
    prefix: OPERATOR_API_BASE,
  });
  await app.register(applicationRoutes, {
    review: createReviewService({ db, clock, log }),
    prefix: OPERATOR_API_BASE,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
});

const devAccount = (username: string) => {
  const account = DEV_OPERATORS.find((item) => item.username === username);
  if (!account) throw new Error(`no dev operator ${username}`);
  return account;
};

async function call(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { token?: string; payload?: object; ip?: string } = {},
) {
  const response = await app.inject({
    method,
    url: `${OPERATOR_API_BASE}${path}`,
    headers: options.token ? { [OPERATOR_TOKEN_HEADER]: options.token } : {},
    remoteAddress: options.ip ?? '10.9.0.1',
    ...(options.payload ? { payload: options.payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

async function login(username: string, password: string, ip?: string) {
  return call('POST', '/login', { payload: { username, password }, ...(ip ? { ip } : {}) });
}

async function tokenOf(role: 'viewer' | 'reviewer' | 'admin'): Promise<string> {
  const account = role === 'viewer' ? VIEWER : devAccount(role);
  const response = await login(account.username, account.password);
  if (response.body.code !== 0) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
  return response.body.data.token as string;
}

let phoneCounter = 0;
/** A borrower with an application under review on a product, priced as apply prices it. */
async function pendingApplication(productCode = 'saral-quick', rupees = 5_000) {
  const phone = `9188000${String(10_000 + phoneCounter++).slice(-5)}`;
  const { userId } = await createBorrower(db, phone);
  const { orderId, price } = await createOrder(db, {
    userId,
    productId: product(productCode),
    amountRupees: rupees,
    at: clock.now(),
  });
  if (!price) throw new Error('application not priced');
  const terms = {
    amountPaise: price.quote.principalPaise,
    dailyRatePercent: price.dailyRatePercent,
    periodDays: price.periodDays,
    processingFeePercent: price.processingFeePercent,
  };
  return { orderId, phone, terms };
}

describe('operator sign-in', () => {
  it('the seeded reviewer signs in: a 12-hour token, stored only as its SHA-256', async () => {
    const response = await login('reviewer', 'saral-reviewer-dev');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ code: 0, data: { role: 'reviewer' } });
    const { token, expiresAt } = response.body.data as { token: string; expiresAt: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(expiresAt).getTime() - clock.now().getTime()).toBe(12 * 3600 * 1000);
    const stored = await db.query<{ token_hash: string }>(
      'SELECT token_hash FROM operator_sessions',
    );
    const hash = createHash('sha256').update(token).digest('hex');
    expect(stored.map((row) => row.token_hash)).toContain(hash);
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });

  it('usernames are case-insensitive; passwords are not', async () => {
    expect((await login('Admin', 'saral-admin-dev')).body.code).toBe(0);
    expect((await login('admin', 'SARAL-ADMIN-DEV')).body.code).toBe(-1);
  });

  it.each([
    ['a wrong password', 'admin', 'wrong-password'],
    ['an unknown username', 'nobody', 'saral-admin-dev'],
  ])('%s gets code -1 with the same message', async (_label, username, password) => {
    const response = await login(username, password, '10.9.1.1');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: -1, msg: 'Wrong username or password', data: null });
  });

  it('a deactivated operator cannot sign in, and its sessions stop working', async () => {
    await createOperator(db, { username: 'leaver', password: 'leaver-password-1', role: 'admin' });
    const token = (await login('leaver', 'leaver-password-1')).body.data.token as string;
    await db.query("UPDATE operators SET active = false WHERE username = 'leaver'");
    expect((await call('GET', '/applications', { token })).status).toBe(401);
    expect((await login('leaver', 'leaver-password-1')).body.code).toBe(-1);
  });

  it('slows down guessing: after 10 failures for a username from one address, it waits', async () => {
    await createOperator(db, {
      username: 'guessed',
      password: 'guessed-password-1',
      role: 'viewer',
    });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login('guessed', `guess-${attempt}`, '10.9.2.1')).body.code).toBe(-1);
    }
    const blocked = await login('guessed', 'guessed-password-1', '10.9.2.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: -2, msg: expect.stringMatching(/try again in/) });
    // The owner, elsewhere, is not locked out by someone else's guesses.
    expect((await login('guessed', 'guessed-password-1', '10.9.3.1')).body.code).toBe(0);
  });

  it('password hashes are salted scrypt and verify only the right password', async () => {
    const first = await hashPassword('same password here');
    const second = await hashPassword('same password here');
    expect(first).not.toBe(second);
    expect(await verifyPassword('same password here', first)).toBe(true);
    expect(await verifyPassword('same password herE', first)).toBe(false);
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
  });

  it('createOperator refuses weak input and an existing name unless told to reset', async () => {
    await expect(
      createOperator(db, { username: 'ab', password: 'long-enough-pass', role: 'viewer' }),
    ).rejects.toThrow(/username/);
    await expect(
      createOperator(db, { username: 'short.pass', password: 'short', role: 'viewer' }),
    ).rejects.toThrow(/12 characters/);
    expect(
      await createOperator(db, { ...VIEWER, password: 'another-password', role: 'admin' }),
    ).toBe('exists');
    expect((await login(VIEWER.username, VIEWER.password)).body.data.role).toBe('viewer');
  });
});

describe('sessions and roles', () => {
  it('no token, an unknown one or a borrower-style header: HTTP 401 with code -4', async () => {
    const missing = await call('GET', '/applications');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({
      code: -4,
      msg: 'Operator session expired. Please sign in again.',
      data: null,
    });
    expect((await call('GET', '/applications', { token: 'not-a-token' })).status).toBe(401);
    const token = await tokenOf('admin');
    const asBorrowerHeader = await app.inject({
      method: 'GET',
      url: `${OPERATOR_API_BASE}/applications`,
      headers: { token },
    });
    expect(asBorrowerHeader.statusCode).toBe(401);
  });

  it('a session ends after 12 hours, and at logout', async () => {
    const expiring = createTestClock(clock.now());
    const twoStep = createTwoStep({
      db,
      clock: expiring,
      cipher: testCipher(),
      requiredRoles: [],
    });
    const auth = createOperatorAuth({ db, clock: expiring, log, twoStep });
    const session = await auth.login('reviewer', 'saral-reviewer-dev', '10.9.4.1');
    expiring.advanceSeconds(12 * 3600 - 1);
    expect(await auth.resolve(session.token)).toMatchObject({ username: 'reviewer' });
    expiring.advanceSeconds(1);
    expect(await auth.resolve(session.token)).toBeNull();

    const token = await tokenOf('viewer');
    expect((await call('POST', '/logout', { token })).body.code).toBe(0);
    expect((await call('GET', '/applications', { token })).status).toBe(401);
  });

  it('a viewer reads but may not decide or change rules: HTTP 403', async () => {
    const token = await tokenOf('viewer');
    const { orderId } = await pendingApplication();
    expect((await call('GET', '/applications', { token })).body.code).toBe(0);
    const productId = product('saral-quick');
    expect((await call('GET', `/products/${productId}/decision-rules`, { token })).body.code).toBe(
      0,
    );
    const approve = await call('POST', `/applications/${orderId}/approve`, {
      token,
      payload: { reason: 'Looks fine' },
    });
    expect(approve.status).toBe(403);
    expect(approve.body).toEqual({ code: -1, msg: 'Not allowed for your role', data: null });
    const deny = await call('POST', `/applications/${orderId}/deny`, {
      token,
      payload: { reason: 'No' },
    });
    expect(deny.status).toBe(403);
  });
});

describe('applications', () => {
  it('lists applications with masked phones, checks and decision history', async () => {
    const token = await tokenOf('viewer');
    const { orderId, phone } = await pendingApplication('saral-flex', 3_000);
    const list = await call('GET', '/applications?state=1&limit=200', { token });
    expect(list.body.code).toBe(0);
    const item = (list.body.data as { orderId: number }[]).find((row) => row.orderId === orderId);
    expect(item).toMatchObject({
      orderState: 1,
      productName: 'Saral Flex',
      loanAmount: 3_000,
      phone: `91XXXXXX${phone.slice(-4)}`,
      checks: [],
      decisions: [],
    });
    expect(JSON.stringify(list.body)).not.toContain(phone);
    const all = list.body.data as { orderState: number }[];
    expect(all.every((row) => row.orderState === 1)).toBe(true);

    const bad = await call('GET', '/applications?limit=0', { token });
    expect(bad.status).toBe(400);
  });

  it('approve as applied: state 2, recorded with who, when and why, with fresh checks', async () => {
    const token = await tokenOf('reviewer');
    const { orderId } = await pendingApplication('saral-quick', 4_000);
    const response = await call('POST', `/applications/${orderId}/approve`, {
      token,
      payload: { reason: 'Known customer' },
    });
    expect(response.body).toMatchObject({
      code: 0,
      msg: 'Approved',
      data: {
        orderId,
        orderState: 2,
        loanAmount: 4_000,
        decisions: [
          {
            decision: 'approve',
            by: 'reviewer',
            at: clock.now().toISOString(),
            reason: 'Known customer',
            amount: 4_000,
          },
        ],
      },
    });
    expect(response.body.data.checks).toHaveLength(7);
    const row = await storedOrder(db, orderId);
    expect({ state: row.state, decided_at: row.decided_at }).toEqual({
      state: 2,
      decided_at: clock.now(),
    });
  });

  it('approve with a lower amount re-prices the order with its own rates, to the paisa', async () => {
    const token = await tokenOf('reviewer');
    const { orderId, terms } = await pendingApplication('saral-quick', 5_000);
    const response = await call('POST', `/applications/${orderId}/approve`, {
      token,
      payload: { amount: 2_500.5, reason: 'Lower income than stated' },
    });
    expect(response.body.code).toBe(0);
    expect(response.body.data).toMatchObject({
      loanAmount: 2_500.5,
      decisions: [{ amount: 2_500.5 }],
    });
    const expected = quoteLoan({ ...terms, amountPaise: 250_050 });
    expect(await storedOrder(db, orderId)).toMatchObject({
      loan_amount_paise: expected.principalPaise,
      interest_paise: expected.interestPaise,
      processing_fee_paise: expected.processingFeePaise,
      gst_paise: expected.gstPaise,
      received_paise: expected.receivedPaise,
      repayment_paise: expected.repaymentPaise,
    });
    // 2500.50 at 0.05 %/day for 7 days and an 8 % fee with 18 % GST on it.
    expect(expected).toMatchObject({
      interestPaise: 875,
      processingFeePaise: 20_004,
      gstPaise: 3_601,
      receivedPaise: 226_445,
      repaymentPaise: 250_925,
    });
    const [decision] = await db.query<{ approved_amount_paise: number }>(
      'SELECT approved_amount_paise FROM order_decisions WHERE order_id = $1',
      [orderId],
    );
    expect(Number(decision?.approved_amount_paise)).toBe(250_050);
  });

  it.each([
    ['more than applied', 5_001, /cannot be more than the ₹5,000 applied for/],
    ['fractions of a paisa', 100.005, /at most 2 decimals/],
    ['zero', 0, /amount/],
    ['negative', -10, /amount/],
  ])('approve refuses an amount %s', async (_label, amount, message) => {
    const token = await tokenOf('reviewer');
    const { orderId } = await pendingApplication('saral-quick', 5_000);
    const response = await call('POST', `/applications/${orderId}/approve`, {
      token,
      payload: { amount, reason: 'Trying an amount' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: -1, msg: expect.stringMatching(message) });
    expect((await storedOrder(db, orderId)).state).toBe(1);
  });

  it('deny records the reason; a second decision is refused', async () => {
    const token = await tokenOf('reviewer');
    const { orderId } = await pendingApplication('saral-flex', 2_000);
    const denied = await call('POST', `/applications/${orderId}/deny`, {
      token,
      payload: {
        category: 'Identity documents could not be verified',
        reason: 'Documents look altered',
      },
    });
    expect(denied.body).toMatchObject({
      code: 0,
      data: {
        orderState: 3,
        decisions: [
          {
            decision: 'deny',
            reason: 'Documents look altered',
            category: 'Identity documents could not be verified',
          },
        ],
      },
    });
    const row = await storedOrder(db, orderId);
    expect({ updated_at: row.updated_at, decided_at: row.decided_at }).toEqual({
      updated_at: clock.now(),
      decided_at: clock.now(),
    });

    for (const path of ['approve', 'deny']) {
      const again = await call('POST', `/applications/${orderId}/${path}`, {
        token,
        payload: { category: 'Credit policy: not eligible now', reason: 'Changed my mind' },
      });
      expect(again.body).toEqual({
        code: -1,
        msg: 'This application was already decided',
        data: null,
      });
    }
    const decisions = await db.query('SELECT 1 FROM order_decisions WHERE order_id = $1', [
      orderId,
    ]);
    expect(decisions).toHaveLength(1);
  });

  it('two reviewers deciding at once: one wins, the other is told it was decided', async () => {
    const token = await tokenOf('reviewer');
    const { orderId } = await pendingApplication('saral-flex', 2_000);
    const [first, second] = await Promise.all([
      call('POST', `/applications/${orderId}/approve`, { token, payload: { reason: 'Fine' } }),
      call('POST', `/applications/${orderId}/deny`, {
        token,
        payload: { category: 'Credit policy: not eligible now', reason: 'Not fine' },
      }),
    ]);
    expect([first.body.code, second.body.code].sort()).toEqual([-1, 0]);
    const decisions = await db.query('SELECT 1 FROM order_decisions WHERE order_id = $1', [
      orderId,
    ]);
    expect(decisions).toHaveLength(1);
  });

  it('decisions need a reason and a known application', async () => {
    const token = await tokenOf('reviewer');
    const { orderId } = await pendingApplication();
    const noReason = await call('POST', `/applications/${orderId}/deny`, { token, payload: {} });
    expect(noReason).toMatchObject({ status: 400, body: { code: -1 } });
    const madeUp = await call('POST', `/applications/${orderId}/deny`, {
      token,
      payload: { category: 'You look untrustworthy' },
    });
    expect(madeUp).toMatchObject({ status: 400, body: { code: -1 } });
    const unknown = await call('POST', '/applications/999999/deny', {
      token,
      payload: { category: 'Credit policy: not eligible now', reason: 'Whatever it is' },
    });
    expect(unknown).toMatchObject({ status: 404, body: { code: -5 } });
  });
});

describe('decision rules', () => {
  it('GET gives the seeded rules, or the defaults for a product without a row', async () => {
    const token = await tokenOf('viewer');
    const flex = await call('GET', `/products/${product('saral-flex')}/decision-rules`, { token });
    expect(flex.body.data).toEqual({ ...DEFAULT_DECISION_RULES, mode: 'manual' });
    await db.query('DELETE FROM product_decision_rules WHERE product_id = $1', [
      product('bazaar-credit'),
    ]);
    const bazaar = await call('GET', `/products/${product('bazaar-credit')}/decision-rules`, {
      token,
    });
    expect(bazaar.body).toEqual({ code: 0, msg: 'success', data: DEFAULT_DECISION_RULES });
    const unknown = await call('GET', '/products/999999/decision-rules', { token });
    expect(unknown).toMatchObject({ status: 404, body: { code: -5 } });
  });
});
