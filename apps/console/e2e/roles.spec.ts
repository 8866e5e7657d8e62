import { expect } from '@playwright/test';
import { test } from '../../web/e2e/fixtures';
import { api } from '../../web/e2e/api-support';
import { loanedBorrower } from '../../web/e2e/loan-support';
import { borrowerPhone, consoleScreenshot, signInToConsole } from './console-support';

test('support sees masked identifiers only, and no operator or audit screens', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const borrower = await borrowerPhone(browser);
  const { token, orderId } = await loanedBorrower(borrower, 1);
  const detail = (await api(
    borrower.request,
    token,
    'GET',
    `/api1/order/v1/detail?orderId=${orderId}`,
  )) as {
    orderNo: string;
  };
  await borrower.context().close();

  await signInToConsole(page, 'support');
  // The session is an HttpOnly cookie: the page's scripts cannot read it.
  expect(await page.evaluate(() => document.cookie)).not.toContain('saral_ops');
  await expect(page.getByRole('menuitem', { name: 'Operators' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Audit log' })).toHaveCount(0);

  await page.goto(`/console/loans/${orderId}`);
  await expect(page.getByText(`Loan ${detail.orderNo}`)).toBeVisible();
  const borrowerCard = page.locator('.ant-card').filter({ hasText: 'Borrower' }).first();
  await expect(borrowerCard.getByText(/••/).first()).toBeVisible();
  // No full 10-digit phone number and no full account number anywhere on the page.
  const text = await page.locator('main, .console-content').first().innerText();
  expect(text).not.toMatch(/\b[6-9]\d{9}\b/);
  expect(text).not.toMatch(/\b3001\d{8}\b/);
  await expect(page.getByRole('button', { name: 'Post a bank transfer' })).toHaveCount(0);
  await consoleScreenshot(page, 'console-roles-support-loan');

  // What the role may not do is refused by the server too.
  await page.goto('/console/operators');
  await expect(page.getByText('Not allowed for your role')).toBeVisible();
});
