import { expect } from '@playwright/test';
import { test } from '../../web/e2e/fixtures';
import { consoleScreenshot, flexApplicant, signInToConsole } from './console-support';

test('a reviewer asks for a new Aadhaar photo and the borrower’s app asks for it again', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const { borrower, orderId } = await flexApplicant(browser, 4);

  await signInToConsole(page, 'reviewer');
  await page.goto(`/console/review/${orderId}`);
  await page
    .getByLabel('What is wrong with it')
    .fill('The photo is blurred: the number cannot be read');
  await page.getByRole('button', { name: 'Ask the borrower' }).click();
  await expect(page.getByText('The borrower is asked for the document again')).toBeVisible();
  await expect(page.getByText(/The photo is blurred: the number cannot be read/)).toBeVisible();
  await consoleScreenshot(page, 'console-document-request');

  await borrower.goto(`/orders/${orderId}/audit`);
  await expect(borrower.getByRole('heading', { name: 'We need a new photo' })).toBeVisible();
  await consoleScreenshot(borrower, 'document-request-borrower');
  await borrower.getByRole('button', { name: 'Take the photo again' }).click();
  await expect(borrower).toHaveURL(/\/auth\/identity/);
  await borrower.context().close();
});
