import { expect } from '@playwright/test';
import { test } from './fixtures';
import { screenshot } from './support';
import { api, onboardedBorrower, productId, reviewApplication } from './api-support';
import { istDay, loanedBorrower } from './loan-support';

/**
 * What the borrower is told where it matters: the status line of each loan, the days left and
 * the loan documents; a payment pending, failed (nothing taken) and then received; an approval
 * for less than applied for on Confirm Loan; the Lending card's status page and a payout that
 * could not be sent. The applying and money specs cover the other outcome screens.
 */

test.describe.configure({ mode: 'serial' });

const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

test('a loan says where it stands; a payment pending, failed, then received', async ({ page }) => {
  test.setTimeout(120_000);
  const { token, orderId } = await loanedBorrower(page, 0);

  // Loan History: the spec's label, a plain sub-line, the amount due and the due date.
  await page.goto('/orders');
  const card = page.getByRole('article', { name: 'Saral Quick order, Loaned' });
  await expect(card.getByText(`Active – due ${shortDay(istDay(7))}`)).toBeVisible();
  await expect(card).toContainText('Repayment Amount₹5,017.50');
  await expect(card).toContainText('Due date');

  // The detail: days left and the loan documents behind the borrower's own signed link.
  await page.goto(`/orders/${orderId}/detail`);
  await expect(page.getByText('7 days left')).toBeVisible();
  const documents = page.getByRole('link', { name: 'Key Fact Statement and sanction letter' });
  await expect(documents).toBeVisible();
  const opened = await page.request.get((await documents.getAttribute('href')) ?? '');
  expect(opened.status()).toBe(200);
  expect(await opened.text()).toContain('Key Fact Statement');
  await screenshot(page, 'outcome-6-detail-status', { fullPage: true });

  // Back from the gateway before it said anything: pending, and the page keeps asking.
  const { paymentUrl } = (await api(page.request, token, 'POST', '/api1/pay-order/v1/repay', {
    orderId,
  })) as { paymentUrl: string };
  const linkId = paymentUrl.split('/').pop() ?? '';
  await page.goto(`/orders/${orderId}/payment/${linkId}`);
  await expect(page.getByRole('heading', { name: 'Payment pending' })).toBeVisible();
  await expect(page.getByText(/We are waiting for your bank to confirm ₹5,017\.50/)).toBeVisible();
  await screenshot(page, 'outcome-7-payment-pending');

  // A failed attempt: nothing was taken; Try again opens the checkout again.
  await page.goto(paymentUrl);
  await page.getByRole('button', { name: 'Simulate a failed payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/payment/${linkId}$`));
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(page.getByText('No money was taken, try again.')).toBeVisible();
  await screenshot(page, 'outcome-8-payment-failed');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(page.getByText('₹5,017.50 received. Your loan is fully repaid.')).toBeVisible();
});

test('an approval for less says so; the Lending card opens the money’s status page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { token } = await onboardedBorrower(page, 1);
  const flex = await productId(page.request, token, 'Saral Flex');
  // The sandbox payout fails for accounts ending in 0000.
  const accountNo = `5010${String(Date.now()).slice(-6)}0000`;
  const card = (await api(page.request, token, 'POST', '/api1/bank/v1/bind-card', {
    bankCode: 'HDFC0000001',
    cardNo: accountNo,
    confirmCardNo: accountNo,
  })) as { id: number };
  const applied = await page.request.post('/api1/order/v1/apply', {
    headers: { token, 'idempotency-key': `outcomes-${Date.now()}` },
    data: {
      cardId: card.id,
      borrowAmount: 5000,
      periods: 7,
      productId: flex,
      checkEmail: 0,
      autoGetMoney: 1,
      autoMoney: 0,
    },
  });
  const { orderId } = ((await applied.json()) as { data: { orderId: number } }).data;

  await page.goto('/orders');
  await expect(
    page
      .getByRole('article', { name: 'Saral Flex order, Auditing' })
      .getByText('In review – we will send you an SMS'),
  ).toBeVisible();

  // Saral Flex is decided by hand: a reviewer approves ₹3,000 of the ₹5,000.
  await reviewApplication(page.request, orderId, 'approve', 'Approved for less', undefined, 3000);
  await page.reload();
  const pass = page.getByRole('article', { name: 'Saral Flex order, Pass' });
  await expect(pass.getByText('Approved – confirm to get money')).toBeVisible();
  await screenshot(page, 'outcome-9-list-status');

  await pass.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/confirm$`));
  await expect(page.getByText('Approved for ₹3,000 of the ₹5,000 you applied for')).toBeVisible();
  const cost = page.getByRole('region', { name: 'What this loan costs' });
  await expect(cost).toBeInViewport();
  await expect(cost).toContainText(`You repay on`);
  await expect(cost).toContainText('APR');
  // The fees card adds up: deducted at payout, and repaid.
  await expect(page.getByRole('region', { name: 'Deducted at payout' })).toContainText(
    'You receive',
  );
  await screenshot(page, 'outcome-10-confirm-approved-less');

  await api(page.request, token, 'POST', '/api1/order/v1/kfs/accept', { orderId });
  await api(page.request, token, 'POST', '/api1/order/v1/loan', { orderId });
  await page.goto('/orders');
  await page.getByRole('link', { name: 'Saral Flex order, Lending' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/payout$`));
  await expect(page.getByText(/HDFC Bank ••0000/)).toBeVisible();
  // The payout to this account fails: the page says so, and that nothing is owed.
  await expect(page.getByRole('heading', { name: 'The money could not be sent' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/you owe nothing/)).toBeVisible();
  await screenshot(page, 'outcome-11-payout-failed');
});
