import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Calls } from '@saral/contract/calls';
import { call, newBorrower, type Borrower } from './support/loan-journey';
import { deliverAll, messagesOf, moveTo, servicesOf, smsBodies } from './support/notifications';
import { paidOutLoan, payCheckout } from './support/paid-out-loan';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Offers (marketing messages): a repaid loan brings one "borrow again" message the next day,
 * inside 08:00–19:00, with a link that stops offers without signing in; a borrower who stopped
 * offers gets none, and stopping withdraws an offer still waiting. Loan messages never stop.
 */

let t: TestApp;
let s: ReturnType<typeof servicesOf>;

beforeAll(async () => {
  t = await createTestApp();
  s = servicesOf(t);
});
afterAll(async () => {
  await t.close();
});

const OFFER = 'When you need money again';

async function drain() {
  while ((await deliverAll(s)) > 0);
}

/** A paid-out loan of a new borrower, repaid in full now. */
async function repaidLoan(): Promise<{ who: Borrower; orderId: number }> {
  const who = await newBorrower(t);
  const { orderId } = await paidOutLoan(t, who);
  const repay = await call(t.app, who.token, 'POST', Calls.repay.path, { orderId });
  expect(repay.body.code, repay.body.msg).toBe(0);
  await payCheckout(t, repay.body.data.paymentUrl);
  await drain();
  return { who, orderId };
}

const offersOf = async (orderId: number, channel = 'sms') =>
  (await messagesOf(t.db, orderId, channel)).filter((row) => row.template === 'borrow_again');

describe('the borrow-again offer', () => {
  let stopLink = '';
  let borrower: Borrower;

  it('comes once, the day after the loan closed, inside the hours, with a stop link', async () => {
    moveTo(t, 0, 11);
    const { who, orderId } = await repaidLoan();
    borrower = who;
    expect((await smsBodies(t.db, who.phone)).at(-1)).toContain('Your loan is closed');
    expect(await offersOf(orderId)).toEqual([]);

    // 07:00 the next morning: not a day yet. 11:01: a day, inside the hours.
    moveTo(t, 1, 7);
    await drain();
    expect(await offersOf(orderId)).toEqual([]);
    moveTo(t, 0, 11, 1);
    await drain();
    await drain();
    const [offer] = await offersOf(orderId);
    expect(offer?.status).toBe('sent');
    const sms = (await smsBodies(t.db, who.phone)).filter((body) => body.includes(OFFER));
    expect(sms).toHaveLength(1);
    expect(await offersOf(orderId, 'inapp')).toHaveLength(1);
    stopLink = /To stop offers: (\S+)$/.exec(sms[0] ?? '')?.[1] ?? '';
    expect(stopLink).toMatch(/\/offers\/stop\/\d+\?sig=[0-9a-f]{64}$/);
  });

  it('stops offers through its link, without signing in; a changed link does nothing', async () => {
    const url = new URL(stopLink);
    const path = `${url.pathname}${url.search}`;
    const forged = `${url.pathname}?sig=${'0'.repeat(64)}`;
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(401);
    const refused = await t.app.inject({
      method: 'POST',
      url: forged,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(refused.statusCode).toBe(401);
    const preferences = () => call(t.app, borrower.token, 'GET', Calls.messagePreferences.path);
    expect((await preferences()).body.data).toEqual({ offers: true });

    // Opening the link only asks; the button stops.
    const asked = await t.app.inject({ method: 'GET', url: path });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Stop offers from Saral?');
    expect((await preferences()).body.data).toEqual({ offers: true });
    const stopped = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain('Offers stopped');
    expect((await preferences()).body.data).toEqual({ offers: false });
  });

  it('is not sent to a borrower who stopped offers; loan messages still are', async () => {
    moveTo(t, 0, 12);
    const who = await newBorrower(t);
    const saved = await call(t.app, who.token, 'POST', Calls.saveMessagePreferences.path, {
      offers: false,
    });
    expect(saved.body.data).toEqual({ offers: false });
    const { orderId } = await paidOutLoan(t, who);
    const repay = await call(t.app, who.token, 'POST', Calls.repay.path, { orderId });
    await payCheckout(t, repay.body.data.paymentUrl);
    await drain();
    expect((await smsBodies(t.db, who.phone)).at(-1)).toContain('Your loan is closed');
    moveTo(t, 1, 13);
    await drain();
    await drain();
    expect(await offersOf(orderId)).toEqual([]);
    expect(await offersOf(orderId, 'inapp')).toEqual([]);
  });

  it('is withdrawn when the borrower stops offers while it waits for 08:00', async () => {
    moveTo(t, 0, 20);
    const { who, orderId } = await repaidLoan();
    moveTo(t, 1, 20, 30); // a day later, but outside the hours: held
    await drain();
    const [held] = await offersOf(orderId);
    expect(held?.status).toBe('held');
    await call(t.app, who.token, 'POST', Calls.saveMessagePreferences.path, { offers: false });
    expect((await offersOf(orderId))[0]?.status).toBe('withdrawn');
    moveTo(t, 1, 8, 30);
    await drain();
    expect((await smsBodies(t.db, who.phone)).filter((body) => body.includes(OFFER))).toEqual([]);
  });

  it('refuses a choice that is not yes or no, and keeps the old one', async () => {
    const who = await newBorrower(t);
    const bad = await call(t.app, who.token, 'POST', Calls.saveMessagePreferences.path, {
      offers: 'sometimes',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/offers/);
    const kept = await call(t.app, who.token, 'GET', Calls.messagePreferences.path);
    expect(kept.body.data).toEqual({ offers: true });
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api1${Calls.messagePreferences.path}`,
    });
    expect(anonymous.json().code).not.toBe(0);
  });
});
