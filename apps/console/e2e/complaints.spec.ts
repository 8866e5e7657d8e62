import { expect } from '@playwright/test';
import { test } from '../../web/e2e/fixtures';
import { api, operatorToken } from '../../web/e2e/api-support';
import { loanedBorrower } from '../../web/e2e/loan-support';
import {
  borrowerPhone,
  chooseOption,
  consoleScreenshot,
  signInToConsole,
  signOutOfConsole,
} from './console-support';

test('support records a borrower’s complaint; an admin works it through to resolved', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const borrower = await borrowerPhone(browser);
  const { token, orderId } = await loanedBorrower(borrower, 0);
  const { orderNo } = (await api(
    borrower.request,
    token,
    'GET',
    `/api1/order/v1/detail?orderId=${orderId}`,
  )) as { orderNo: string };

  // Support takes the borrower's call and records the complaint against the loan.
  await signInToConsole(page, 'support');
  await page.getByRole('menuitem', { name: 'Complaints' }).click();
  await page.getByRole('button', { name: 'New complaint' }).click();
  await page.getByLabel('Order id').fill(String(orderId));
  await chooseOption(page, 'Category', 'Recovery conduct');
  await page
    .getByLabel('What the borrower says')
    .fill('A recovery agent called at 21:30 and spoke rudely to my father.');
  await page.getByRole('button', { name: 'Record complaint' }).click();

  await expect(page.getByText(/^Complaint #\d+$/)).toBeVisible();
  const complaintUrl = page.url();
  await expect(page.getByText('30 days left')).toBeVisible();
  await expect(page.getByRole('link', { name: orderNo })).toBeVisible();
  // Support sees the phone masked and cannot assign (the operators list is admin-only).
  await expect(page.getByText(/^\d{2}•{5}\d{3}$/)).toBeVisible();
  await expect(page.getByLabel('Assign to')).toHaveCount(0);

  await page.getByRole('menuitem', { name: 'Complaints' }).click();
  const row = page.getByRole('row').filter({ hasText: orderNo });
  await expect(row.getByText('30 days left')).toBeVisible();
  await expect(row.getByText('Open')).toBeVisible();
  await consoleScreenshot(page, 'console-complaints-1-list');
  await signOutOfConsole(page);

  // An admin takes it on, assigns it, and resolves it with what was done.
  await signInToConsole(page, 'admin');
  await page.goto(complaintUrl);
  await chooseOption(page, 'Assign to', 'admin.demo (admin)');
  await expect(
    page.locator('.ant-descriptions-item').filter({ hasText: 'Assigned to' }),
  ).toContainText('admin.demo');
  await chooseOption(page, 'New status', 'In progress');
  await page.getByLabel('Note').fill('Asked collections for the call recording.');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.locator('.ant-card-extra').getByText('In progress')).toBeVisible();

  await chooseOption(page, 'New status', 'Resolved');
  await expect(page.getByRole('button', { name: 'Save status' })).toBeDisabled();
  await page
    .getByLabel('Resolution')
    .fill('Agent removed from the account; apology call made to the borrower.');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.locator('.ant-card-extra').getByText('Resolved')).toBeVisible();
  await expect(page.getByText('A resolved complaint changes no further.')).toBeVisible();

  const history = page.locator('.ant-card').filter({ hasText: 'History' });
  await expect(history.getByText('Recorded')).toBeVisible();
  await expect(history.getByText('Assigned to admin.demo')).toBeVisible();
  await expect(history.getByText('open → in_progress')).toBeVisible();
  await expect(history.getByText('Asked collections for the call recording.')).toBeVisible();
  await expect(
    history.getByText(
      'in_progress → resolved: Agent removed from the account; apology call made to the borrower.',
    ),
  ).toBeVisible();
  await consoleScreenshot(page, 'console-complaints-2-resolved');

  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page.getByText('complaint.status').first()).toBeVisible();
  await expect(page.getByText('complaint.create').first()).toBeVisible();

  // A complaint received by letter 31 days ago is overdue: the borrower may go to the Ombudsman.
  const admin = await operatorToken(page.request, 'admin', 'saral-admin-dev');
  const late = await page.request.post('/ops/v1/complaints', {
    headers: { 'x-operator-token': admin },
    data: {
      orderId,
      category: 'charges_and_fees',
      channel: 'letter',
      description: 'Charged a processing fee twice on the same loan; no reply to my email.',
      receivedAt: new Date(Date.now() - 31 * 24 * 60 * 60_000).toISOString(),
    },
  });
  const { id: lateId } = ((await late.json()) as { data: { id: number } }).data;
  await page.getByRole('menuitem', { name: 'Complaints' }).click();
  await page.getByLabel('Overdue only').click();
  const overdueRow = page.getByRole('row').filter({ hasText: `#${lateId}` });
  await expect(overdueRow.getByText('Overdue by 1 day')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: orderNo })).toHaveCount(1);
  await overdueRow.getByRole('link', { name: `#${lateId}` }).click();
  await expect(page.getByText('The borrower may now take this complaint to the RBI')).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://cms.rbi.org.in' })).toBeVisible();
  await consoleScreenshot(page, 'console-complaints-3-overdue');
  await borrower.context().close();
});
