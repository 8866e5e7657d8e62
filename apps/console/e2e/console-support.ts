import path from 'node:path';
import { api, onboardedBorrower, productId } from '../../web/e2e/api-support';
import { devices, expect, type Browser, type Page } from '@playwright/test';
import { workerServerUrl } from '../../web/e2e/fixtures';

/** Console journeys: sign in as a demo operator, take 1440×900 screenshots. */

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../../test-results/screenshots');

/** The demo operators the development seed creates, one per role (README). */
export const demoOperator = (role: string) => ({
  username: `${role}.demo`,
  password: `saral-${role}-demo`,
});

export async function signInToConsole(page: Page, role: string) {
  const { username, password } = demoOperator(role);
  await page.goto('/console/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('operator-name')).toHaveText(username);
}

/**
 * Picks an option of the antd Select labelled `label`. A click that lands while the list is still
 * opening can be lost (the list stays open over the form), so it is tried again until the list closes.
 */
export async function chooseOption(page: Page, label: string, option: string) {
  // Visible only: a list closed earlier stays in the page, hidden, and may hold the same text.
  const item = page
    .locator('.ant-select-item-option')
    .filter({ hasText: option, visible: true })
    .first();
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByLabel(label, { exact: true }).click();
    await item.click({ timeout: 2_000 });
    await expect(item).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

export async function signOutOfConsole(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

export async function consoleScreenshot(page: Page, name: string) {
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}.png`),
    animations: 'disabled',
  });
}

/** A borrower's phone beside the console: the borrower app as the borrower project runs it. */
export async function borrowerPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    ...devices['Pixel 5'],
    viewport: { width: 360, height: 740 },
    baseURL: workerServerUrl(),
    // As the borrower project runs it: without the service worker (playwright.config.ts).
    serviceWorkers: 'block',
  });
  return context.newPage();
}

/** An onboarded borrower on a phone who applied for ₹3,000 of Saral Flex (decided by a person). */
export async function flexApplicant(browser: Browser, identityIndex: number) {
  const borrower = await borrowerPhone(browser);
  const { token, phone } = await onboardedBorrower(borrower, identityIndex);
  const flex = await productId(borrower.request, token, 'Saral Flex');
  const accountNo = `5010${String(Date.now()).slice(-8)}`;
  const card = (await api(borrower.request, token, 'POST', '/api1/bank/v1/bind-card', {
    bankCode: 'HDFC0000001',
    cardNo: accountNo,
    confirmCardNo: accountNo,
    productId: flex,
  })) as { id: number };
  const applied = await borrower.request.post('/api1/order/v1/apply', {
    headers: { token, 'idempotency-key': `console-${identityIndex}-${Date.now()}` },
    data: {
      cardId: card.id,
      borrowAmount: 3000,
      periods: 7,
      productId: flex,
      checkEmail: 0,
      autoGetMoney: 1,
      autoMoney: 0,
    },
  });
  const body = (await applied.json()) as { code: number; msg: string; data: { orderId: number } };
  expect(body.code, body.msg).toBe(0);
  return { borrower, token, phone, orderId: body.data.orderId };
}
