import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { PROMOTION_LOADING_MS } from '@saral/contract/constants';
import { randomPhone, readCodeFromOutbox, screenshot } from './support';

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../../test-results/screenshots');

/** Records every figure the sample amount shows, from before it appears until it stops. */
async function recordAmountFigures(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { promoFigures: string[] }).promoFigures = seen;
    const observer = new MutationObserver(() => {
      const text = document.querySelector('[data-testid="promo-amount"]')?.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

type LoadingWindow = { promoLoading: { shownAt?: number; hiddenAt?: number } };

/**
 * Notes, inside the page, when the "Checking your credit limit" status appears and disappears:
 * the page's own clock, so a slow test runner cannot shorten or stretch what it measures.
 * Installed before the client-side move to the amount page, which keeps this window.
 */
async function recordLoadingStatus(page: Page) {
  await page.evaluate(() => {
    const loading: LoadingWindow['promoLoading'] = {};
    (window as unknown as LoadingWindow).promoLoading = loading;
    const observer = new MutationObserver(() => {
      const shown = document.querySelector(
        '[role="status"][aria-label="Checking your credit limit"]',
      );
      if (shown && loading.shownAt === undefined) loading.shownAt = performance.now();
      if (!shown && loading.shownAt !== undefined) {
        loading.hiddenAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true });
  });
}

async function recordedFigures(page: Page): Promise<number[]> {
  const texts = await page.evaluate(
    () => (window as unknown as { promoFigures: string[] }).promoFigures,
  );
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
}

const storedAmount = (page: Page) =>
  page.evaluate(() => Number(localStorage.getItem('localAmount')));

/** The real products' figures, as the server gives them to the promotion. */
async function promotionFigures(page: Page) {
  const response = await page.request.get('/api1/product/v1/promotion-figures');
  return ((await response.json()) as { data: Record<string, number> }).data as {
    firstLoanMaxAmount: number;
    minDailyRatePercent: number;
    maxAmount: number;
  };
}

const shownAmount = async (page: Page) =>
  Number((await page.getByTestId('promo-amount').textContent())?.replace(/[^\d]/g, ''));

test('the promotion flow: phone, OTP dialog, sample amount counting up, apply goes home', async ({
  page,
}) => {
  // The seeded products: a first loan is at most ₹5,000 at 0.05 %/day at the lowest, and the
  // most a borrower can reach is Saral Plus's ₹40,000 (Bazaar Credit lends on its own site).
  const figures = await promotionFigures(page);
  expect(figures).toMatchObject({
    firstLoanMaxAmount: 5_000,
    minDailyRatePercent: 0.05,
    maxAmount: 40_000,
  });
  await page.goto('/promotion/register');
  await expect(page).toHaveURL(/\/promotion\/register$/);
  await expect(page).toHaveTitle('Loan Offer · Saral');
  await expect(page.getByRole('heading', { name: 'Max Amount ₹40000' })).toBeVisible();
  await expect(page.getByText(/70000|70,000/)).toHaveCount(0);
  const benefits = page.getByRole('list', { name: 'Why Saral' }).getByRole('listitem');
  await expect(benefits).toHaveCount(3);
  await screenshot(page, 'promo-register-empty');

  const phoneField = page.getByRole('textbox', { name: 'Mobile number' });
  const sendButton = page.getByRole('button', { name: 'Send OTP' });
  const phoneError = page.locator('.promo-card').getByRole('alert');

  await phoneField.fill('98765');
  await sendButton.click();
  await expect(phoneError).toHaveText('Please Enter correct Phone Number');
  await screenshot(page, 'promo-register-error');

  // Pasted with country or trunk prefix: the local 10 digits stay, not '9198765432'.
  const phone = randomPhone();
  await phoneField.fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  await expect(phoneField).toHaveValue(phone);
  await expect(phoneError).toHaveText('');
  await phoneField.fill(`0${phone.slice(0, 5)}-${phone.slice(5)}`);
  await expect(phoneField).toHaveValue(phone);

  await sendButton.click();
  const dialog = page.getByRole('dialog', { name: 'Fill in the OTP' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Resend code in \d+s/)).toBeVisible();
  await expect(dialog).toContainText(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  // The popup fades in with a script animation the screenshot helper cannot freeze.
  await expect
    .poll(() => dialog.evaluate((wrap) => getComputedStyle(wrap.firstElementChild!).opacity))
    .toBe('1');
  await screenshot(page, 'promo-register-otp');

  const otpField = dialog.getByRole('textbox', { name: 'OTP' });
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  const otpError = dialog.getByRole('alert');

  await confirm.click();
  await expect(otpError).toHaveText('Please Enter Correct OTP');

  const code = await readCodeFromOutbox(page.request, phone);
  const wrongCode = String((Number(code) + 1) % 10_000).padStart(4, '0');
  await otpField.fill(`${wrongCode}99`);
  await expect(otpField).toHaveValue(wrongCode); // limited to 4 digits
  await confirm.click();
  await expect(otpError).toHaveText('Incorrect code. Please check the SMS and try again.');
  await screenshot(page, 'promo-register-otp-rejected');

  // Closed and opened again while the countdown runs: no new code is requested.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await sendButton.click();
  await expect(dialog).toBeVisible();
  await expect(otpField).toHaveValue(wrongCode);
  const outbox = await page.request.get(`/dev/sms-outbox?phone=91${phone}`);
  expect(((await outbox.json()) as { data: unknown[] }).data).toHaveLength(1);

  await otpField.fill(code);
  await expect(otpError).toHaveText('');
  await recordLoadingStatus(page);
  await confirm.click();

  await expect(page).toHaveURL(/\/promotion\/amount$/);
  await expect(page).toHaveTitle('Your Credit Limit · Saral');
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('saral.session')!));
  expect(session).toMatchObject({ phone, isApp: false, token: expect.any(String) });

  const checking = page.getByRole('status', { name: 'Checking your credit limit' });
  await expect(checking).toBeVisible();
  await recordAmountFigures(page);
  // A live frame of the CSS animation (the shared helper would freeze it).
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'promo-amount-loading.png') });

  await expect(page.getByText('Available to apply')).toBeVisible({ timeout: 6_000 });
  await expect(checking).toHaveCount(0);
  // The check lasted its 3 seconds, as the page itself measured (a late timer may add a little).
  const loading = await page.evaluate(() => (window as unknown as LoadingWindow).promoLoading);
  expect(loading.shownAt).toBeDefined();
  expect(loading.hiddenAt).toBeDefined();
  const loadingMs = loading.hiddenAt! - loading.shownAt!;
  // 50 ms for the browser's coarsened clock; above, a late timer or a slow figures call.
  expect(loadingMs).toBeGreaterThanOrEqual(PROMOTION_LOADING_MS - 50);
  expect(loadingMs).toBeLessThan(PROMOTION_LOADING_MS + 3_000);
  await expect(page.getByText('Minimum interest rate 0.05%(day)')).toBeVisible();

  // Below ₹50,000 the sample is the real first-loan limit itself: never more than a new
  // borrower can get.
  const amount = await storedAmount(page);
  expect(amount).toBe(figures.firstLoanMaxAmount);
  await expect.poll(() => shownAmount(page)).toBe(amount);
  await expect(page.getByTestId('promo-amount')).toHaveText('₹5,000');

  // It counted up from 0 in steps of 3000 and stopped on the stored amount.
  const counted = await recordedFigures(page);
  expect(counted).toEqual([0, 3_000, 5_000]);
  await screenshot(page, 'promo-amount-final');

  // The same amount on return.
  await page.reload();
  await expect(page.getByRole('status', { name: 'Checking your credit limit' })).toBeVisible();
  await expect(page.getByText('Available to apply')).toBeVisible({ timeout: 6_000 });
  await expect.poll(() => shownAmount(page)).toBe(amount);
  expect(await storedAmount(page)).toBe(amount);

  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Loan products' })).toBeVisible();

  // Signed in, the landing page has nothing to ask: straight on to the amount.
  await page.goto('/promotion/register');
  await expect(page).toHaveURL(/\/promotion\/amount$/);
});

test('an anonymous visitor of /promotion/amount is sent to login', async ({ page }) => {
  await page.goto('/promotion/amount');
  await expect(page).toHaveURL(/\/login\?/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/promotion/amount');
});

test('a refused code request shows in the Info dialog', async ({ page }) => {
  const phone = randomPhone();
  // A code already went to this number a moment ago (another tab): the next one must wait.
  const earlier = await page.request.get(`/api1/sms/v1/promotion/sendCode?phone=91${phone}`);
  expect((await earlier.json()).code).toBe(0);

  await page.goto('/promotion/register');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const info = page.getByRole('dialog').filter({ hasText: 'Info' });
  await expect(info).toBeVisible();
  await expect(info).toContainText(/Please wait \d+ seconds before requesting another code/);
  await expect(page.getByRole('dialog', { name: 'Fill in the OTP' })).toHaveCount(0);
  await info.getByRole('button', { name: 'OK' }).click();
  await expect(info).toHaveCount(0);
});

test('with reduced motion the amount shows at once; an amount above the real limit is replaced', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const phone = randomPhone();
  await page.goto('/promotion/register');
  // Kept by the earlier page, which drew from ₹50,000–70,000: more than a first loan can be.
  await page.evaluate(() => localStorage.setItem('localAmount', '55000'));
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fill in the OTP' });
  await dialog
    .getByRole('textbox', { name: 'OTP' })
    .fill(await readCodeFromOutbox(page.request, phone));
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/promotion\/amount$/);
  await recordAmountFigures(page);
  await expect(page.getByText('Available to apply')).toBeVisible({ timeout: 6_000 });
  const amount = await storedAmount(page);
  expect(amount).toBe((await promotionFigures(page)).firstLoanMaxAmount);
  await expect.poll(() => shownAmount(page)).toBe(amount);
  expect(await recordedFigures(page)).toEqual([amount]);
});
