import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_BASE_PATH } from '@saral/contract/constants';
import { ErrorCode } from '@saral/contract/error-codes';
import { quoteLoan } from '@saral/contract/loan-math';
import { formatRupees } from '@saral/contract/money';
import { OrderState } from '@saral/contract/order-states';
import type { Database, Queryable } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed/seed';
import { applyExtensionFee } from '../src/domains/extensions/extension-fee-payment';
import {
  extensionAvailability,
  extensionMessage,
  priceExtension,
} from '../src/domains/extensions/extension-rules';
import { createExtensionService } from '../src/domains/extensions/extension-service';
import { extensionRoutes } from '../src/domains/extensions/extension-routes';
import { orderBalances, outstanding, trialBalance } from '../src/domains/ledger/ledger';
import { recordRepayment } from '../src/domains/ledger/ledger-postings';
import { applyRepayment, type Repayment } from '../src/domains/orders/repayment';
import { recordOverpayment } from '../src/domains/ledger/ledger-receipts';
import { createOverdueService } from '../src/domains/overdue/overdue-service';
import { createPaymentService } from '../src/domains/payments/payment-service';
import { createSandboxPaymentProvider } from '../src/domains/payments/sandbox-payment-provider';
import { addDays, formatDay, istDay } from '../src/shared/clock';
import { createSessionService } from '../src/domains/sessions/session-service';
import { envelopePlugin } from '../src/plugins/envelope';
import { sessionAuthPlugin } from '../src/plugins/session-auth';
import { createTestClock, createTestDatabase } from './support/test-app';
import { createBorrower, createOrder, storedOrder } from './support/test-data';

/**
 * Due-date extensions: the price, apply (Extension + a fee link), give up, the fee paid through
 * the payment webhook (due date moved, back to Loaned, books balanced) and the 24-hour lapse.
 */

const quote = quoteLoan({
  amountPaise: 500_000,
  dailyRatePercent: 0.05,
  periodDays: 7,
  processingFeePercent: 8,
});
const DAY_SECONDS = 86_400;
/** ₹5,000 at 0.05% a day: service 5% = 25,000; interest 7 days = 1,750 (paise). */
const SERVICE = 25_000;
const INTEREST = 1_750;

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  await migrate(db);
  await seed(db, { demoData: false });
});
afterAll(async () => {
  await drop();
});

const silentLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

/** A paid-out ₹5,000 Saral Quick loan (Loaned, disbursal postings written) due on `dueDate`. */
async function loanedOrder(dueDate: string) {
  const { userId } = await createBorrower(db);
  return createOrder(db, { userId, state: OrderState.loaned, dueDate });
}

/** The services as services.ts wires them: payments credit extension fees through the ledger. */
function harness() {
  const clock = createTestClock();
  const log = silentLog();
  const provider = createSandboxPaymentProvider({ webhookSecret: 'whsec-extensions-test' });
  const applyPayment = (tx: Queryable, payment: Repayment) =>
    applyRepayment(tx, payment, { at: clock.now(), log });
  const payments = createPaymentService({
    db,
    provider,
    clock,
    log: log as never,
    money: {
      outstandingPaise: (orderId) => outstanding(db, orderId),
      applyPayment,
      async applyExtensionFee(tx, payment) {
        await applyExtensionFee(tx, payment, { at: clock.now(), log, applyPayment });
      },
      applyOverpayment: (tx, payment) => recordOverpayment(tx, payment),
    },
  });
  const extensions = createExtensionService({ db, clock, log, payments });
  const overdue = createOverdueService({ db, clock, log });

  /** Pays the newest link of the order through a signed sandbox webhook. */
  async function payLatestLink(orderId: number, amountPaise?: number) {
    const [link] = await db.query<{ provider_link_id: string; amount_paise: number }>(
      `SELECT provider_link_id, amount_paise FROM payment_links WHERE order_id = $1
       ORDER BY created_at DESC, id LIMIT 1`,
      [orderId],
    );
    if (!link) throw new Error('no link');
    const event = provider.signedEvent({
      providerLinkId: link.provider_link_id,
      amountPaise: amountPaise ?? Number(link.amount_paise),
      status: 'paid',
    });
    return payments.handleWebhook(event.body, event.headers);
  }
  return { clock, log, payments, extensions, overdue, payLatestLink };
}

async function orderRow(orderId: number) {
  const row = await storedOrder(db, orderId);
  return { state: row.state, dueDate: row.due_date };
}

async function extensionRow(extensionId: number) {
  const [row] = await db.query<{ status: string; consented_at: Date | null }>(
    'SELECT status, consented_at FROM order_extensions WHERE id = $1',
    [extensionId],
  );
  return row;
}

async function expectBalancedBooks() {
  const books = await trialBalance(db);
  expect(books.unbalancedPostings).toEqual([]);
  expect(books.balanced).toBe(true);
}

const action = (calc: { extensionId: number; orderRepayId: number }) => ({
  extensionId: calc.extensionId,
  orderId: calc.orderRepayId,
  orderRepayId: calc.orderRepayId,
});

describe('priceExtension', () => {
  it('adds service fee, overdue fee and interest; repayments count first', () => {
    const base = { principalPaise: 500_000, dailyRatePercent: 0.05, overdueFeePaise: 0 };
    expect(priceExtension({ ...base, repaidPaise: 0 })).toEqual({
      servicePaise: SERVICE,
      interestPaise: INTEREST,
      overduePaise: 0,
      grossPaise: SERVICE + INTEREST,
      alreadyPaidPaise: 0,
      feePaise: SERVICE + INTEREST,
    });
    expect(priceExtension({ ...base, overdueFeePaise: 7_500, repaidPaise: 10_000 })).toMatchObject({
      grossPaise: 34_250,
      alreadyPaidPaise: 10_000,
      feePaise: 24_250,
    });
    // Repaid more than the fee: ₹1 is still paid through the link.
    expect(priceExtension({ ...base, repaidPaise: 1_000_000 })).toMatchObject({
      alreadyPaidPaise: SERVICE + INTEREST - 100,
      feePaise: 100,
    });
    // Half-up rounding: 1,001 paise × 5% = 50.05 → 50; × 0.05% × 7 = 3.5035 → 4.
    expect(
      priceExtension({
        principalPaise: 1_001,
        dailyRatePercent: 0.05,
        overdueFeePaise: 0,
        repaidPaise: 0,
      }),
    ).toMatchObject({ servicePaise: 50, interestPaise: 4 });
  });
});

describe('extensions', () => {
  it('prices a loaned order, keeps one open extension, and shows it in rupees', async () => {
    const h = harness();
    const today = istDay(h.clock.now());
    const { orderId, userId } = await loanedOrder(addDays(today, 2));
    const calc = await h.extensions.calc(userId, orderId);
    expect(calc).toMatchObject({
      extensionFee: (SERVICE + INTEREST) / 100,
      extensionFeePaid: 0,
      extensionServiceFee: SERVICE / 100,
      extensionRate: 0.05,
      interest: INTEREST / 100,
      extensionApplyTime: h.clock.now().toISOString(),
      extensionDay: 7,
      extensionTime: addDays(today, 7),
      orderRepayId: orderId,
      payBy: new Date(h.clock.now().getTime() + DAY_SECONDS * 1000).toISOString(),
    });
    h.clock.advanceSeconds(60);
    expect(await h.extensions.calc(userId, orderId)).toEqual(calc);
    // Someone else's order is not found.
    await expect(h.extensions.calc(userId + 999_999, orderId)).rejects.toMatchObject({
      code: ErrorCode.notFound,
    });
    const loaned = { id: orderId, state: OrderState.loaned, dueDate: addDays(today, 2) };
    expect(await extensionAvailability(db, loaned, h.clock.now())).toEqual({
      extensionState: 0,
      availableFrom: null,
    });
  });

  it('counts overdue fees and repayments into the fee', async () => {
    const h = harness();
    const { orderId, userId } = await loanedOrder(addDays(istDay(h.clock.now()), -2));
    await h.overdue.runOverdue();
    expect((await orderRow(orderId)).state).toBe(OrderState.overdued);
    await db.transaction((tx) =>
      recordRepayment(tx, { orderId, amountPaise: 10_000, reference: 'partial-1' }),
    );
    const calc = await h.extensions.calc(userId, orderId);
    // Two overdue days of 2,500 paise.
    expect(calc.extensionFeePaid).toBe(100);
    expect(calc.extensionFee).toBe((SERVICE + INTEREST + 5_000 - 10_000) / 100);
  });

  it('apply → Extension and a fee link; give up → back to Loaned', async () => {
    const h = harness();
    const { orderId, userId } = await loanedOrder(addDays(istDay(h.clock.now()), 3));
    const calc = await h.extensions.calc(userId, orderId);
    const { paymentUrl } = await h.extensions.apply(userId, action(calc));
    expect(paymentUrl).toMatch(/\/sandbox\/checkout\//);
    expect((await orderRow(orderId)).state).toBe(OrderState.extension);
    expect((await extensionRow(calc.extensionId))?.consented_at).not.toBeNull();
    const [link] = await db.query<{ purpose: string; extension_id: number; amount_paise: number }>(
      'SELECT purpose, extension_id, amount_paise FROM payment_links WHERE order_id = $1',
      [orderId],
    );
    expect(link).toMatchObject({ purpose: 'extension' });
    expect(Number(link?.extension_id)).toBe(calc.extensionId);
    expect(Number(link?.amount_paise)).toBe(SERVICE + INTEREST);
    const waiting = { id: orderId, state: OrderState.extension, dueDate: null };
    expect(await extensionAvailability(db, waiting, h.clock.now())).toMatchObject({
      extensionState: 1,
    });
    // Applying again hands out the same link.
    expect(await h.extensions.apply(userId, action(calc))).toEqual({ paymentUrl });
    // While in Extension, the calc returns the open extension.
    expect((await h.extensions.calc(userId, orderId)).extensionId).toBe(calc.extensionId);

    expect(await h.extensions.giveUp(userId, action(calc))).toBeNull();
    expect((await orderRow(orderId)).state).toBe(OrderState.loaned);
    expect((await extensionRow(calc.extensionId))?.status).toBe('given_up');
    await expect(h.extensions.apply(userId, action(calc))).rejects.toMatchObject({
      code: ErrorCode.failed,
    });
    // A new calc is a new extension.
    expect((await h.extensions.calc(userId, orderId)).extensionId).not.toBe(calc.extensionId);
  });

  it('give up past the due date goes back to Overdued', async () => {
    const h = harness();
    const { orderId, userId } = await loanedOrder(addDays(istDay(h.clock.now()), -1));
    const calc = await h.extensions.calc(userId, orderId);
    await h.extensions.apply(userId, action(calc));
    await h.extensions.giveUp(userId, action(calc));
    expect((await orderRow(orderId)).state).toBe(OrderState.overdued);
  });

  it('refuses a mismatched order id', async () => {
    const h = harness();
    const { orderId, userId } = await loanedOrder(addDays(istDay(h.clock.now()), 3));
    const calc = await h.extensions.calc(userId, orderId);
    await expect(
      h.extensions.apply(userId, { ...action(calc), orderRepayId: orderId + 1 }),
    ).rejects.toMatchObject({ code: ErrorCode.failed });
  });

  it('paying the fee moves the due date 7 days after the request and returns to Loaned', async () => {
    const h = harness();
    const requestDay = istDay(h.clock.now());
    const { orderId, userId } = await loanedOrder(addDays(requestDay, -3));
    await h.overdue.runOverdue(); // Overdued, three days charged (7,500 paise).
    const owedBefore = await outstanding(db, orderId);
    expect(owedBefore).toBe(quote.repaymentPaise + 7_500);
    const calc = await h.extensions.calc(userId, orderId);
    expect(calc.extensionFee).toBe((SERVICE + INTEREST + 7_500) / 100);
    await h.extensions.apply(userId, action(calc));
    h.clock.advanceSeconds(3_600);

    expect(await h.payLatestLink(orderId)).toBe('credited');
    expect(await orderRow(orderId)).toEqual({
      state: OrderState.loaned,
      dueDate: addDays(requestDay, 7),
    });
    expect((await extensionRow(calc.extensionId))?.status).toBe('paid');
    // The overdue fee was paid with the extension; principal and interest remain.
    expect(await outstanding(db, orderId)).toBe(quote.repaymentPaise);
    const balances = new Map(
      (await orderBalances(db, orderId)).map((row) => [row.account, row.balance]),
    );
    expect(balances.get('extension_fee_income')).toBe(-(SERVICE + INTEREST));
    await expectBalancedBooks();

    // Not overdue until after the new due date; only one extension per loan.
    h.clock.advanceSeconds(5 * DAY_SECONDS);
    await h.overdue.runOverdue();
    expect((await orderRow(orderId)).state).toBe(OrderState.loaned);
    await expect(h.extensions.calc(userId, orderId)).rejects.toMatchObject({
      code: ErrorCode.failed,
    });
    const extended = { id: orderId, state: OrderState.loaned, dueDate: addDays(requestDay, 7) };
    expect(await extensionAvailability(db, extended, h.clock.now())).toEqual({
      extensionState: 2,
      availableFrom: null,
    });
    // The day after the new due date: Overdued again, one new day charged.
    h.clock.advanceSeconds(3 * DAY_SECONDS);
    await h.overdue.runOverdue();
    expect((await orderRow(orderId)).state).toBe(OrderState.overdued);
    expect(await outstanding(db, orderId)).toBe(quote.repaymentPaise + 2_500);
    await expectBalancedBooks();
  });

  it('counted repayments become extension fee when it is paid', async () => {
    const h = harness();
    const { orderId, userId } = await loanedOrder(addDays(istDay(h.clock.now()), 1));
    await db.transaction((tx) =>
      recordRepayment(tx, { orderId, amountPaise: 10_000, reference: 'partial-2' }),
    );
    const calc = await h.extensions.calc(userId, orderId);
    expect(calc.extensionFeePaid).toBe(100);
    await h.extensions.apply(userId, action(calc));
    expect(await h.payLatestLink(orderId)).toBe('credited');
    expect(await outstanding(db, orderId)).toBe(quote.repaymentPaise);
    const balances = new Map(
      (await orderBalances(db, orderId)).map((row) => [row.account, row.balance]),
    );
    expect(balances.get('extension_fee_income')).toBe(-(SERVICE + INTEREST));
    await expectBalancedBooks();
  });

  it('a fee paid after giving up is credited as a repayment', async () => {
    const h = harness();
    const { orderId, userId } = await loanedOrder(addDays(istDay(h.clock.now()), 1));
    const calc = await h.extensions.calc(userId, orderId);
    await h.extensions.apply(userId, action(calc));
    await h.extensions.giveUp(userId, action(calc));
    expect(await h.payLatestLink(orderId)).toBe('credited');
    expect(await outstanding(db, orderId)).toBe(quote.repaymentPaise - SERVICE - INTEREST);
    expect((await orderRow(orderId)).state).toBe(OrderState.loaned);
    await expectBalancedBooks();
  });

  it('lapses unpaid after 24 hours and the order goes back', async () => {
    const h = harness();
    const { orderId, userId } = await loanedOrder(addDays(istDay(h.clock.now()), 0));
    const calc = await h.extensions.calc(userId, orderId);
    await h.extensions.apply(userId, action(calc));
    h.clock.advanceSeconds(DAY_SECONDS - 1);
    await h.overdue.runOverdue();
    expect((await orderRow(orderId)).state).toBe(OrderState.extension);
    h.clock.advanceSeconds(1);
    const run = await h.overdue.runOverdue();
    expect(run.lapsed).toBeGreaterThanOrEqual(1);
    expect((await extensionRow(calc.extensionId))?.status).toBe('lapsed');
    // Due yesterday (in India): back to Overdued, and the overdue day charged.
    expect((await orderRow(orderId)).state).toBe(OrderState.overdued);
    await expect(h.extensions.apply(userId, action(calc))).rejects.toMatchObject({
      code: ErrorCode.failed,
    });
    await expectBalancedBooks();
  });
});

describe('extensionMsg: where the latest extension stands, in words', () => {
  it('says nothing for a quote, the fee and its deadline while it waits, then the new due date', async () => {
    const h = harness();
    const requestDay = istDay(h.clock.now());
    const { orderId, userId } = await loanedOrder(addDays(requestDay, 3));
    const message = async (state: number) => extensionMessage(db, { id: orderId, state });
    expect(await message(OrderState.loaned)).toBe('');
    const calc = await h.extensions.calc(userId, orderId);
    // A price quote is not an extension under way.
    expect(await message(OrderState.loaned)).toBe('');
    await h.extensions.apply(userId, action(calc));
    const newDue = formatDay(addDays(requestDay, 7));
    const fee = formatRupees(calc.extensionFee);
    expect(await message(OrderState.extension)).toMatch(
      new RegExp(
        `^Extension fee of ${fee.replace('.', '\\.')} due by .+\\. Paying it moves your due date to ${newDue}\\.$`,
      ),
    );
    expect(await h.payLatestLink(orderId)).toBe('credited');
    expect(await message(OrderState.loaned)).toMatch(
      new RegExp(`^Extension fee paid on .+: your due date moved to ${newDue}\\.$`),
    );
  });

  it('says a lapsed request did not move the due date; a given-up one says nothing', async () => {
    const h = harness();
    const { orderId, userId } = await loanedOrder(addDays(istDay(h.clock.now()), 3));
    const calc = await h.extensions.calc(userId, orderId);
    await h.extensions.apply(userId, action(calc));
    h.clock.advanceSeconds(DAY_SECONDS);
    await h.overdue.runOverdue();
    expect(await extensionMessage(db, { id: orderId, state: OrderState.loaned })).toMatch(
      /^Your extension request lapsed: the fee was not paid by .+, so the due date did not change\.$/,
    );

    const other = await loanedOrder(addDays(istDay(h.clock.now()), 3));
    const quote = await h.extensions.calc(other.userId, other.orderId);
    await h.extensions.apply(other.userId, action(quote));
    await h.extensions.giveUp(other.userId, action(quote));
    expect(await extensionMessage(db, { id: other.orderId, state: OrderState.loaned })).toBe('');
  });
});

describe('extension routes', () => {
  it('serves the three calls behind the borrower token', async () => {
    const h = harness();
    const { orderId, userId } = await loanedOrder(addDays(istDay(h.clock.now()), 3));
    const sessions = createSessionService(db, h.clock, 0);
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(envelopePlugin);
    await app.register(sessionAuthPlugin, { sessions });
    await app.register(
      async (api) => api.register(extensionRoutes, { services: { extensions: h.extensions } }),
      { prefix: API_BASE_PATH },
    );
    await app.ready();
    try {
      const unauthenticated = await app.inject({
        method: 'GET',
        url: `${API_BASE_PATH}/order-repay-extension/v1/extension-calc/${orderId}`,
      });
      expect(unauthenticated.json()).toMatchObject({ code: ErrorCode.sessionInvalid });

      const token = await db.transaction((tx) => sessions.open(tx, userId));
      const headers = { token };
      const calc = await app.inject({
        method: 'GET',
        url: `${API_BASE_PATH}/order-repay-extension/v1/extension-calc/${orderId}`,
        headers,
      });
      expect(calc.json()).toMatchObject({ code: 0, data: { orderRepayId: orderId } });
      const body = action(calc.json().data);
      const applied = await app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}/order-repay-extension/v1/apply-extension`,
        headers,
        payload: body,
      });
      expect(applied.json()).toMatchObject({ code: 0, data: { paymentUrl: expect.any(String) } });
      const givenUp = await app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}/order-repay-extension/v1/giveup-extension`,
        headers,
        payload: body,
      });
      expect(givenUp.json()).toEqual({ code: 0, msg: 'success', data: null });
    } finally {
      await app.close();
    }
  });
});
