import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { randomPhone, screenshot, signInThroughUi } from './support';
import { loanedBorrower } from './loan-support';
import { onboardedBorrower } from './api-support';

/**
 * Offline and errors at 360×740: with the connection gone every screen says so in a bar, money
 * buttons wait (disabled) and nothing moves by itself when the connection returns; a field's
 * problem shows under that field (the borrower's own number as an emergency contact, the identity
 * step's cards and details), a failed price on Get Money under the amount with Try again, and a
 * card reader that failed is not blamed on the photo.
 */

/** The Get Money amount menu's choice of `amount` (e.g. '₹4,000'). */
async function chooseAmount(page: Page, amount: string) {
  await page.getByRole('button', { name: /^Loan Amount/ }).click();
  await page.locator('.adm-action-sheet-button-item').filter({ hasText: amount }).click();
}

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

  // A failed price of another amount: said under the amount with Try again, figures unchanged.
  await page.route('**/api1/order/v1/calculate**', (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
  );
  await chooseAmount(page, '₹4,000');
  const priceFailure = page.getByRole('alert').filter({ hasText: 'Could not get the figures' });
  await expect(priceFailure).toContainText('Could not get the figures for ₹4,000');
  await expect(priceFailure).toContainText('The figures below are still for ₹5,000');
  await expect(priceFailure).not.toContainText('Internal Server Error');
  await expect(page.locator('.adm-toast-main')).toHaveCount(0);
  await screenshot(page, 'errors-3-get-money-price-failed');
  await page.unroute('**/api1/order/v1/calculate**');
  await priceFailure.getByRole('button', { name: 'Try again' }).click();
  await expect(priceFailure).toHaveCount(0);
  await expect(page.getByText('Approved amount ₹5,000; you chose less.')).toBeVisible();
  // Back to the approved amount for the rest of the journey.
  await chooseAmount(page, '₹5,000');
  await expect(page.getByText('Approved amount ₹5,000; you chose less.')).toHaveCount(0);

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

test('the identity step writes each problem on its card or under its field, and a failed card reader is not blamed on the photo', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const settings = await page.request.put('/dev/onboarding-settings', {
    data: { kycPageType: 1 },
  });
  expect((await settings.json()).code).toBe(0);
  await page.goto('/login');
  await signInThroughUi(page, randomPhone());
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth/identity?pid=1&step=3&as=5');
  await page.getByRole('button', { name: 'CONFIRM TO NEXT' }).click();

  const front = page.getByTestId('card-aadhaarFront');
  await expect(front.getByRole('alert')).toHaveText('Please Upload Aadhaar front');
  await expect(front).toBeInViewport();
  await expect(page.getByTestId('card-pan').getByRole('alert')).toHaveText('Please Upload PAN');
  await expect(page.getByText('Please enter your name as on your PAN card')).toBeVisible();
  await expect(page.getByText('Please Input IDcard No.')).toBeVisible();
  await expect(page.locator('.adm-toast-main')).toHaveCount(0);
  await screenshot(page, 'errors-2-identity-inline', { fullPage: true });

  // A photo of something else (a shopping list) read by the real OCR: not an Aadhaar front.
  const other = await browser.newPage({ viewport: { width: 640, height: 400 } });
  await other.setContent(
    '<body style="font:32px sans-serif;padding:40px"><p>Shopping list</p><p>Milk, rice, tea, sugar</p></body>',
  );
  const shoppingList = await other.screenshot({ type: 'jpeg' });
  await other.close();
  await page
    .getByLabel('Aadhaar Front', { exact: true })
    .setInputFiles({ name: 'list.jpg', mimeType: 'image/jpeg', buffer: shoppingList });
  await expect(front).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(front.getByRole('alert')).toHaveText(
    'This photo is not an Aadhaar card front. Retake it, or type your details below',
  );

  // The card reader is out (the server's answer when its OCR provider failed): said as such.
  await page.route('**/api1/auth/v1/ocr-separate', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        code: 0,
        msg: 'success',
        data: {
          fileId: '00000000-0000-4000-8000-000000000001',
          name: null,
          idNo: null,
          panNo: null,
          notice:
            'Reading your card failed on our side, not because of your photo. Try again in a moment, or type your details below',
        },
      }),
    }),
  );
  const pan = page.getByTestId('card-pan');
  await page
    .getByLabel('PAN', { exact: true })
    .setInputFiles({ name: 'pan.jpg', mimeType: 'image/jpeg', buffer: shoppingList });
  await expect(pan).toHaveAttribute('data-status', 'done');
  await expect(pan.getByRole('alert')).toHaveText(/^Reading your card failed on our side/);
  await expect(pan).not.toContainText('not an Aadhaar card front');
  await screenshot(page, 'errors-4-identity-card-notices', { fullPage: true });
});
