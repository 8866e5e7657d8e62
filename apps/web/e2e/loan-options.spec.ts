import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { screenshot } from './support';
import { api, productId } from './api-support';
import { istDay, loanedBorrower, payInSandbox, takeLoan } from './loan-support';

/**
 * What a borrower may do with a running loan (issue 12): an extension only when it moves the due
 * date, the cooling-off exit of a new loan, and a higher credit limit only once accepted. Loans
 * are set up through the API; the review, payout and payment webhooks run as in production.
 */

/** A calendar day as the app prints it: "28 Nov 2026". */
const shown = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

async function orderState(page: Page, token: string, orderId: number) {
  const detail = (await api(
    page.request,
    token,
    'GET',
    `/api1/order/v1/detail?orderId=${orderId}`,
  )) as {
    orderState: number;
  };
  return detail.orderState;
}

test.describe.configure({ mode: 'serial' });

test('an extension is offered only when it moves the due date later', async ({ page }) => {
  test.setTimeout(120_000);
  const { orderId } = await loanedBorrower(page, 0);
  const extend = page.getByRole('link', { name: 'Repayment stress? Extend due date' });

  // Paid out today, due in 7 days: an extension asked for today would end on that same day.
  await page.goto(`/orders/${orderId}/detail`);
  await expect(page.getByText(`Due date ${shown(istDay(7))}`)).toBeVisible();
  await expect(
    page.getByText(`You can extend the due date from ${shown(istDay(1))}.`),
  ).toBeVisible();
  await expect(extend).toHaveCount(0);
  await screenshot(page, 'options-1-extension-later', { fullPage: true });

  await page.goto(`/orders/${orderId}/extension`);
  await expect(page.getByRole('heading', { name: 'No extension now' })).toBeVisible();
  await expect(
    page.getByText(
      `An extension becomes available on ${shown(istDay(1))}. Requested today, it would not move your due date of ${shown(istDay(7))}.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay extension fee' })).toHaveCount(0);
  await screenshot(page, 'options-2-extension-refused');

  // Due in 3 days: an extension asked for today ends in 7, four days later.
  await page.request.put(`/dev/orders/${orderId}/due-date`, { data: { dueDate: istDay(3) } });
  await page.goto(`/orders/${orderId}/detail`);
  await extend.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/extension`));
  await expect(page.getByLabel('Due date moves')).toHaveText(
    `Due date ${shown(istDay(3))} → ${shown(istDay(7))} (+4 days)`,
  );
  await screenshot(page, 'options-3-extension-gain', { fullPage: true });
});

test('a borrower leaves a new loan in its cooling-off period by paying the exit amount', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { orderId } = await loanedBorrower(page, 1);

  await page.goto(`/orders/${orderId}/kfs`);
  const period = page.getByRole('heading', { name: 'Cooling-off period (1 day)' });
  await expect(period).toBeVisible();
  await expect(
    page.getByText('you may exit this loan by repaying the principal of ₹5,000', { exact: false }),
  ).toBeVisible();
  await period.scrollIntoViewIfNeeded();
  await screenshot(page, 'options-4-kfs-cooling-off');

  await page.goto(`/orders/${orderId}/detail`);
  const exit = page.getByRole('button', {
    name: 'Cancel loan (cooling-off): repay ₹5,002.50 today',
  });
  await expect(exit).toBeVisible();
  await screenshot(page, 'options-5-cooling-off', { fullPage: true });
  await exit.click();

  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(
    page.getByText('Cooling-off exit (closing) of loan', { exact: false }),
  ).toBeVisible();
  await screenshot(page, 'options-6-cooling-off-checkout');
  await page.getByRole('button', { name: 'Pay ₹5,002.50' }).click();

  await expect(page.getByText('₹5,002.50 received. Your loan is fully repaid.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to your loan' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/detail`));
  await expect(page.locator('.tag', { hasText: 'Settled' })).toBeVisible();
  await expect(exit).toHaveCount(0);
  await expect(page.getByText('No repayment is due on this loan.')).toBeVisible();
  await screenshot(page, 'options-7-cooling-off-settled');
});

test('two repaid loans unlock ₹10,000, offered on Home and applied only once accepted', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { token, orderId: first } = await loanedBorrower(page, 2);
  const settle = async (orderId: number) => {
    const { paymentUrl } = (await api(
      page.request,
      token,
      'POST',
      '/api1/pay-order/v1/cooling-off',
      {
        orderId,
      },
    )) as { paymentUrl: string };
    await payInSandbox(page, paymentUrl);
    await expect.poll(() => orderState(page, token, orderId)).toBe(7);
  };
  await settle(first);
  await settle(await takeLoan(page, token));

  const flex = await productId(page.request, token, 'Saral Flex');
  const largest = async () =>
    Math.max(
      ...(
        (await api(page.request, token, 'GET', `/api1/order/v1/loan-offer?productId=${flex}`)) as {
          amountList: number[];
        }
      ).amountList,
    );
  expect(await largest()).toBe(5_000);

  await page.goto('/');
  const offer = page.getByRole('heading', { name: 'You can now borrow up to ₹10,000' });
  await expect(offer).toBeVisible();
  await expect(
    page.getByText('until then you can borrow up to ₹5,000', { exact: false }),
  ).toBeVisible();
  await screenshot(page, 'options-8-credit-limit-offer');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(
    page.getByRole('heading', { name: 'Your credit limit is now ₹10,000' }),
  ).toBeVisible();
  await screenshot(page, 'options-9-credit-limit-accepted');

  expect(await largest()).toBe(10_000);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Loan products' })).toBeVisible();
  await expect(offer).toHaveCount(0);
});
