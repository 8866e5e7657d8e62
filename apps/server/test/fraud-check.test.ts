import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Calls } from '@saral/contract/calls';
import { ErrorCode } from '@saral/contract/error-codes';
import { OrderState } from '@saral/contract/order-states';
import { DEMO_OPERATORS } from '../src/db/seed/seed-operators';
import { createBankService } from '../src/domains/bank/bank-service';
import { createSettingsRepository } from '../src/domains/content/settings-repository';
import { createIdentityRepository } from '../src/domains/identity/identity-repository';
import { createReviewService } from '../src/domains/review/review-service';
import { RISK_ACTIONS_SETTING_KEY } from '../src/domains/risk/risk-service';
import { opsCall, opsLogin } from './support/operator-client';
import { createTestApp, type TestApp } from './support/test-app';
import {
  applyThroughApi,
  call,
  newBorrower,
  productIdOf,
  type Borrower,
} from './support/loan-journey';
import { storedOrder } from './support/test-data';

/**
 * GET /order/v1/fraud-check: each signal the server can see holds the order; the borrower hears
 * only pass or hold; operators see the matches; the operators' actions steer the review.
 */

let t: TestApp;
let quick: number;
beforeEach(async () => {
  t = await createTestApp();
  quick = await productIdOf(t.db, 'saral-quick');
});
afterEach(async () => {
  await t.close();
});

async function apply(who: Borrower, headers: Record<string, string> = {}): Promise<number> {
  const reply = await applyThroughApi(t, who, quick, { headers });
  expect(reply.body.code, reply.body.msg).toBe(0);
  return reply.body.data.orderId as number;
}

const check = async (who: Borrower, orderId: number) =>
  (await call(t.app, who.token, 'GET', `${Calls.fraudCheck.path}?orderId=${orderId}`)).body;

async function signalsSeenByOperators(orderId: number) {
  const viewer = DEMO_OPERATORS.find((operator) => operator.role === 'viewer');
  const token = await opsLogin(t.app, viewer?.username ?? '', viewer?.password ?? '');
  const reply = await opsCall(t.app, 'GET', `/applications/${orderId}/risk-signals`, { token });
  return reply.body.data as { result: string; signals: { signal: string; matches: object }[] };
}

const uploadLocation = (who: Borrower, latitude: number, longitude: number) =>
  call(t.app, who.token, 'POST', Calls.uploadDeviceInfo.path, { gps: { latitude, longitude } });

describe('GET /order/v1/fraud-check', () => {
  it('passes a borrower nothing links to anyone else', async () => {
    const who = await newBorrower(t);
    const orderId = await apply(who);
    const answer = await check(who, orderId);
    expect(answer, JSON.stringify(answer)).toMatchObject({ code: 0, data: { result: 'pass' } });
  });

  it('holds an order whose PAN another borrower uses, and shows operators who', async () => {
    const first = await newBorrower(t);
    const second = await newBorrower(t);
    const [identity] = await t.db.query<{ pan_no: string }>(
      'SELECT pan_no FROM user_identity WHERE user_id = $1',
      [first.userId],
    );
    await createIdentityRepository(t.db).update(second.userId, { pan_no: identity?.pan_no ?? '' });
    const orderId = await apply(second);
    const answer = await check(second, orderId);
    // The borrower hears hold, never why.
    expect(answer.data).toEqual({ result: 'hold' });
    const seen = await signalsSeenByOperators(orderId);
    expect(seen.signals).toContainEqual(
      expect.objectContaining({
        signal: 'shared_pan',
        action: 'review',
        matches: { otherBorrowers: [first.userId] },
      }),
    );
  });

  it('holds an order paid into a bank account another borrower bound', async () => {
    const first = await newBorrower(t);
    const second = await newBorrower(t);
    const [account] = await t.db.query<{ account_no: string }>(
      'SELECT account_no FROM bank_cards WHERE user_id = $1',
      [first.userId],
    );
    const accountNo = account?.account_no ?? '';
    const card = await createBankService({ db: t.db, pepper: t.config.secretPepper }).bindCard(
      second.userId,
      { bankCode: 'SBIN0000300', cardNo: accountNo, confirmCardNo: accountNo },
    );
    const orderId = await apply({ ...second, cardId: card.id });
    expect((await check(second, orderId)).data).toEqual({ result: 'hold' });
    expect((await signalsSeenByOperators(orderId)).signals).toContainEqual(
      expect.objectContaining({
        signal: 'shared_bank_account',
        matches: { otherBorrowers: [first.userId] },
      }),
    );
  });

  it('records shared contacts and a burst from one address for operators without holding', async () => {
    // Every test borrower gives the same three contact numbers, and all apply from 127.0.0.1.
    const applied: { who: Borrower; orderId: number }[] = [];
    for (let index = 0; index < 4; index += 1) {
      const who = await newBorrower(t);
      applied.push({ who, orderId: await apply(who) });
    }
    const last = applied[3];
    if (!last) throw new Error('four orders expected');
    expect((await check(last.who, last.orderId)).data).toEqual({ result: 'pass' });
    const seen = await signalsSeenByOperators(last.orderId);
    expect(seen.result).toBe('pass');
    expect(seen.signals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ signal: 'shared_contacts', action: 'ignore' }),
        expect.objectContaining({
          signal: 'ip_velocity',
          action: 'ignore',
          matches: { applications24h: 4 },
        }),
      ]),
    );
  });

  it('holds a shared device (the same browser signed in as two borrowers)', async () => {
    const first = await newBorrower(t);
    const second = await newBorrower(t);
    const webUuid = randomUUID();
    for (const who of [first, second]) {
      const time = t.clock.now().getTime();
      await call(
        t.app,
        who.token,
        'POST',
        Calls.saveTrackedEvents.path,
        {
          webUuid,
          events: [
            {
              projectName: 'saral-web',
              pageName: '/',
              behavior: 'page_view',
              value: '/',
              eventTime: time,
              triggerTime: time,
              eventId: randomUUID(),
            },
          ],
        },
        { web_uuid: webUuid },
      );
    }
    const orderId = await apply(second);
    expect((await check(second, orderId)).data).toEqual({ result: 'hold' });
    expect((await signalsSeenByOperators(orderId)).signals.map((s) => s.signal)).toContain(
      'shared_device',
    );
  });

  it('holds the fourth application from one device within 24 hours', async () => {
    const device = randomUUID();
    const orders: { who: Borrower; orderId: number }[] = [];
    for (let index = 0; index < 4; index += 1) {
      const who = await newBorrower(t);
      orders.push({ who, orderId: await apply(who, { deviceId: device }) });
    }
    const third = orders[2];
    const fourth = orders[3];
    if (!third || !fourth) throw new Error('four orders expected');
    expect((await check(third.who, third.orderId)).data).toEqual({ result: 'pass' });
    expect((await check(fourth.who, fourth.orderId)).data).toEqual({ result: 'hold' });
  });

  it('holds a borrower whose last location is outside India', async () => {
    const who = await newBorrower(t);
    await uploadLocation(who, 51.5, -0.12);
    const orderId = await apply(who);
    expect((await check(who, orderId)).data).toEqual({ result: 'hold' });
  });

  it('answers -5 for another borrower’s order and an unknown one', async () => {
    const owner = await newBorrower(t);
    const stranger = await newBorrower(t);
    const orderId = await apply(owner);
    for (const id of [orderId, 987_654]) {
      const reply = await call(
        t.app,
        stranger.token,
        'GET',
        `${Calls.fraudCheck.path}?orderId=${id}`,
      );
      expect(reply).toMatchObject({ status: 404, body: { code: ErrorCode.notFound } });
    }
  });
});

describe('the operators’ actions steer the automatic review', () => {
  const review = () =>
    createReviewService({
      db: t.db,
      clock: t.clock,
      log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    });
  const later = () => new Date(t.clock.now().getTime() + 3_600_000);

  it.each([
    ['deny', OrderState.denied],
    ['review', OrderState.auditing],
    ['ignore', OrderState.pass],
  ] as const)('a location outside India set to %s', async (action, state) => {
    await createSettingsRepository(t.db).set(RISK_ACTIONS_SETTING_KEY, {
      location_outside_india: action,
    });
    const who = await newBorrower(t);
    await uploadLocation(who, 40.7, -74);
    const orderId = await apply(who);
    await review().runDueReviews(later(), 1_000);
    const order = await storedOrder(t.db, orderId);
    expect(order.state).toBe(state);
    if (action === 'review') expect(order.decide_after).toBeNull();
  });
});
