import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Calls } from '@saral/contract/calls';
import { ErrorCode } from '@saral/contract/error-codes';
import { OrderState } from '@saral/contract/order-states';
import { API_BASE_PATH } from '@saral/contract/constants';
import type { TestApp } from './support/test-app';
import { applyThroughApi, newBorrower, pricedOrder, productIdOf } from './support/loan-journey';
import { createMoneyTestApp, paidOutLoan } from './support/loan-money';

/** Real refusals of the borrower API, asked in Hindi and in English (docs/i18n.md). */

let t: TestApp;
beforeEach(async () => {
  t = await createMoneyTestApp();
});
afterEach(async () => {
  await t.close();
});

const borrowerCall = async (
  token: string,
  url: string,
  language: string,
  payload?: object,
  method: 'GET' | 'POST' = 'POST',
) =>
  (
    await t.app.inject({
      method,
      url: `${API_BASE_PATH}${url}`,
      headers: { token, 'accept-language': language },
      ...(payload ? { payload } : {}),
    })
  ).json() as { code: number; msg: string };

describe('borrower refusals in the request’s language', () => {
  it('refuses deleting the account with an open loan in Hindi, in English for en', async () => {
    const who = await newBorrower(t, { onboarded: false });
    const loan = await paidOutLoan(t, who.userId);
    expect(loan.orderId).toBeGreaterThan(0);
    const hindi = await borrowerCall(who.token, Calls.accountDeletionCode.path, 'hi-IN,hi;q=0.9');
    expect(hindi.code).toBe(ErrorCode.failed);
    expect(hindi.msg).toMatch(
      /^लोन \S+ खुला होने \(लोन चालू\) तक आप अपना खाता नहीं हटा सकते। लोन बंद होने के बाद आप इसे हटा सकते हैं।$/,
    );
    const english = await borrowerCall(who.token, Calls.accountDeletionCode.path, 'en');
    expect(english.msg).toMatch(
      /^You cannot delete your account while loan \S+ is open \(Loaned\)\. You can delete it once the loan is closed\.$/,
    );
  });

  it('refuses an application in Hindi: verification missing, then another loan active', async () => {
    const quick = await productIdOf(t.db, 'saral-quick');
    const newcomer = await newBorrower(t, { onboarded: false });
    const notVerified = await applyThroughApi(t, newcomer, quick, {
      headers: { 'accept-language': 'hi' },
    });
    expect(notVerified.body.msg).toBe('आवेदन से पहले कृपया अपना सत्यापन पूरा करें');

    const who = await newBorrower(t);
    await pricedOrder(t, who, { state: OrderState.loaned });
    const hindi = await applyThroughApi(t, who, quick, { headers: { 'accept-language': 'hi' } });
    expect(hindi.status).toBe(409);
    expect(hindi.body.msg).toMatch(/^आपका एक लोन पहले से चालू है: Saral \S+, ऑर्डर \S+।/);
    const english = await applyThroughApi(t, who, quick, { headers: { 'accept-language': 'en' } });
    expect(english.body.msg).toMatch(/^You already have an active loan: Saral \S+, order \S+\./);
  });

  it('gives a field rule of the contract and a not-found in Hindi', async () => {
    const who = await newBorrower(t, { onboarded: false });
    const badIfsc = await borrowerCall(who.token, Calls.bindCard.path, 'hi', {
      bankCode: 'NOT-AN-IFSC',
      cardNo: '300100000001',
      confirmCardNo: '300100000001',
    });
    expect(badIfsc.msg).toBe('कृपया 11 अक्षरों का सही IFSC कोड डालें, जैसे SBIN0001234');
    const noOrder = await borrowerCall(
      who.token,
      `${Calls.kfs.path}?orderId=999999`,
      'hi',
      undefined,
      'GET',
    );
    expect(noOrder.msg).toBe('लोन नहीं मिला');
  });
});
