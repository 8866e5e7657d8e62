import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from '../../web/e2e/fixtures';
import { DELIVERY_SIGNATURE_HEADER } from '@saral/contract/api/notifications';
import { DEV_DELIVERY_RECEIPT_SECRET } from '../../server/src/config-notifications';
import { operatorToken, reviewApplication } from '../../web/e2e/api-support';
import {
  consoleScreenshot,
  flexApplicant,
  signInToConsole,
  signOutOfConsole,
} from './console-support';

/** The SMS gateway's signed receipt saying the loan's approval SMS was not delivered. */
async function approvalSmsFails(request: APIRequestContext, orderId: number, error: string) {
  const admin = await operatorToken(request, 'admin', 'saral-admin-dev');
  const listed = await request.get(`/ops/v1/loans/${orderId}/messages`, {
    headers: { 'x-operator-token': admin },
  });
  const messages = (await listed.json()).data.items as {
    channel: string;
    template: string;
    providerMessageId: string | null;
  }[];
  const sms = messages.find((item) => item.channel === 'sms' && item.template === 'loan_approved');
  expect(sms?.providerMessageId).toBeTruthy();
  const body = JSON.stringify({ messageId: sms?.providerMessageId, status: 'failed', error });
  const signature = createHmac('sha256', DEV_DELIVERY_RECEIPT_SECRET).update(body).digest('hex');
  const receipt = await request.post('/notifications/receipts/sms', {
    headers: { 'content-type': 'application/json', [DELIVERY_SIGNATURE_HEADER]: signature },
    data: body,
  });
  expect(receipt.status()).toBe(200);
}

/**
 * What the borrower was sent, in the console: the loan detail and the application list the
 * approval on every channel with its DLT template id and status; the gateway reports the SMS
 * undelivered, so it shows failed with the error, also under Failed deliveries; support sends it
 * again (a new message, a second text in the sandbox outbox); a viewer sees the lists without
 * Resend.
 */
test('support sees the approval messages of a loan and sends the SMS again', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const { borrower, phone, orderId } = await flexApplicant(browser, 4);
  await reviewApplication(borrower.request, orderId, 'approve', 'Income supports the amount');
  const approvalTexts = async () => {
    const response = await page.request.get(`/dev/sms-outbox?phone=91${phone}`);
    const sent = (await response.json()) as { data: { body: string }[] };
    return sent.data.filter((sms) => sms.body.includes('is approved')).length;
  };
  await expect.poll(approvalTexts, { timeout: 30_000 }).toBe(1);
  await approvalSmsFails(page.request, orderId, 'Handset unreachable (DLR 27)');

  await signInToConsole(page, 'support');
  await page.goto(`/console/loans/${orderId}`);
  const messages = page.locator('.ant-card').filter({
    has: page.locator('.ant-card-head-title', { hasText: /^Messages$/ }),
  });
  const smsRows = messages.getByRole('row').filter({ hasText: 'loan_approved' }).filter({
    hasText: 'sms',
  });
  await expect(smsRows).toHaveCount(1);
  await expect(smsRows.first()).toContainText('failed');
  await expect(smsRows.first()).toContainText('Handset unreachable (DLR 27)');
  await expect(smsRows.first()).toContainText(/\d{19}/);
  await expect(messages.getByRole('row').filter({ hasText: 'inapp' }).first()).toBeVisible();
  await messages.scrollIntoViewIfNeeded();
  await consoleScreenshot(page, 'console-messages-1-loan');

  await smsRows.first().getByRole('button', { name: 'Resend' }).click();
  await page.getByRole('button', { name: 'Resend', exact: true }).last().click();
  await expect(page.getByText(/Sent again as message \d+/)).toBeVisible();
  await expect(smsRows).toHaveCount(2);
  await expect(smsRows.filter({ hasText: 'resend of' })).toHaveCount(1);
  await expect.poll(approvalTexts, { timeout: 30_000 }).toBe(2);
  await consoleScreenshot(page, 'console-messages-2-resent');

  // Failed deliveries lists the failed SMS with its loan and error.
  await page.getByRole('menuitem', { name: 'Failed deliveries' }).click();
  const failedRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: String(orderId), exact: true }) });
  await expect(failedRow).toContainText('Handset unreachable (DLR 27)');
  await expect(failedRow.getByRole('button', { name: 'Resend' })).toBeVisible();
  await consoleScreenshot(page, 'console-messages-3-failed');

  // The application shows the borrower's messages too.
  await page.goto(`/console/review/${orderId}`);
  const borrowerMessages = page
    .locator('.ant-card')
    .filter({ has: page.locator('.ant-card-head-title', { hasText: /^Messages$/ }) });
  await expect(
    borrowerMessages.getByRole('row').filter({ hasText: 'loan_approved' }).first(),
  ).toBeVisible();
  await borrowerMessages.scrollIntoViewIfNeeded();
  await consoleScreenshot(page, 'console-messages-4-application');

  // A viewer reads the same list but has no Resend; the failed deliveries screen is in the menu.
  await signOutOfConsole(page);
  await signInToConsole(page, 'viewer');
  await page.goto(`/console/loans/${orderId}`);
  await expect(smsRows).toHaveCount(2);
  await expect(messages.getByRole('button', { name: 'Resend' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Failed deliveries' }).click();
  await expect(page).toHaveURL(/\/console\/failed-deliveries$/);
  await expect(failedRow).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend' })).toHaveCount(0);
  await borrower.context().close();
});
