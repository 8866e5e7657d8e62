import { expect, type Page } from '@playwright/test';
import { test } from '../../web/e2e/fixtures';
import { api } from '../../web/e2e/api-support';
import { randomPhone, sessionToken, signInThroughUi } from '../../web/e2e/support';
import {
  borrowerPhone,
  consoleScreenshot,
  signInToConsole,
  signOutOfConsole,
} from './console-support';

/**
 * Product terms in versions: admin.demo proposes a new daily rate, the second admin of the dev
 * seed approves it, and a borrower's loan calculation uses it. Saral Plus is the product: no
 * other journey prices a loan on it (it is seeded full), so the others keep their figures.
 */

const PRODUCT = 'Saral Plus';
const NEW_RATE = 0.09;

async function openProductTerms(page: Page) {
  await page.getByRole('menuitem', { name: 'Products and rules' }).click();
  await page.getByRole('row').filter({ hasText: PRODUCT }).getByRole('radio').check();
  await expect(page.getByText(`Terms: ${PRODUCT}`)).toBeVisible();
}

test('a new daily rate proposed by one admin, approved by another, prices the next loan', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInToConsole(page, 'admin');
  await openProductTerms(page);
  const form = page.getByRole('form', { name: 'Propose new terms' });
  await expect(form).toBeVisible();

  // A label that states another term breaks the contract's rule: shown under the field, nothing sent.
  await form.getByLabel('Daily interest (% per day)').fill(String(NEW_RATE));
  await form.getByLabel('Tenure label (as cards show it)').fill('Tenure 14 days');
  await form.getByLabel('Reason for the change').fill('Cost of funds rose');
  await form.getByRole('button', { name: 'Propose new terms' }).click();
  await expect(form.getByText('The tenure label must state')).toBeVisible();
  await expect(form.getByLabel('Tenure label (as cards show it)')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await consoleScreenshot(page, 'console-product-terms-1-refused');

  await form.getByLabel('Tenure label (as cards show it)').fill('Tenure 7 days');
  await form.getByRole('button', { name: 'Propose new terms' }).click();
  await expect(page.getByText(/proposed: a second admin must approve it/)).toBeVisible();
  const pending = page.getByRole('row').filter({ hasText: 'pending' });
  await expect(pending).toContainText('Cost of funds rose');
  // The proposer cannot approve their own proposal.
  await expect(pending.getByText('Waiting for a second admin')).toBeVisible();
  await expect(pending.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByText('Version 2 is waiting for a second admin')).toBeVisible();
  await page.getByText(`Terms: ${PRODUCT}`).scrollIntoViewIfNeeded();
  await consoleScreenshot(page, 'console-product-terms-2-pending');
  await signOutOfConsole(page);

  // The second admin of the dev seed approves.
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('saral-admin-dev');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('operator-name')).toHaveText('admin');
  await openProductTerms(page);
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/approved: new orders use these terms/)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: PRODUCT }).first()).toContainText(
    `${NEW_RATE}%`,
  );
  await expect(page.getByRole('row').filter({ hasText: 'superseded' }).first()).toBeVisible();
  await page.getByText(`Terms: ${PRODUCT}`).scrollIntoViewIfNeeded();
  await consoleScreenshot(page, 'console-product-terms-3-approved');

  // A borrower's loan calculation uses the new rate: ₹5,000 × 0.09 % × 7 days = ₹31.50.
  const borrower = await borrowerPhone(browser);
  await borrower.goto('/login');
  await signInThroughUi(borrower, randomPhone());
  await expect(borrower).toHaveURL(/\/$/);
  const token = await sessionToken(borrower);
  const home = (await api(borrower.request, token, 'GET', '/api1/home/v1/index')) as {
    homeProductVos: { id: number; name: string; rate: number }[];
  };
  const product = home.homeProductVos.find((item) => item.name === PRODUCT);
  expect(product?.rate).toBe(NEW_RATE);
  const quote = (await api(
    borrower.request,
    token,
    'GET',
    `/api1/order/v1/calculate?productId=${product?.id}&amount=5000&period=7`,
  )) as { interestRate: number; interest: number };
  expect(quote).toMatchObject({ interestRate: NEW_RATE, interest: 31.5 });
  await borrower.context().close();
});
