import { expect } from '@playwright/test';
import { test } from './fixtures';
import { randomPhone, readCodeFromOutbox, screenshot, signInThroughUi } from './support';
import { api } from './api-support';
import { loanedBorrower, repayInFull } from './loan-support';

/**
 * Self-service in Account: the section below the spec's rows; deleting the account is refused
 * while a loan is open; once the loan is repaid its no-dues letter can be printed and the account
 * can be closed with an SMS code; a borrower without a loan closes theirs the same way.
 */

test.describe.configure({ mode: 'serial' });

test('an open loan blocks deletion; after repaying, the no-dues letter and the closing', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { token, orderId, phone } = await loanedBorrower(page, 3);

  await page.goto('/personal');
  await expect(page.getByRole('heading', { name: 'Profile and verification' })).toBeVisible();
  await expect(page.getByText('Selfie: Verified')).toBeVisible();
  await expect(page.getByText('Bank account: Verified')).toBeVisible();
  await expect(page.getByText(/Loaned · documents, payments and receipts/)).toBeVisible();
  await screenshot(page, 'account-1-self-service');
  await page.getByText('Privacy and your data').scrollIntoViewIfNeeded();
  await screenshot(page, 'account-1b-self-service-loans');

  // A second account is the newest, so the default; the first is made the default again.
  const accountNo = `3002${String(Date.now()).slice(-8)}`;
  await api(page.request, token, 'POST', '/api1/bank/v1/bind-card', {
    bankCode: 'SBIN0000300',
    cardNo: accountNo,
    confirmCardNo: accountNo,
  });
  await page.getByText('My bank accounts').click();
  await expect(page).toHaveURL(/\/bank$/);
  await expect(page.getByText('Default', { exact: true })).toHaveCount(1);
  await page.getByRole('button', { name: /^Make XXXXXX\d{4} the default account$/ }).click();
  await expect(
    page.getByRole('button', { name: `Make XXXXXX${accountNo.slice(-4)} the default account` }),
  ).toBeVisible();
  await screenshot(page, 'account-1c-bank-default');
  await page.goto('/personal');

  await page.getByText('Delete my account').click();
  await expect(page).toHaveURL(/\/personal\/delete$/);
  await page.getByRole('button', { name: 'Send me a code to delete my account' }).click();
  await expect(page.getByRole('alert')).toContainText(
    /You cannot delete your account while loan .+ is open \(Loaned\)/,
  );
  await screenshot(page, 'account-2-delete-refused');

  // The letter is refused before the loan is repaid.
  await page.goto(`/personal/no-dues/${orderId}`);
  await expect(page.getByRole('alert')).toContainText(
    'A no-dues letter is issued once the loan is fully repaid.',
  );

  await repayInFull(page, token, orderId);

  await page.goto('/personal');
  await page.getByText(/^No-dues letter · Saral Quick/).click();
  await expect(page).toHaveURL(new RegExp(`/personal/no-dues/${orderId}$`));
  await expect(page.getByText(/No dues are outstanding against this loan\./)).toBeVisible();
  await expect(page.getByText('Loan amount')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  await screenshot(page, 'account-3-no-dues-letter', { fullPage: true });

  await page.goto('/personal/delete');
  await page.getByRole('button', { name: 'Send me a code to delete my account' }).click();
  // The field shows once the code is sent; the outbox is read after that, not before.
  const field = page.getByLabel('Code sent by SMS to your number');
  await expect(field).toBeVisible();
  await field.fill(await readCodeFromOutbox(page.request, phone));
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is closed' })).toBeVisible();
  const after = await page.request.get('/api1/user/v1/account', { headers: { token } });
  expect(((await after.json()) as { code: number }).code).toBe(-4);
});

test('a borrower without a loan closes the account with the SMS code', async ({ page }) => {
  const phone = randomPhone();
  await page.goto('/login');
  await signInThroughUi(page, phone);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/personal/delete');
  await page.getByRole('button', { name: 'Send me a code to delete my account' }).click();
  const field = page.getByLabel('Code sent by SMS to your number');
  await expect(field).toBeVisible();
  await field.fill(code(await readCodeFromOutbox(page.request, phone)));
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Incorrect code. Please check the SMS and try again.',
  );
  await screenshot(page, 'account-4-delete-wrong-code');
  await field.fill(await readCodeFromOutbox(page.request, phone));
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is closed' })).toBeVisible();
  await screenshot(page, 'account-5-closed');
  await page.getByRole('link', { name: 'Go to the login page' }).click();
  await expect(page).toHaveURL(/\/login/);
});

/** A code that is not the one sent. */
const code = (sent: string) => (sent === '0000' ? '1111' : '0000');
