import { devices, expect } from '@playwright/test';
import { test, workerServerUrl } from '../../web/e2e/fixtures';
import { consoleScreenshot, signInToConsole } from './console-support';

test('an admin publishes a Hindi privacy policy and a borrower reading Hindi sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const heading = `13. नया खंड ${Date.now()}`;
  const paragraph = 'कोई सवाल हो तो {{customerCare.email}} पर लिखें।';

  await signInToConsole(page, 'admin');
  await page.getByRole('menuitem', { name: 'Content and settings' }).click();
  await page.getByText('हिन्दी (Hindi)').click();
  await page.getByRole('tab', { name: 'Privacy policy' }).click();
  // The demo data's Hindi version 1.
  const editor = page.getByLabel('Text of privacy (Hindi)');
  await expect(editor).toHaveValue(/## 1\. हम कौन सा निजी डेटा इकट्ठा करते हैं/);
  const original = await editor.inputValue();

  const phone = await browser.newContext({
    ...devices['Pixel 5'],
    viewport: { width: 360, height: 740 },
    baseURL: workerServerUrl(),
    // A first visit follows the phone's language: this borrower reads Hindi.
    locale: 'hi-IN',
    serviceWorkers: 'block',
  });
  try {
    await editor.fill(`${original}\n\n## ${heading}\n${paragraph}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Version 2')).toBeVisible();
    await consoleScreenshot(page, 'console-content-hindi-1-privacy');

    const borrower = await phone.newPage();
    await borrower.goto('/protocol/privacy');
    await expect(borrower.getByText('1. हम कौन सा निजी डेटा इकट्ठा करते हैं')).toBeVisible();
    await consoleScreenshot(borrower, 'content-hindi-2-borrower-privacy-top');
    const added = borrower.getByText(heading);
    await added.scrollIntoViewIfNeeded();
    await expect(added).toBeVisible();
    await expect(borrower.getByText('कोई सवाल हो तो support@saral.example पर लिखें।')).toBeVisible();
    await consoleScreenshot(borrower, 'content-hindi-3-borrower-privacy-new-section');

    // English readers keep the English policy, without the Hindi section.
    const english = await browser.newPage({ baseURL: workerServerUrl() });
    await english.goto('/protocol/privacy');
    await expect(english.getByText('1. Personal data we collect')).toBeVisible();
    await expect(english.getByText(heading)).toHaveCount(0);
    await english.close();
  } finally {
    await phone.close();
    // Put the Hindi policy back as it was, as a new version effective today.
    await editor.fill(original);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => editor.inputValue()).toBe(original);
  }
});
