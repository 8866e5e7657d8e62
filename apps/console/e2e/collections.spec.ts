import { expect } from '@playwright/test';
import { test } from '../../web/e2e/fixtures';
import { api } from '../../web/e2e/api-support';
import { istDay, loanedBorrower } from '../../web/e2e/loan-support';
import {
  borrowerPhone,
  chooseOption,
  consoleScreenshot,
  signInToConsole,
  signOutOfConsole,
} from './console-support';

/** Whether the real clock is within the hours borrowers may be contacted (08:00–19:00 India). */
function withinContactHours(): boolean {
  const minute = (Math.floor(Date.now() / 60_000) + 330) % 1440;
  return minute >= 8 * 60 && minute <= 19 * 60;
}

test('an admin assigns a late loan to an agent, who records a promise to pay', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const borrower = await borrowerPhone(browser);
  const { token, orderId } = await loanedBorrower(borrower, 1);
  const { orderNo } = (await api(
    borrower.request,
    token,
    'GET',
    `/api1/order/v1/detail?orderId=${orderId}`,
  )) as { orderNo: string };
  // Five days past the due date: in the 1-7 bucket.
  const moved = await borrower.request.put(`/dev/orders/${orderId}/due-date`, {
    data: { dueDate: istDay(-5) },
  });
  expect(moved.ok()).toBe(true);

  // The admin finds it in the queue and assigns it to collections.demo.
  await signInToConsole(page, 'admin');
  await page.getByRole('menuitem', { name: 'Collections' }).click();
  await page.locator('.ant-segmented').getByText('1-7', { exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toBeVisible();
  await expect(row.getByText('5 (1-7)')).toBeVisible();
  await row.getByRole('link', { name: `Collections log of ${orderNo}` }).click();
  await expect(page.getByText(`Collections: ${orderNo}`)).toBeVisible();
  await expect(page.getByText('Not assigned')).toBeVisible();
  await chooseOption(page, 'Agent', 'collections.demo');
  await page.getByRole('button', { name: 'Assign' }).click();
  const agent = page.locator('.ant-descriptions-item').filter({ hasText: 'Agent' }).first();
  await expect(agent).toContainText('collections.demo');
  await signOutOfConsole(page);

  // The agent sees it under "Assigned to me" and records the borrower's promise.
  await signInToConsole(page, 'collections');
  await page.getByRole('menuitem', { name: 'Collections' }).click();
  await page.getByText('Assigned to me').click();
  const mine = page.getByRole('row').filter({ hasText: orderNo });
  await expect(mine).toContainText('collections.demo');
  await mine.getByRole('link', { name: `Collections log of ${orderNo}` }).click();
  await expect(page.getByText(`Collections: ${orderNo}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Assign' })).toHaveCount(0);

  await page.getByLabel('Amount (₹)').fill('1000');
  await page.getByLabel('Promised date').fill(istDay(2));
  // Enter picks the typed date and sends the form.
  await page.getByLabel('Promised date').press('Enter');
  const promises = page.locator('.ant-card').filter({ hasText: 'Promises to pay' });
  await expect(promises.getByRole('row').filter({ hasText: '₹1,000' })).toContainText('open');

  // A second promise while one is open is refused, with the server's message.
  await page.getByLabel('Amount (₹)').fill('500');
  await page.getByLabel('Promised date').fill(istDay(3));
  await page.getByLabel('Promised date').press('Enter');
  await expect(page.getByText('A promise is already open')).toBeVisible();

  await chooseOption(page, 'Channel', 'Call');
  await chooseOption(page, 'Outcome', 'Promised');
  await page.getByLabel('Note').fill('Will pay ₹1,000 in two days');
  await page.getByRole('button', { name: 'Log contact' }).click();
  const contacts = page.locator('.ant-card').filter({ hasText: 'Contacts' }).last();
  if (withinContactHours()) {
    await expect(contacts.getByText('Will pay ₹1,000 in two days')).toBeVisible();
  } else {
    await expect(
      page.getByText('Borrowers may be contacted only between 08:00 and 19:00 IST'),
    ).toBeVisible();
  }
  await consoleScreenshot(page, 'console-collections-1-loan');

  await page.getByRole('menuitem', { name: 'Collections' }).click();
  await expect(page.getByRole('row').filter({ hasText: orderNo })).toContainText('₹1,000.00 by');
  await consoleScreenshot(page, 'console-collections-2-queue');
  await borrower.context().close();
});
