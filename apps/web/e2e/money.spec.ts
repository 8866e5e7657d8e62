import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { screenshot } from './support';
import { api } from './api-support';
import { istDay, loanedBorrower } from './loan-support';

/**
 * After the money is paid out: a borrower extends the due date by paying the extension fee in
 * the sandbox checkout; another borrower's loan is moved past its due date and shows overdue
 * days and the daily fee, the same amount in the list as in the detail; a third repays in two
 * parts, sees them in the payment history, and the settled loan shows its total paid. Loans are set up through the API (the applying spec covers those
 * screens); the server's review, payout and overdue jobs run as in production.
 */

test.describe.configure({ mode: 'serial' });

test('an approved borrower takes Get Money and sees Lending, then Loaned', async ({ page }) => {
  test.setTimeout(120_000);
  const { orderId } = await loanedBorrower(page, 2, 0);
  await page.goto(`/orders/${orderId}/confirm`);
  await expect(page.getByText('Key Fact Statement accepted', { exact: false })).toBeVisible();
  await screenshot(page, 'money-0-confirm-get-money');
  await page.getByRole('button', { name: 'Get Money' }).click();
  // The outcome: how much goes to which account, then that it arrived.
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/payout$`));
  await expect(
    page.getByText(/₹4,528 (is on its way to|was sent to) State Bank of India ••\d{4}/),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Money sent' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'See your loan' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/detail$`));
  // Replaced in history: back does not return to the confirm screen.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/confirm$/);
  await page.goto('/orders');
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('link', { name: /Saral Quick order, Loaned/ })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
});

test('a borrower extends the due date by paying the extension fee', async ({ page }) => {
  test.setTimeout(120_000);
  const { orderId } = await loanedBorrower(page, 0);
  // The loan is due in two days; the extension moves it to 7 days after today's request.
  await page.request.put(`/dev/orders/${orderId}/due-date`, { data: { dueDate: istDay(2) } });

  await page.goto(`/orders/${orderId}/detail`);
  await page.getByRole('link', { name: 'Repayment stress? Extend due date' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/extension`));
  const pay = page.getByRole('button', { name: 'Pay extension fee' });
  await expect(pay).toBeDisabled();
  await screenshot(page, 'money-5-extension', { fullPage: true });
  await page.getByLabel('I agree to the extension fee and the new due date').check();
  await pay.click();

  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await screenshot(page, 'money-6-extension-checkout');
  await page.getByRole('button', { name: /^Pay/ }).click();
  const newDue = new Date(`${istDay(7)}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  // The outcome names the new due date.
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/payment/`));
  await expect(page.getByRole('heading', { name: 'Extension paid' })).toBeVisible();
  await expect(page.getByText(`Your new due date is ${newDue}.`)).toBeVisible();
  await screenshot(page, 'outcome-5-extension-paid');
  await page.getByRole('link', { name: 'Back to your loan' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/detail`));
  await expect(page.getByText(`Due date ${newDue}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Repayment stress? Extend due date' })).toHaveCount(
    0,
  );
  await screenshot(page, 'money-7-extended');
});

test('a loan past its due date shows overdue days and the daily fee', async ({ page }) => {
  test.setTimeout(120_000);
  const { token, orderId } = await loanedBorrower(page, 1);
  await page.request.put(`/dev/orders/${orderId}/due-date`, { data: { dueDate: istDay(-3) } });
  // The overdue job (every second here) moves it to Overdued and charges 3 days of 0.5 %.
  await expect
    .poll(
      async () =>
        (
          (await api(page.request, token, 'GET', `/api1/order/v1/detail?orderId=${orderId}`)) as {
            overdueFee: number;
          }
        ).overdueFee,
      { timeout: 30_000 },
    )
    .toBe(75);
  await page.goto('/orders');
  await expect(page.getByRole('link', { name: /Saral Quick order, Overdued/ })).toBeVisible();
  // The spec's label, a plain sub-line, in red.
  const overdueCard = page.getByRole('article', { name: 'Saral Quick order, Overdued' });
  await expect(overdueCard.getByText('Overdue by 3 days')).toHaveCSS('color', 'rgb(198, 40, 40)');
  await expect(overdueCard.locator('.tag')).toHaveCSS('background-color', 'rgb(198, 40, 40)');
  // The list says what the detail and the payment link say (it said ₹5,017.50 before).
  await expect(figure(page, 'Saral Quick order, Overdued', 'Repayment Amount')).toHaveText(
    '₹5,092.50',
  );
  await screenshot(page, 'money-8-overdue-list');
  await page.goto(`/orders/${orderId}/detail`);
  await expect(page.getByText('Overdue by 3 days', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Repayment ₹5,092.50' })).toBeVisible();
  await screenshot(page, 'money-8-overdue', { fullPage: true });
});

/** One figure (dt → dd) of an order card in Loan History. */
function figure(page: Page, card: string, label: string) {
  return page
    .getByRole('article', { name: card })
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
}

/** Pays through the sandbox checkout the Repay button opened; `rupees` lowers the amount. */
async function payOnCheckout(page: Page, rupees?: string) {
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  if (rupees) await page.getByLabel(/Amount in ₹/).fill(rupees);
  await page.getByRole('button', { name: /^Pay/ }).click();
}

test('repayments are listed on the loan, and a settled loan shows its total paid', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { orderId } = await loanedBorrower(page, 2);
  await page.goto(`/orders/${orderId}/detail`);
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByText('No payments yet.')).toBeVisible();

  // A part first: it is listed with its amount and method, and the amount due drops.
  await page.getByRole('button', { name: 'Repayment ₹5,017.50' }).click();
  await payOnCheckout(page, '1000');
  await expect(page.getByText(/^₹1,000 received\. ₹4,017\.50 is still due by /)).toBeVisible();
  await page.getByRole('link', { name: 'Back to your loan' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/detail`));
  await expect(page.getByRole('button', { name: 'Repayment ₹4,017.50' })).toBeVisible();
  await expect(payments.getByRole('listitem')).toHaveCount(1);
  await expect(payments.getByRole('listitem').first()).toContainText('Repayment₹1,000');
  await expect(payments.getByRole('listitem').first()).toContainText('UPI');
  await screenshot(page, 'money-9-payment-history', { fullPage: true });

  // The rest settles the loan: what was paid in total and the day it closed, no amount due.
  await page.getByRole('button', { name: 'Repayment ₹4,017.50' }).click();
  await payOnCheckout(page);
  await expect(page.getByText('₹4,017.50 received. Your loan is fully repaid.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to your loan' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/detail`));
  const closedOn = new Date(`${istDay(0)}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(page.getByText('Total paid', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`Closed on ${closedOn}`)).toBeVisible();
  await expect(page.getByText('No repayment is due on this loan.')).toBeVisible();
  await expect(payments.getByRole('listitem')).toHaveCount(2);
  await screenshot(page, 'money-10-settled-detail', { fullPage: true });

  await page.goto('/orders');
  const card = 'Saral Quick order, Settled';
  await expect(figure(page, card, 'Total paid')).toHaveText('₹5,017.50');
  await expect(figure(page, card, 'Closed on')).toHaveText(closedOn);
  await expect(figure(page, card, 'Repayment Amount')).toHaveCount(0);
  await screenshot(page, 'money-11-settled-list');
});
