import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { randomPhone, screenshot, signInThroughUi } from './support';
import {
  BASIC_INFO,
  fillBasicInformation,
  fillContacts,
  fillWorkInformation,
  generateImages,
  setOnboardingSettings,
  tapApplyOn,
} from './onboarding-support';

/**
 * The five onboarding steps in a real browser against the real server: OCR (tesseract), the
 * Aadhaar sandbox's code through the SMS outbox and the sandbox liveness check all run for real,
 * on card and face images generated for the test.
 */

async function startOnboarding(page: Page) {
  await page.goto('/login');
  await signInThroughUi(page, randomPhone());
  await expect(page).toHaveURL(/\/$/);
  await tapApplyOn(page, 'Saral Quick');
}

async function completeFace(page: Page, dir: string) {
  await expect(page).toHaveURL(/\/auth\/face\?pid=\d+&step=4&as=5/);
  await expect(page.getByText('Step 4 / 5')).toBeVisible();
  const capture = page.getByLabel('Face photo');
  await expect(capture).toHaveAttribute('capture', 'user');
  await capture.setInputFiles(path.join(dir, 'face.jpg'));
  await screenshot(page, 'onboarding-4-face');
  await page.getByRole('button', { name: 'CONFIRM TO NEXT' }).click();

  await expect(page).toHaveURL(/\/auth\/callback\?.*checkId=/);
  await expect(page.getByRole('heading', { name: 'Selfie accepted' })).toBeVisible();
  // No measurements (brightness, contrast) for the borrower to puzzle over.
  await expect(page.getByText(/brightness|contrast/)).toHaveCount(0);
  await screenshot(page, 'onboarding-4-face-result');
  await page.getByRole('button', { name: 'NEXT' }).click();
}

test.describe.configure({ mode: 'serial' });

test('a new borrower completes all five steps with card uploads read by OCR and lands on the product detail', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { dir, identity } = generateImages(0);
  await setOnboardingSettings(page, { kycPageType: 1 });
  await startOnboarding(page);

  await fillBasicInformation(page, 'onboarding-1-basic');
  await fillWorkInformation(page, 'onboarding-2-work');

  await expect(page).toHaveURL(/\/auth\/identity\?pid=\d+&step=3&as=5/);
  await expect(page.getByText('Step 3 / 5')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Identity Verification' })).toBeVisible();
  await page.getByRole('button', { name: 'CONFIRM TO NEXT' }).click();
  await expect(page.getByText('Please Upload Aadhaar front')).toBeVisible();

  await page.getByLabel('Aadhaar Front').setInputFiles(path.join(dir, 'aadhaar-front.jpg'));
  await expect(page.getByTestId('card-aadhaarFront')).toHaveAttribute('data-status', 'done', {
    timeout: 30_000,
  });
  await page.getByLabel('Aadhaar Back').setInputFiles(path.join(dir, 'aadhaar-back.jpg'));
  await page.getByLabel('PAN', { exact: true }).setInputFiles(path.join(dir, 'pan.jpg'));
  await expect(page.getByTestId('card-pan')).toHaveAttribute('data-status', 'done', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('card-aadhaarBack')).toHaveAttribute('data-status', 'done');

  // OCR read the cards: the Aadhaar number comes back masked, the PAN in full.
  const aadhaarField = page.getByRole('textbox', { name: 'Aadhaar No.' });
  await expect(aadhaarField).toHaveValue(`XXXX XXXX ${identity.aadhaar.slice(-4)}`);
  await expect(page.getByRole('textbox', { name: 'PAN No.' })).toHaveValue(identity.pan);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(
    new RegExp(identity.name, 'i'),
  );
  await screenshot(page, 'onboarding-3-identity-upload', { fullPage: true });
  await page.getByRole('button', { name: 'CONFIRM TO NEXT' }).click();

  await completeFace(page, dir);
  await fillContacts(page, 'onboarding-5-contacts');

  await expect(page).toHaveURL(/\/product\/\d+\/detail$/);
  await expect(page.getByRole('button', { name: 'APPLY NOW' })).toBeVisible();
  await expect(page.getByText('Requirement')).toBeVisible();
  await expect(page.getByText('Product Eligibility')).toBeVisible();
  await screenshot(page, 'onboarding-6-product-detail');
  // The full Aadhaar number was never on any page.
  await expect(page.locator('body')).not.toContainText(identity.aadhaar);
});

test('when many people sign up at once the card waits, and is read after the app retries by itself', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { dir, identity } = generateImages(1);
  await setOnboardingSettings(page, { kycPageType: 1 });
  await startOnboarding(page);
  await fillBasicInformation(page);
  await fillWorkInformation(page);
  await expect(page).toHaveURL(/\/auth\/identity\?pid=\d+&step=3&as=5/);

  // The next upload is answered busy (Retry-After 2 s), as with a full card-reading queue.
  const busy = await page.request.put('/dev/card-reading-busy', { data: { count: 1 } });
  expect((await busy.json()).code).toBe(0);
  // The app's second try is held back until its "reading" state has been seen: a fast read
  // would otherwise go from waiting to done between two looks.
  let uploads = 0;
  let releaseRetry = () => {};
  const retryHeld = new Promise<void>((resolve) => (releaseRetry = resolve));
  await page.route('**/auth/v1/ocr-separate', async (route) => {
    uploads += 1;
    if (uploads === 2) await retryHeld;
    await route.continue();
  });
  await page.getByLabel('PAN', { exact: true }).setInputFiles(path.join(dir, 'pan.jpg'));
  const tile = page.getByTestId('card-pan');
  await expect(tile).toHaveAttribute('data-status', 'waiting');
  await expect(tile).toContainText('Many people are signing up: reading your card in a moment');
  await screenshot(page, 'onboarding-3-card-busy');

  // Sent again by itself with the same photo: read this time.
  await expect(tile).toHaveAttribute('data-status', 'reading', { timeout: 10_000 });
  await expect(tile).toContainText('Reading your card…');
  await screenshot(page, 'onboarding-3-card-reading');
  expect(uploads).toBe(2);
  releaseRetry();
  await expect(tile).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(tile.getByRole('img', { name: 'PAN photo' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'PAN No.' })).toHaveValue(identity.pan);
  await screenshot(page, 'onboarding-3-card-read-after-retry');
});

test('with the Aadhaar-number variant the borrower verifies the number with a code from the SMS outbox', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { dir, identity } = generateImages(2);
  await setOnboardingSettings(page, { kycPageType: 2 });
  try {
    const phone = randomPhone();
    await page.goto('/login');
    await signInThroughUi(page, phone);
    await expect(page).toHaveURL(/\/$/);
    await tapApplyOn(page, 'Saral Quick');
    await fillBasicInformation(page);
    await fillWorkInformation(page);

    await expect(page).toHaveURL(/\/auth\/identity\?pid=\d+&step=3&as=5/);
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page.getByText('Please Input IDcard No.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Aadhaar Number' }).fill(identity.aadhaar);
    await page.getByRole('button', { name: 'Verify' }).click();

    const dialog = page.getByRole('dialog', { name: 'Verify Your IdNo.' });
    await expect(dialog).toContainText('Please use Aadhaar bound mobile number to receive OTP');
    await expect(dialog.getByRole('button', { name: /\d+\s*s/ })).toBeDisabled();
    let code = '';
    await expect
      .poll(async () => {
        const response = await page.request.get(`/dev/sms-outbox?phone=91${phone}`);
        const body = (await response.json()) as { data: { body: string }[] };
        code = body.data[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
        return code;
      })
      .toMatch(/^\d{6}$/);
    await dialog
      .getByRole('textbox', { name: 'OTP' })
      .fill('000000' === code ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid OTP');
    await screenshot(page, 'onboarding-3-identity-aadhaar-otp');
    await dialog.getByRole('textbox', { name: 'OTP' }).fill(code);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Aadhaar Number' })).toHaveValue(
      `XXXX XXXX ${identity.aadhaar.slice(-4)}`,
    );

    await page.getByRole('textbox', { name: 'PAN ID' }).fill(identity.pan);
    await screenshot(page, 'onboarding-3-identity-aadhaar');
    await page.getByRole('button', { name: 'NEXT' }).click();

    await completeFace(page, dir);
    await fillContacts(page);
    await expect(page).toHaveURL(/\/product\/\d+\/detail$/);
  } finally {
    await setOnboardingSettings(page, { kycPageType: 1 });
  }
});

test('a borrower who leaves after step 2 resumes at step 3 with what they saved', async ({
  page,
}) => {
  await startOnboarding(page);
  await fillBasicInformation(page);
  await fillWorkInformation(page);
  await expect(page).toHaveURL(/\/auth\/identity\?pid=\d+&step=3&as=5/);

  // Leave: back to Home, then a fresh page load as after closing the browser.
  await page.goto('/');
  await page.reload();
  await tapApplyOn(page, 'Saral Quick');
  await expect(page).toHaveURL(/\/auth\/identity\?pid=\d+&step=3&as=5/);
  await expect(page.getByText('Step 3 / 5')).toBeVisible();

  // Earlier answers are still there.
  await page.goto(page.url().replace('/auth/identity', '/auth/basic').replace('step=3', 'step=1'));
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue(BASIC_INFO.name);
  await expect(page.getByLabel('Date of Birth', { exact: true })).toHaveValue('14-08-1986');
  await expect(page.getByRole('button', { name: /^District Jaipur/ })).toBeVisible();
  await page.goto(page.url().replace('/auth/basic', '/auth/work').replace('step=1', 'step=2'));
  await expect(page.getByLabel('Company Name', { exact: true })).toHaveValue(
    'Shree Textiles Pvt Ltd',
  );
  await screenshot(page, 'onboarding-resume-work');
});
