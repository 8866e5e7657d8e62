import { addDays, istDay } from '../src/shared/clock';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@saral/contract/error-codes';
import { annualPercentageRate, quoteLoan } from '@saral/contract/loan-math';
import { OrderState } from '@saral/contract/order-states';
import { transition } from '../src/domains/orders/order-state-machine';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import {
  addBankCard,
  completeOnboarding,
  createBorrower,
  createOrder,
  createPaidOrder,
  storedOrder,
  storedOrdersOf,
} from './support/test-data';

/**
 * Applying for a loan through app.inject: offer within the credit tier, price, precheck, the
 * idempotent apply, -107, order detail and the Key Fact Statement.
 */

let t: TestApp;
let open: TestApp | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

let phoneCounter = 0;
const nextPhone = () => `9180000${String(10_000 + phoneCounter++).slice(-5)}`;

type Borrower = { token: string; userId: number; cardId: number };

/** A borrower who signed in, finished onboarding and has a bank account. */
async function onboardedBorrower(): Promise<Borrower> {
  const phone = nextPhone();
  const token = await signIn(t.app, phone, `10.1.0.${phoneCounter}`);
  const { userId } = await createBorrower(t.db, phone);
  await completeOnboarding(t.db, userId, { at: t.clock.now() });
  return { token, userId, cardId: await addBankCard(t.db, userId) };
}

async function start() {
  t = await createTestApp();
  open = t;
}

function call(token: string, method: 'GET' | 'POST', url: string, payload?: object, headers = {}) {
  return t.app
    .inject({
      method,
      url: `/api1${url}`,
      headers: { token, ...headers },
      ...(payload ? { payload } : {}),
    })
    .then((response) => ({ status: response.statusCode, body: response.json() }));
}

const productId = async (code: string) =>
  Number(
    (await t.db.query<{ id: number }>('SELECT id FROM products WHERE code = $1', [code]))[0]?.id,
  );

const applyBody = (cardId: number, product: number, amount: number) => ({
  cardId,
  borrowAmount: amount,
  periods: 7,
  productId: product,
  checkEmail: 0,
  autoGetMoney: 1,
  autoMoney: 1,
});

/** Loans paid out and repaid in full: each raises the borrower's loan number. */
async function settleOrders(userId: number, product: number, count: number) {
  for (let index = 0; index < count; index += 1) {
    await createPaidOrder(t.db, { userId, productId: product, amountRupees: 1_000 });
  }
}

describe('offer and price', () => {
  it('offers only amounts within the credit tier, which grows with repaid loans', async () => {
    await start();
    const borrower = await onboardedBorrower();
    const plus = await productId('saral-plus');
    const flex = await productId('saral-flex');
    const first = await call(borrower.token, 'GET', `/order/v1/loan-offer?productId=${flex}`);
    expect(first.body.data).toMatchObject({ loanNumber: 1, amountList: [1000, 2000, 3000, 5000] });
    await settleOrders(borrower.userId, flex, 2);
    // A higher tier counts once the borrower accepts it (credit-limit-consent.test.ts).
    await call(borrower.token, 'POST', '/order/v1/credit-limit/accept', { tier: 2 });
    const third = await call(borrower.token, 'GET', `/order/v1/loan-offer?productId=${flex}`);
    expect(third.body.data).toMatchObject({
      loanNumber: 3,
      amountList: [1000, 2000, 3000, 5000, 8000, 10000],
    });
    await settleOrders(borrower.userId, flex, 2);
    await call(borrower.token, 'POST', '/order/v1/credit-limit/accept', { tier: 3 });
    const fifth = await call(borrower.token, 'GET', `/order/v1/loan-offer?productId=${plus}`);
    expect(fifth.body.data.amountList).toEqual([5000, 10000, 20000, 30000, 40000]);
  });

  it('prices an amount exactly in paise, with GST on the fee and the APR of the cash flows', async () => {
    await start();
    const borrower = await onboardedBorrower();
    const quick = await productId('saral-quick');
    const { body } = await call(
      borrower.token,
      'GET',
      `/order/v1/calculate?amount=5000&period=7&productId=${quick}`,
    );
    // 0.05 %/day × 7 days on ₹5,000 = ₹17.50; 8 % fee = ₹400; GST 18 % = ₹72.
    expect(body.data).toMatchObject({
      interest: 17.5,
      serviceFee: 400,
      gstFee: 72,
      arriveAmount: 4528,
      repaymentAmount: 5017.5,
      interestRate: 0.05,
      // Paid out today, due in 7 days (India's calendar).
      repaymentDate: addDays(istDay(t.clock.now()), 7),
    });
    const quote = quoteLoan({
      amountPaise: 500_000,
      dailyRatePercent: 0.05,
      periodDays: 7,
      processingFeePercent: 8,
    });
    expect(body.data.apr).toBe(annualPercentageRate(quote, 7));
    expect(body.data.apr).toBeGreaterThan(500);
    const notOffered = await call(
      borrower.token,
      'GET',
      `/order/v1/calculate?amount=4500&period=7&productId=${quick}`,
    );
    expect(notOffered.body).toMatchObject({
      code: ErrorCode.failed,
      msg: 'Please choose one of the amounts offered',
    });
  });
});

describe('precheck and apply', () => {
  it('applies once, prices the order in paise and then reports the active order', async () => {
    await start();
    const borrower = await onboardedBorrower();
    const quick = await productId('saral-quick');
    expect(
      (await call(borrower.token, 'GET', `/order/v1/precheck?productId=${quick}`)).body.data,
    ).toEqual({
      orderStatus: 1,
      rejectStatusVO: null,
      activeLoan: null,
    });
    const applied = await call(
      borrower.token,
      'POST',
      '/order/v1/apply',
      applyBody(borrower.cardId, quick, 3000),
      {
        'idempotency-key': 'visit-000001',
      },
    );
    expect(applied.body).toMatchObject({ code: 0, data: { orderId: expect.any(Number) } });
    const order = await storedOrder(t.db, applied.body.data.orderId);
    expect(order.state).toBe(1);
    expect(order.loan_amount_paise).toBe(300_000);
    expect(order.received_paise).toBe(300_000 - 24_000 - 4_320);
    expect(order.repayment_paise).toBe(301_050);
    expect(order.order_no).toMatch(/^SRL\d{8}\d{6}$/);

    const again = await call(
      borrower.token,
      'POST',
      '/order/v1/apply',
      applyBody(borrower.cardId, quick, 3000),
      {
        'idempotency-key': 'visit-000001',
      },
    );
    expect(again.body.data.orderId).toBe(applied.body.data.orderId);
    const other = await call(
      borrower.token,
      'POST',
      '/order/v1/apply',
      applyBody(borrower.cardId, quick, 3000),
      {
        'idempotency-key': 'visit-000002',
      },
    );
    expect(other.body).toMatchObject({
      code: ErrorCode.failed,
      msg: expect.stringContaining('You already have an active loan: Saral Quick, order SRL'),
    });
    expect(
      (await call(borrower.token, 'GET', `/order/v1/precheck?productId=${quick}`)).body.data
        .orderStatus,
    ).toBe(2);
  });

  it('makes one order from concurrent applies, with the same or different keys', async () => {
    await start();
    const borrower = await onboardedBorrower();
    const quick = await productId('saral-quick');
    const sameKey = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(borrower.token, 'POST', '/order/v1/apply', applyBody(borrower.cardId, quick, 2000), {
          'idempotency-key': 'double-tap-1',
        }),
      ),
    );
    const ids = new Set(sameKey.map((reply) => reply.body.data?.orderId));
    expect(ids.size).toBe(1);
    // Another borrower (one loan at a time: the first one's Quick order blocks every product).
    const racer = await onboardedBorrower();
    const flex = await productId('saral-flex');
    const differentKeys = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        call(racer.token, 'POST', '/order/v1/apply', applyBody(racer.cardId, flex, 2000), {
          'idempotency-key': `race-key-${index}`,
        }),
      ),
    );
    expect(differentKeys.filter((reply) => reply.body.code === 0)).toHaveLength(1);
    expect(await storedOrdersOf(t.db, borrower.userId)).toHaveLength(1);
    expect(await storedOrdersOf(t.db, racer.userId)).toHaveLength(1);
  });

  it('refuses a borrower who has not finished onboarding, another user’s card and a tier breach', async () => {
    await start();
    const borrower = await onboardedBorrower();
    const stranger = await onboardedBorrower();
    const quick = await productId('saral-quick');
    const flex = await productId('saral-flex');
    const foreignCard = await call(
      borrower.token,
      'POST',
      '/order/v1/apply',
      applyBody(stranger.cardId, quick, 1000),
    );
    expect(foreignCard.body.msg).toBe('Please Select or Add Bank Account');
    const tooMuch = await call(
      borrower.token,
      'POST',
      '/order/v1/apply',
      applyBody(borrower.cardId, flex, 10000),
    );
    expect(tooMuch.body.msg).toBe('Please choose one of the amounts offered');
    await t.db.query('DELETE FROM user_contacts WHERE user_id = $1', [borrower.userId]);
    const notReady = await call(
      borrower.token,
      'POST',
      '/order/v1/apply',
      applyBody(borrower.cardId, quick, 1000),
    );
    expect(notReady.body.msg).toBe('Please complete your verification before applying');
    const missingCard = await call(borrower.token, 'POST', '/order/v1/apply', {
      ...applyBody(borrower.cardId, quick, 1000),
      cardId: undefined,
    });
    expect(missingCard.body.msg).toBe('Please Select or Add Bank Account');
  });

  it('after a denial answers orderStatus 0 with the days and hours left, for 15 days', async () => {
    await start();
    const borrower = await onboardedBorrower();
    const quick = await productId('saral-quick');
    const deniedAt = new Date(t.clock.now().getTime() - (3 * 24 + 5) * 3600 * 1000);
    await createOrder(t.db, {
      userId: borrower.userId,
      productId: quick,
      state: OrderState.denied,
      amountRupees: 1_000,
      at: deniedAt,
    });
    const denied = await call(borrower.token, 'GET', `/order/v1/precheck?productId=${quick}`);
    expect(denied.body.data).toEqual({
      orderStatus: 0,
      rejectStatusVO: { day: 11, hour: 19 },
      activeLoan: null,
    });
    const refused = await call(
      borrower.token,
      'POST',
      '/order/v1/apply',
      applyBody(borrower.cardId, quick, 1000),
    );
    expect(refused.body.msg).toBe('You can apply again in 11 days 19 hours');
    t.clock.advanceSeconds((11 * 24 + 19) * 3600 + 1);
    expect(
      (await call(borrower.token, 'GET', `/order/v1/precheck?productId=${quick}`)).body.data
        .orderStatus,
    ).toBe(1);
  });

  it('answers -107 with the recorded order when the product continues in the app and the borrower is on the web', async () => {
    await start();
    const borrower = await onboardedBorrower();
    const quick = await productId('saral-quick');
    await t.db.query(
      `INSERT INTO product_decision_rules (product_id, rules, continue_in_app) VALUES ($1, '{}'::jsonb, 1)
       ON CONFLICT (product_id) DO UPDATE SET continue_in_app = 1`,
      [quick],
    );
    const web = await call(
      borrower.token,
      'POST',
      '/order/v1/apply',
      applyBody(borrower.cardId, quick, 1000),
    );
    expect(web.body).toMatchObject({
      code: ErrorCode.continueInApp,
      data: { orderId: expect.any(Number) },
    });
    expect((await storedOrder(t.db, web.body.data.orderId)).state).toBe(OrderState.auditing);

    const other = await onboardedBorrower();
    const native = await call(
      other.token,
      'POST',
      '/order/v1/apply',
      applyBody(other.cardId, quick, 1000),
      {
        deviceId: 'android-device-1',
      },
    );
    expect(native.body.code).toBe(0);
  });
});

describe('order detail and Key Fact Statement', () => {
  it('shows the borrower their order, never another borrower', async () => {
    await start();
    const borrower = await onboardedBorrower();
    const quick = await productId('saral-quick');
    const { body } = await call(
      borrower.token,
      'POST',
      '/order/v1/apply',
      applyBody(borrower.cardId, quick, 5000),
    );
    const orderId = body.data.orderId as number;
    const detail = await call(borrower.token, 'GET', `/order/v1/detail?orderId=${orderId}`);
    expect(detail.body.data).toMatchObject({
      orderId,
      orderState: 1,
      loanAmount: 5000,
      arriveAmount: 4528,
      repaymentAmount: 5017.5,
      serviceFee: 400,
      gstFee: 72,
      interest: 17.5,
      bankNo: expect.stringMatching(/^X+\d{4}$/),
      bankName: 'State Bank of India',
      appliedAmount: 5000,
      repaymentDate: '',
      dueIfPaidOutToday: addDays(istDay(t.clock.now()), 7),
      kfsAcceptedAt: null,
    });
    const stranger = await onboardedBorrower();
    expect(
      (await call(stranger.token, 'GET', `/order/v1/detail?orderId=${orderId}`)).body.code,
    ).toBe(ErrorCode.notFound);
  });

  it('gives the KFS once approved and records its acceptance', async () => {
    await start();
    const borrower = await onboardedBorrower();
    const quick = await productId('saral-quick');
    const { body } = await call(
      borrower.token,
      'POST',
      '/order/v1/apply',
      applyBody(borrower.cardId, quick, 5000),
    );
    const orderId = body.data.orderId as number;
    const early = await call(borrower.token, 'GET', `/order/v1/kfs?orderId=${orderId}`);
    expect(early.body.code).toBe(ErrorCode.failed);
    await t.db.transaction((tx) =>
      transition(tx, {
        orderId,
        from: OrderState.auditing,
        to: OrderState.pass,
        actor: 'reviewer',
        at: t.clock.now(),
      }),
    );
    const kfs = await call(borrower.token, 'GET', `/order/v1/kfs?orderId=${orderId}`);
    expect(kfs.body.data).toMatchObject({
      loanAmount: 5000,
      loanTermDays: 7,
      interestAmount: 17.5,
      netDisbursedAmount: 4528,
      repaymentAmount: 5017.5,
      fees: [expect.objectContaining({ amount: 472, gst: 72 })],
      coolingOffDays: expect.any(Number),
      grievanceOfficer: expect.objectContaining({ email: expect.any(String) }),
      acceptedAt: null,
    });
    expect(kfs.body.data.repaymentSchedule).toHaveLength(1);
    const stranger = await onboardedBorrower();
    expect(
      (await call(stranger.token, 'POST', '/order/v1/kfs/accept', { orderId })).body.code,
    ).toBe(ErrorCode.notFound);
    const accepted = await call(borrower.token, 'POST', '/order/v1/kfs/accept', { orderId });
    expect(accepted.body.data.acceptedAt).toBe(t.clock.now().toISOString());
    const detail = await call(borrower.token, 'GET', `/order/v1/detail?orderId=${orderId}`);
    expect(detail.body.data.kfsAcceptedAt).toBe(accepted.body.data.acceptedAt);
    const { kfs_snapshot: snapshot } = await storedOrder(t.db, orderId);
    expect((snapshot as { apr: number }).apr).toBe(kfs.body.data.apr);
  });
});
