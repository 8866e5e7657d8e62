import path from 'node:path';
import { devices, expect, test, type Browser, type Page } from '@playwright/test';

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
    baseURL: test.info().project.use.baseURL,
  });
  return context.newPage();
}
