import { expect } from '@playwright/test';
import { test } from '../../web/e2e/fixtures';
import { api } from '../../web/e2e/api-support';
import { loanedBorrower, payInSandbox } from '../../web/e2e/loan-support';
import { borrowerPhone, consoleScreenshot, signInToConsole } from './console-support';

const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

test('finance reconciles the gateway’s settlement report and reads the day’s books', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A borrower repays through the (sandbox) gateway.
  const borrower = await borrowerPhone(browser);
  const { token, orderId } = await loanedBorrower(borrower, 0);
  const repay = (await api(borrower.request, token, 'POST', '/api1/pay-order/v1/repay', {
    orderId,
  })) as { paymentUrl: string };
  await payInSandbox(borrower, repay.paymentUrl);
  await borrower.context().close();

  await signInToConsole(page, 'finance');
  // The payment's gateway reference, as the loan's page lists it.
  const detail = await page.request.get(`/ops/v1/loans/${orderId}`, {
    headers: { 'x-saral-console': '1' },
  });
  const loan = (await detail.json()).data as {
    payments: { events: { eventId: string; amount: number }[] }[];
  };
  const paid = loan.payments.flatMap((link) => link.events).find((event) => event.amount > 0);
  expect(paid).toBeDefined();

  await page.getByRole('menuitem', { name: 'Reconciliation' }).click();
  const report = [
    'payment_id,amount,settled_at',
    `${paid?.eventId},${paid?.amount},${indiaToday()}`,
    `pay_gateway_only_1,250.00,${indiaToday()}`,
  ].join('\n');
  await page.locator('input[type=file]').setInputFiles({
    name: 'settlement.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(report),
  });
  await page.getByLabel('Payments received').first().click();
  await page.getByLabel('Payments received').first().fill(indiaToday());
  await page.getByLabel('Payments received').first().press('Enter');
  await page.locator('.ant-picker-input input').nth(1).fill(indiaToday());
  await page.locator('.ant-picker-input input').nth(1).press('Enter');
  await page.getByRole('button', { name: 'Reconcile' }).click();
  await expect(page.getByRole('tab', { name: /Unknown to us 1/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Matched 1/ })).toBeVisible();
  await page.getByRole('tab', { name: /Unknown to us/ }).click();
  await expect(page.getByText('pay_gateway_only_1')).toBeVisible();
  await consoleScreenshot(page, 'console-reconciliation');

  await page.getByRole('menuitem', { name: 'Daily report' }).click();
  await page.getByLabel('Day').fill(indiaToday());
  await page.getByLabel('Day').press('Enter');
  await expect(page.getByText(`Daily report: ${indiaToday()}`)).toBeVisible();
  await expect(page.getByText(/balanced/)).toBeVisible();
  await consoleScreenshot(page, 'console-daily-report');
});
