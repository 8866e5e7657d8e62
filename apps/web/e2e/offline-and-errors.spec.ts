import { expect, test } from '@playwright/test';
import { randomPhone, screenshot, signInThroughUi } from './support';
import { loanedBorrower } from './loan-support';
import { onboardedBorrower } from './api-support';

/**
 * Offline and errors at 360×740: with the connection gone every screen says so in a bar, money
 * buttons wait (disabled) and nothing moves by itself when the connection returns; a field's
 * problem shows under that field (the borrower's own number as an emergency contact).
 */

test.describe.configure({ mode: 'serial' });

test('offline: the bar shows, money buttons wait, and nothing navigates when the connection returns', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const { orderId } = await loanedBorrower(page, 1, 0);
  await page.goto(`/orders/${orderId}/confirm`);
  const getMoney = page.getByRole('button', { name: 'Get Money' });
  await expect(getMoney).toBeEnabled();
  const bar = page.getByRole('status').filter({ hasText: "You're offline" });
  await expect(bar).toHaveCount(0);

  await context.setOffline(true);
  await expect(bar).toBeVisible();
  await expect(getMoney).toBeDisabled();
  // The bar is above the page, never over the amounts.
  const barBox = await bar.boundingBox();
  const amountBox = await page.getByRole('heading', { name: 'Saral Quick' }).boundingBox();
  expect(barBox && amountBox && barBox.y + barBox.height <= amountBox.y).toBe(true);
  await screenshot(page, 'offline-1-confirm');

  await context.setOffline(false);
  await expect(bar).toHaveCount(0);
  await expect(getMoney).toBeEnabled();
  await getMoney.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/payout$`));
  await expect(page.getByRole('heading', { name: 'Money sent' })).toBeVisible({ timeout: 30_000 });

  await page.goto(`/orders/${orderId}/detail`);
  const repay = page.getByRole('button', { name: /^Repayment ₹/ });
  await expect(repay).toBeEnabled();
  await context.setOffline(true);
  await expect(bar).toBeVisible();
  await expect(repay).toBeDisabled();
  await screenshot(page, 'offline-2-order-detail');
  // A tap offline does nothing now, and nothing later either.
  await repay.click({ force: true });
  await context.setOffline(false);
  await expect(bar).toHaveCount(0);
  await page.waitForTimeout(3_000);
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/detail$`));
  await expect(repay).toBeEnabled();
});

test('offline, a screen that cannot load says so with Try again instead of a skeleton', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await page.goto('/login');
  await signInThroughUi(page, randomPhone());
  await expect(page).toHaveURL(/\/$/);
  // The orders screen's code is loaded while online; its data is asked for offline.
  await page.goto('/orders');
  await expect(page.getByRole('main')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await context.setOffline(true);
  await page.evaluate(() => {
    window.history.pushState(null, '', '/orders');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const offlineMessage = page.getByRole('main').getByText("You're offline", { exact: true });
  await expect(offlineMessage).toBeVisible({ timeout: 5_000 });
  await expect(page.getByText('Connect to the internet, then tap Try again.')).toBeVisible();
  await screenshot(page, 'offline-3-orders');
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(offlineMessage).toHaveCount(0);
});

test("the borrower's own number is refused as an emergency contact, under that field", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Onboarded through the API; the contacts step can be opened again to change them.
  const { phone } = await onboardedBorrower(page, 3);
  await page.goto('/auth/contacts?pid=1&step=5&as=5');
  await expect(page.getByLabel('Urgent Contact two Mobile')).toHaveValue('9812300002');
  await page.getByLabel('Urgent Contact two Mobile').fill(phone);
  await page.getByRole('button', { name: 'CONFIRM TO NEXT' }).click();
  const message = page.getByText(
    'This is your own number. Enter the number of someone who knows you',
  );
  await expect(message).toBeVisible();
  await expect(message).toBeInViewport();
  await expect(page.getByLabel('Urgent Contact two Mobile')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page).toHaveURL(/\/auth\/contacts/);
  await screenshot(page, 'errors-1-own-number-contact');
});
