import { expect, type Page } from '@playwright/test';
import { api, onboardedBorrower, productId, setDecisionRules } from './api-support';
import { QUICK_POLL } from './support';

/** Loans set up through the API for the journeys after the money is paid out. */

/** The calendar day in India `offsetDays` from today (YYYY-MM-DD). */
export const istDay = (offsetDays: number) =>
  new Date(Date.now() + 330 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * An onboarded borrower with an approved ₹5,000 Saral Quick loan whose KFS is accepted: paid
 * out (Loaned) with 'Automatically get money?' on, or waiting for Get Money (Pass) with it off.
 */
export async function loanedBorrower(page: Page, identityIndex: number, autoMoney: 0 | 1 = 1) {
  const { token, phone } = await onboardedBorrower(page, identityIndex);
  return { token, phone, orderId: await takeLoan(page, token, autoMoney) };
}

/** A new ₹5,000 Saral Quick loan of an onboarded borrower, taken as loanedBorrower describes. */
export async function takeLoan(page: Page, token: string, autoMoney: 0 | 1 = 1) {
  const quick = await productId(page.request, token, 'Saral Quick');
  await setDecisionRules(page.request, quick, { mode: 'automatic', autoDelaySeconds: 1 });
  const card = await bindCard(page, token);
  const applied = await page.request.post('/api1/order/v1/apply', {
    headers: { token, 'idempotency-key': `money-${Date.now()}` },
    data: {
      cardId: card.id,
      borrowAmount: 5000,
      periods: 7,
      productId: quick,
      checkEmail: 0,
      autoGetMoney: 1,
      autoMoney,
    },
  });
  const orderId = ((await applied.json()) as { data: { orderId: number } }).data.orderId;
  const state = async () =>
    (
      (await api(page.request, token, 'GET', `/api1/order/v1/detail?orderId=${orderId}`)) as {
        orderState: number;
      }
    ).orderState;
  await expect.poll(state, { ...QUICK_POLL, timeout: 30_000 }).toBe(2);
  // Accepting the KFS with 'Automatically get money?' on pays the loan out.
  await api(page.request, token, 'POST', '/api1/order/v1/kfs/accept', { orderId });
  await expect.poll(state, { ...QUICK_POLL, timeout: 30_000 }).toBe(autoMoney === 1 ? 6 : 2);
  return orderId;
}

/** A new State Bank of India account of the borrower, bound through the API. */
export async function bindCard(page: Page, token: string) {
  // One number for both fields: two clock reads can straddle a millisecond.
  const accountNo = `3001${String(Date.now()).slice(-8)}`;
  return (await api(page.request, token, 'POST', '/api1/bank/v1/bind-card', {
    bankCode: 'SBIN0000300',
    cardNo: accountNo,
    confirmCardNo: accountNo,
  })) as { id: number };
}

/** Pays a sandbox checkout link in full, as its Pay button does. */
export async function payInSandbox(page: Page, paymentUrl: string) {
  const paid = await page.request.post(`${paymentUrl}/pay`, {
    form: { method: 'upi', upiId: 'borrower@upi', amount: '' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
}

/** Repays the loan in full through the sandbox checkout and waits until it is Settled. */
export async function repayInFull(page: Page, token: string, orderId: number) {
  const { paymentUrl } = (await api(page.request, token, 'POST', '/api1/pay-order/v1/repay', {
    orderId,
  })) as { paymentUrl: string };
  await payInSandbox(page, paymentUrl);
  const state = async () =>
    (
      (await api(page.request, token, 'GET', `/api1/order/v1/detail?orderId=${orderId}`)) as {
        orderState: number;
      }
    ).orderState;
  await expect.poll(state, { ...QUICK_POLL, timeout: 30_000 }).toBe(7);
}
