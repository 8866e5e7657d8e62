import type { FastifyInstance } from 'fastify';
import { Calls } from '@saral/contract/calls';
import { vi } from 'vitest';
import { rupeesToPaise } from '@saral/contract/money';
import { OrderState } from '@saral/contract/order-states';
import { openPostgres, type Database } from '../../src/db/database';
import { buildApp } from '../../src/app';
import { createBankService } from '../../src/domains/bank/bank-service';
import { priceOnProduct } from '../../src/domains/orders/loan-quote';
import { createOrderRepository } from '../../src/domains/orders/order-repository';
import { createPayoutService } from '../../src/domains/payouts/payout-service';
import { createSandboxPayoutProvider } from '../../src/domains/payouts/sandbox-payout-provider';
import { signIn, type TestApp } from './test-app';
import { postgresLocation } from './postgres-location';

/**
 * Borrowers and their loans for the money tests: signed in through the API, onboarding written
 * to its tables, a bank account through the bank service, orders through the orders module.
 */

export type Borrower = { phone: string; token: string; userId: number; cardId: number };

/** A reply's envelope; `data` is untyped because each test asserts the fields it reads. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Reply = { status: number; body: { code: number; msg: string; data: any } };

/** A borrower's call through app.inject (`/api1` is added). */
export async function call(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const response = await app.inject({
    method,
    url: `/api1${url}`,
    headers: { token, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() };
}

let applyKeys = 0;

/**
 * POST /order/v1/apply as the web app sends it (₹2,000, 7 days, a fresh idempotency key), with
 * `extra` body fields (e.g. purpose) and headers (e.g. deviceId).
 */
export function applyThroughApi(
  t: TestApp,
  who: Borrower,
  productId: number,
  options: { extra?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Promise<Reply> {
  return call(
    t.app,
    who.token,
    'POST',
    Calls.apply.path,
    {
      cardId: who.cardId,
      borrowAmount: 2_000,
      periods: 7,
      productId,
      checkEmail: 0,
      autoGetMoney: 1,
      autoMoney: 0,
      ...options.extra,
    },
    { 'idempotency-key': `journey-apply-${++applyKeys}`, ...options.headers },
  );
}

export async function productIdOf(db: Database, code: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM products WHERE code = $1', [code]);
  if (!row) throw new Error(`no product ${code}`);
  return Number(row.id);
}

let borrowers = 0;

/** A signed-in borrower with a bank account; `onboarded` also completes every onboarding step. */
export async function newBorrower(
  t: TestApp,
  options: { onboarded?: boolean } = {},
): Promise<Borrower> {
  borrowers += 1;
  const phone = `9170${String(borrowers).padStart(8, '0')}`;
  // Another address each time: the login code's per-address limit is not what is tested.
  const token = await signIn(
    t.app,
    phone,
    `10.9.${Math.floor(borrowers / 250)}.${borrowers % 250}`,
  );
  const [user] = await t.db.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [phone]);
  const userId = Number(user?.id);
  if (options.onboarded ?? true) await completeOnboarding(t, userId);
  const accountNo = `3001${String(borrowers).padStart(8, '0')}`;
  const card = await createBankService({ db: t.db, pepper: t.config.secretPepper }).bindCard(
    userId,
    { bankCode: 'SBIN0000300', cardNo: accountNo, confirmCardNo: accountNo },
  );
  return { phone, token, userId, cardId: card.id };
}

async function completeOnboarding(t: TestApp, userId: number): Promise<void> {
  const now = t.clock.now();
  const pan = `ABCP${String.fromCharCode(65 + (userId % 26))}${String(userId % 10_000).padStart(4, '0')}Z`;
  await t.db.query(
    `INSERT INTO user_identity (user_id, real_name, pan_no, kyc_method, kyc_completed_at,
       face_completed_at)
     VALUES ($1, 'Test Borrower', $2, 'upload', $3, $3)`,
    [userId, pan, now],
  );
  for (const form of ['baseInfo', 'workInfo']) {
    await t.db.query(
      `INSERT INTO form_answers (user_id, form, answers, completed_at)
       VALUES ($1, $2, $3::jsonb, $4)`,
      [userId, form, JSON.stringify({ dateOfBirth: '01-01-1990', monthlyIncome: '30000' }), now],
    );
  }
  await t.db.query(
    `INSERT INTO user_contacts (user_id, one_name, one_mobile, one_relation, two_name,
       two_mobile, two_relation, third_name, third_mobile, third_relation)
     VALUES ($1, 'a', '9000000001', 'Father', 'b', '9000000002', 'brother', 'c', '9000000003',
       'Friends')`,
    [userId],
  );
}

/**
 * An order of `who` as the review leaves it (Pass by default), priced with the product's rates
 * exactly as apply prices it, paying out to the borrower's account.
 */
export async function pricedOrder(
  t: TestApp,
  who: Borrower,
  options: { productCode?: string; rupees?: number; state?: number; autoMoney?: 0 | 1 } = {},
): Promise<number> {
  const code = options.productCode ?? 'saral-quick';
  const [product] = await t.db.query<{
    id: number;
    daily_interest_percent: number;
    processing_fee_percent: number;
  }>('SELECT id, daily_interest_percent, processing_fee_percent FROM products WHERE code = $1', [
    code,
  ]);
  if (!product) throw new Error(`no product ${code}`);
  const price = priceOnProduct(
    {
      daily_interest_percent: Number(product.daily_interest_percent),
      processing_fee_percent: Number(product.processing_fee_percent),
    },
    rupeesToPaise(options.rupees ?? 2_000),
  );
  const state = options.state ?? OrderState.pass;
  const id = await createOrderRepository(t.db).insert({
    userId: who.userId,
    productId: Number(product.id),
    state,
    amountPaise: price.quote.principalPaise,
    price,
    bankCardId: who.cardId,
    autoMoney: options.autoMoney ?? 0,
    at: t.clock.now(),
    decidedAt: state === OrderState.auditing ? null : t.clock.now(),
  });
  if (id === null) throw new Error('order not inserted');
  return id;
}

/** Runs the sandbox payouts that are due (the payout worker's job), paying at once. */
export function runPayouts(t: TestApp) {
  return createPayoutService({
    db: t.db,
    clock: t.clock,
    provider: createSandboxPayoutProvider({ clock: t.clock, delayMs: 0 }),
    log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
  }).runDuePayouts();
}

/**
 * A second server process on the same database: on PostgreSQL with a connection pool of its
 * own (as another machine would have), on PGlite (one connection) sharing the first one's.
 */
export async function secondProcess(
  t: TestApp,
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  let db: Database = t.db;
  if (t.db.engine === 'postgres') {
    db = await openPostgres({ ...(await postgresLocation(t.db)), maxConnections: 4 });
  }
  const app = await buildApp({ config: t.config, db, clock: t.clock, logger: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      if (db !== t.db) await db.close();
    },
  };
}
