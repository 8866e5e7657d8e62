import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@saral/contract/error-codes';
import { OrderState } from '@saral/contract/order-states';
import { createOrderRepository } from '../src/domains/orders/order-repository';
import { createTestApp, type TestApp } from './support/test-app';
import { callApi, newBorrower, productIdOf, type Borrower } from './support/paid-out-loan';

/**
 * RBI: no automatic increase of a credit limit. Repayments unlock higher tiers (loans 3–4 up to
 * ₹10,000, 5 on up to ₹40,000), but offers stay at the tier the borrower has until they accept
 * the higher one; the acceptance is recorded once.
 */

let t: TestApp;
afterEach(async () => {
  await t.close();
});

/** `count` loans of the borrower repaid in full (Settled). */
async function settledLoans(borrower: Borrower, count: number) {
  const productId = await productIdOf(t, 'saral-flex');
  for (let index = 0; index < count; index += 1) {
    await createOrderRepository(t.db).insert({
      userId: borrower.userId,
      productId,
      state: OrderState.settled,
      amountPaise: 100_000,
      price: null,
      at: t.clock.now(),
    });
  }
}

const offerFor = async (borrower: Borrower) =>
  (
    await callApi(
      t,
      borrower.token,
      'GET',
      `/api1/order/v1/loan-offer?productId=${await productIdOf(t, 'saral-flex')}`,
    )
  ).body.data;
const creditLimit = async (borrower: Borrower) =>
  (await callApi(t, borrower.token, 'GET', '/api1/order/v1/credit-limit')).body.data;
const accept = (borrower: Borrower, tier: number) =>
  callApi(t, borrower.token, 'POST', '/api1/order/v1/credit-limit/accept', { tier });
const acceptances = (borrower: Borrower) =>
  t.db.query<{ tier: number; max_paise: number | string }>(
    'SELECT tier, max_paise FROM credit_limit_acceptances WHERE user_id = $1 ORDER BY tier',
    [borrower.userId],
  );

describe('credit limit increases only with consent', () => {
  it('keeps offers at the first tier after two repaid loans until the borrower accepts ₹10,000', async () => {
    t = await createTestApp();
    const borrower = await newBorrower(t);
    expect(await creditLimit(borrower)).toMatchObject({ loanNumber: 1, offer: null });
    await settledLoans(borrower, 2);

    expect(await creditLimit(borrower)).toEqual({
      loanNumber: 3,
      limit: { tier: 1, minRupees: 1_000, maxRupees: 5_000 },
      offer: { tier: 2, minRupees: 3_000, maxRupees: 10_000 },
    });
    expect(await offerFor(borrower)).toMatchObject({
      loanNumber: 3,
      amountList: [1_000, 2_000, 3_000, 5_000],
      tier: { maxRupees: 5_000 },
    });
    const flex = await productIdOf(t, 'saral-flex');
    const priced = await callApi(
      t,
      borrower.token,
      'GET',
      `/api1/order/v1/calculate?amount=8000&period=7&productId=${flex}`,
    );
    expect(priced.body).toMatchObject({
      code: ErrorCode.failed,
      msg: 'Please choose one of the amounts offered',
    });

    const accepted = await accept(borrower, 2);
    expect(accepted.body).toEqual({
      code: 0,
      msg: 'success',
      data: { tier: 2, maxRupees: 10_000, acceptedAt: t.clock.now().toISOString() },
    });
    expect(await creditLimit(borrower)).toMatchObject({ limit: { tier: 2 }, offer: null });
    expect((await offerFor(borrower)).amountList).toEqual([
      1_000, 2_000, 3_000, 5_000, 8_000, 10_000,
    ]);
    expect(await acceptances(borrower)).toEqual([{ tier: 2, max_paise: expect.anything() }]);
    expect(Number((await acceptances(borrower))[0]?.max_paise)).toBe(1_000_000);
  });

  it('records the consent once: a repeat, even simultaneous, answers the first acceptance', async () => {
    t = await createTestApp();
    const borrower = await newBorrower(t);
    await settledLoans(borrower, 2);
    const first = await accept(borrower, 2);
    t.clock.advanceSeconds(3_600);
    const repeats = await Promise.all([1, 2, 3, 4].map(() => accept(borrower, 2)));
    for (const repeat of repeats) expect(repeat.body).toEqual(first.body);
    expect(await acceptances(borrower)).toHaveLength(1);

    const other = await newBorrower(t);
    await settledLoans(other, 2);
    const racing = await Promise.all([1, 2, 3, 4].map(() => accept(other, 2)));
    expect(new Set(racing.map((answer) => answer.body.data.acceptedAt)).size).toBe(1);
    expect(await acceptances(other)).toHaveLength(1);
  });

  it('offers the highest unlocked tier at once, and refuses a tier not unlocked or already held', async () => {
    t = await createTestApp();
    const borrower = await newBorrower(t);
    await settledLoans(borrower, 4);
    expect(await creditLimit(borrower)).toMatchObject({
      loanNumber: 5,
      limit: { tier: 1, maxRupees: 5_000 },
      offer: { tier: 3, maxRupees: 40_000 },
    });
    expect((await accept(borrower, 1)).body).toMatchObject({
      code: ErrorCode.failed,
      msg: 'Your credit limit is already ₹5,000',
    });
    expect((await accept(borrower, 4)).body).toMatchObject({
      code: ErrorCode.failed,
      msg: 'This credit limit is not open to you yet',
    });
    expect(await acceptances(borrower)).toEqual([]);

    expect((await accept(borrower, 3)).body.code).toBe(0);
    expect(await creditLimit(borrower)).toMatchObject({ limit: { tier: 3 }, offer: null });
    expect(Math.max(...(await offerFor(borrower)).amountList)).toBeGreaterThan(10_000);

    const newcomer = await newBorrower(t);
    expect((await accept(newcomer, 2)).body).toMatchObject({
      code: ErrorCode.failed,
      msg: 'This credit limit is not open to you yet',
    });
    expect(await acceptances(newcomer)).toEqual([]);
  });
});
