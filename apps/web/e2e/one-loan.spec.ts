import { expect } from '@playwright/test';
import { test } from './fixtures';
import { screenshot } from './support';
import { api, onboardedBorrower, productId } from './api-support';

/**
 * One loan at a time: a borrower whose Saral Flex application is still under review taps APPLY
 * NOW on Saral Quick, is told which loan is in the way, and lands on their loans. The server
 * refuses the application itself too, so another client cannot get around the screen.
 */

test('a borrower with an active loan is refused another product, naming the active loan', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { token } = await onboardedBorrower(page, 1);
  const flex = await productId(page.request, token, 'Saral Flex');
  const quick = await productId(page.request, token, 'Saral Quick');
  const accountNo = `3002${String(Date.now()).slice(-8)}`;
  const card = (await api(page.request, token, 'POST', '/api1/bank/v1/bind-card', {
    bankCode: 'SBIN0000300',
    cardNo: accountNo,
    confirmCardNo: accountNo,
  })) as { id: number };
  const apply = (productIdToApply: number, key: string) =>
    page.request.post('/api1/order/v1/apply', {
      headers: { token, 'idempotency-key': key },
      data: {
        cardId: card.id,
        borrowAmount: 2000,
        periods: 7,
        productId: productIdToApply,
        checkEmail: 0,
        autoGetMoney: 1,
        autoMoney: 1,
      },
    });
  // Saral Flex is reviewed by hand in the demo: the application stays under review.
  const { orderId } = (await (await apply(flex, `one-loan-flex-${Date.now()}`)).json()).data as {
    orderId: number;
  };
  const { orderNo } = (await api(
    page.request,
    token,
    'GET',
    `/api1/order/v1/detail?orderId=${orderId}`,
  )) as { orderNo: string };
  const message = `You already have an active loan: Saral Flex, order ${orderNo}. You can apply for another loan once it is closed.`;

  await page.goto(`/product/${quick}/detail?bank_id=${card.id}`);
  await expect(page.getByRole('button', { name: /^Loan amount/ })).toBeVisible();
  await page.getByRole('button', { name: 'APPLY NOW' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  // Said above the list, where it stays (issue 16: no toast).
  await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
  await expect(page.getByRole('link', { name: /Saral Flex order, Auditing/ })).toBeVisible();
  await screenshot(page, 'one-loan-refused');
  await expect(page.getByRole('article', { name: /Saral Quick order/ })).toHaveCount(0);

  // The apply call itself refuses, whatever the screen did.
  const refused = await apply(quick, `one-loan-quick-${Date.now()}`);
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({ code: -1, msg: message, data: null });
});
