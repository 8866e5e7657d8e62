import { expect } from '@playwright/test';
import { test } from '../../web/e2e/fixtures';
import { api } from '../../web/e2e/api-support';
import { consoleScreenshot, flexApplicant, signInToConsole } from './console-support';

test('a reviewer approves a lower amount from the queue and the borrower sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // A borrower applies for ₹3,000 of Saral Flex, which an operator decides.
  const { borrower, token, orderId } = await flexApplicant(browser, 3);

  await signInToConsole(page, 'reviewer');
  await page.getByRole('menuitem', { name: 'Review queue' }).click();
  const row = page
    .getByRole('row', { name: /₹3,000/ })
    .filter({ hasText: 'Saral Flex' })
    .last();
  await expect(row).toBeVisible();
  await consoleScreenshot(page, 'console-review-1-queue');
  await page.goto(`/console/review/${orderId}`);

  // The borrower 360: identity with the OCR comparison and the card images a reviewer may see.
  await expect(page.getByRole('columnheader', { name: 'Read from the card' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Aadhaar front' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'PAN card' })).toBeVisible();
  await consoleScreenshot(page, 'console-review-2-application');

  await page.getByRole('radio', { name: 'A lower amount' }).check();
  await page.getByLabel('Approved amount (₹)').fill('2000');
  await page.getByLabel('Note').fill('Income supports ₹2,000');
  await page.getByRole('button', { name: 'Approve application' }).click();
  await expect(page.getByText('Application approved').first()).toBeVisible();
  await consoleScreenshot(page, 'console-review-3-approved');

  // The borrower's order now carries the approved amount.
  await expect
    .poll(async () => {
      const detail = (await api(
        borrower.request,
        token,
        'GET',
        `/api1/order/v1/detail?orderId=${orderId}`,
      )) as {
        orderState: number;
        loanAmount: number;
      };
      return [detail.orderState, detail.loanAmount];
    })
    .toEqual([2, 2000]);
  await borrower.goto(`/orders/${orderId}/detail`);
  await expect(borrower.getByText('₹2,000').first()).toBeVisible();
  await borrower.context().close();
});
