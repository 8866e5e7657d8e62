import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Calls } from '@saral/contract/calls';
import { ErrorCode } from '@saral/contract/error-codes';
import { PageType } from '@saral/contract/onboarding';
import { OrderState } from '@saral/contract/order-states';
import { writeOnboardingSettings } from '../src/domains/onboarding/onboarding-settings';
import { createReviewService } from '../src/domains/review/review-service';
import { RuleName } from '../src/domains/review/rule-checks';
import { approveDecisionRules } from './support/operator-client';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import {
  addBankCard,
  completeOnboarding,
  createBorrower,
  createOrder,
  productIdOf,
  storedOrder,
  type OnboardingStep,
} from './support/test-data';

/**
 * Rules that used to be written several times and drifted apart: each is now asked in one place,
 * so changing its setting changes every answer that depends on it.
 */

const DAY_SECONDS = 24 * 3600;

let t: TestApp;
// Each test gets an app of its own, built in a hook: its first build makes the seeded template.
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

let phoneCounter = 0;

/** A borrower signed in on the web, with the given onboarding steps done and a bank account. */
async function borrower(steps?: readonly OnboardingStep[]) {
  phoneCounter += 1;
  const phone = `9176000${String(10_000 + phoneCounter).slice(-5)}`;
  const token = await signIn(t.app, phone, `10.7.0.${phoneCounter}`);
  const { userId } = await createBorrower(t.db, phone);
  await completeOnboarding(t.db, userId, { steps, at: t.clock.now() });
  return { token, userId, cardId: await addBankCard(t.db, userId) };
}

function call(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app
    .inject({ method, url: `/api1${url}`, headers: { token }, ...(payload ? { payload } : {}) })
    .then((response) => response.json() as { code: number; msg: string; data: never });
}

const applyBody = (cardId: number, productId: number) => ({
  cardId,
  borrowAmount: 1_000,
  periods: 7,
  productId,
  checkEmail: 0,
  autoGetMoney: 1,
  autoMoney: 0,
});

/** Admins change the product's re-apply wait through the operators' API (proposal, approval). */
async function setReapplyWait(productId: number, days: number) {
  const approved = await approveDecisionRules(t.app, productId, {
    mode: 'automatic',
    reapplyWaitDays: days,
  });
  expect(approved.value).toMatchObject({ reapplyWaitDays: days });
}

/** Runs the automatic review once its delay has passed; the order's re-apply wait check. */
async function reviewWaitCheck(orderId: number) {
  const review = createReviewService({
    db: t.db,
    clock: t.clock,
    log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
  });
  await review.runDueReviews(new Date(t.clock.now().getTime() + 60_000));
  const order = await storedOrder(t.db, orderId);
  const checks = order.checks as { rule: string; passed: boolean }[];
  return { state: order.state, check: checks.find((check) => check.rule === RuleName.reapplyWait) };
}

describe('the re-apply wait after a denial', () => {
  it('follows the product’s setting in can-apply, precheck, apply and the review alike', async () => {
    const quick = await productIdOf(t.db, 'saral-quick');
    const deniedAt = new Date(t.clock.now().getTime() - 20 * DAY_SECONDS * 1000);
    const canApply = `${Calls.canApply.path}?productId=${quick}`;
    const precheck = `${Calls.precheck.path}?productId=${quick}`;

    // A wait of 10 days: a denial 20 days ago is over for every one of them.
    await setReapplyWait(quick, 10);
    const past = await borrower();
    await createOrder(t.db, { userId: past.userId, state: OrderState.denied, at: deniedAt });
    expect((await call(past.token, 'GET', canApply)).data).toMatchObject({ canApply: 1 });
    expect((await call(past.token, 'GET', precheck)).data).toMatchObject({ orderStatus: 1 });
    const applied = await call(past.token, 'POST', Calls.apply.path, applyBody(past.cardId, quick));
    expect(applied.code).toBe(0);
    const approved = await reviewWaitCheck((applied.data as { orderId: number }).orderId);
    expect(approved).toMatchObject({ state: OrderState.pass, check: { passed: true } });

    // A wait of 30 days: the same denial keeps the borrower out 10 more days, everywhere.
    await setReapplyWait(quick, 30);
    const waiting = await borrower();
    await createOrder(t.db, { userId: waiting.userId, state: OrderState.denied, at: deniedAt });
    // Applied for before the operator's change, and reviewed after it.
    const pending = await createOrder(t.db, {
      userId: waiting.userId,
      productId: quick,
      amountRupees: 1_000,
      bankCardId: waiting.cardId,
      decideAfter: t.clock.now(),
      at: t.clock.now(),
    });
    expect((await call(waiting.token, 'GET', canApply)).data).toMatchObject({
      canApply: 0,
      reason: expect.stringContaining('10 days'),
    });
    expect((await call(waiting.token, 'GET', precheck)).data).toEqual({
      orderStatus: 0,
      rejectStatusVO: { day: 10, hour: 0 },
      activeLoan: null,
    });
    const refused = await call(
      waiting.token,
      'POST',
      Calls.apply.path,
      applyBody(waiting.cardId, quick),
    );
    expect(refused).toMatchObject({
      code: ErrorCode.failed,
      msg: 'You can apply again in 10 days 0 hours',
    });
    const denied = await reviewWaitCheck(pending.orderId);
    expect(denied).toMatchObject({ state: OrderState.denied, check: { passed: false } });
  });
});

describe('onboarding complete', () => {
  it('follows the configured steps: dropping one lets a borrower who did the others apply', async () => {
    const quick = await productIdOf(t.db, 'saral-quick');
    const who = await borrower(['basic', 'work', 'identity', 'contact']);
    const before = await call(who.token, 'POST', Calls.apply.path, applyBody(who.cardId, quick));
    expect(before).toMatchObject({
      code: ErrorCode.failed,
      msg: 'Please complete your verification before applying',
    });

    // Operators drop the face check from the step order.
    await writeOnboardingSettings(t.db, {
      stepOrder: [PageType.basic, PageType.work, PageType.identity, PageType.contact],
    });
    const config = await call(who.token, 'GET', Calls.authConfig.path);
    expect(config.data).toMatchObject({ kycFaceAndHold: 0 });
    const after = await call(who.token, 'POST', Calls.apply.path, applyBody(who.cardId, quick));
    expect(after).toMatchObject({ code: 0, data: { orderId: expect.any(Number) } });
  });
});
