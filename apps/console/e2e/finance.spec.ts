import { expect } from '@playwright/test';
import { test } from '../../web/e2e/fixtures';
import { api } from '../../web/e2e/api-support';
import { loanedBorrower } from '../../web/e2e/loan-support';
import {
  borrowerPhone,
  consoleScreenshot,
  signInToConsole,
  signOutOfConsole,
} from './console-support';

test('a bank transfer posted by finance and approved by a second operator settles the loan', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const borrower = await borrowerPhone(browser);
  const { token, orderId } = await loanedBorrower(borrower, 2);
  const detail = (await api(
    borrower.request,
    token,
    'GET',
    `/api1/order/v1/detail?orderId=${orderId}`,
  )) as {
    orderNo: string;
    repayAmount?: number;
  };

  // The maker: the finance operator finds the loan by its order number and posts the transfer.
  await signInToConsole(page, 'finance');
  await page.getByRole('menuitem', { name: 'Loans' }).click();
  await page.getByLabel('Search loans').fill(detail.orderNo);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: detail.orderNo }).click();
  await expect(page.getByText(`Loan ${detail.orderNo}`)).toBeVisible();
  const owedText = await page
    .locator('.ant-descriptions-item')
    .filter({ hasText: 'Owed now' })
    .locator('strong')
    .innerText();
  const owed = Number(owedText.replace(/[^\d.]/g, ''));
  expect(owed).toBeGreaterThan(5000);
  await consoleScreenshot(page, 'console-finance-1-loan');

  await page.getByRole('button', { name: 'Post a bank transfer' }).click();
  await page.getByLabel('Amount received (₹)').fill(String(owed));
  await page.getByLabel('Bank reference (UTR)').fill(`UTR${Date.now()}`);
  await page
    .getByLabel('Received on')
    .fill(new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10));
  // Enter picks the typed date and sends the form (Send for approval).
  await page.getByLabel('Received on').press('Enter');
  await expect(page.getByText('Sent for a second operator’s approval')).toBeVisible();

  // The maker cannot approve their own request.
  await page.getByRole('menuitem', { name: 'Finance requests' }).click();
  await expect(page.getByText('Waiting for a second operator').first()).toBeVisible();
  await signOutOfConsole(page);

  // The checker: another operator with finance rights approves; the loan settles.
  await signInToConsole(page, 'admin');
  await page.getByRole('menuitem', { name: 'Finance requests' }).click();
  const request = page.getByRole('row').filter({ hasText: detail.orderNo });
  await expect(request).toBeVisible();
  await consoleScreenshot(page, 'console-finance-2-requests');
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Manual repayment approved and posted')).toBeVisible();
  // Approved, it leaves the pending list.
  await expect(request).toHaveCount(0);
  await page.goto(`/console/loans/${orderId}`);
  await expect(page.getByText('Settled').first()).toBeVisible();
  await consoleScreenshot(page, 'console-finance-3-settled');

  // The audit log lists both steps.
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page.getByText('finance-request.approve').first()).toBeVisible();
  await expect(page.getByText('finance-request.create').first()).toBeVisible();
  await consoleScreenshot(page, 'console-finance-4-audit-log');

  const settled = (await api(
    borrower.request,
    token,
    'GET',
    `/api1/order/v1/detail?orderId=${orderId}`,
  )) as {
    orderState: number;
  };
  expect(settled.orderState).toBe(7);
  await borrower.context().close();
});
