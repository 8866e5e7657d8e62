import { expect } from '@playwright/test';
import { test } from '../../web/e2e/fixtures';
import { istDay, loanedBorrower } from '../../web/e2e/loan-support';
import { borrowerPhone, chooseOption, consoleScreenshot, signInToConsole } from './console-support';

test('an admin gives a new agent a name, phone and agency, which the borrower is sent', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const borrower = await borrowerPhone(browser);
  const { orderId } = await loanedBorrower(borrower, 2);
  const moved = await borrower.request.put(`/dev/orders/${orderId}/due-date`, {
    data: { dueDate: istDay(-4) },
  });
  expect(moved.ok()).toBe(true);
  const username = `agent.${String(Date.now()).slice(-6)}`;

  // A new collections operator, still without the details the borrower must be sent.
  await signInToConsole(page, 'admin');
  await page.getByRole('menuitem', { name: 'Operators' }).click();
  await page.getByRole('button', { name: 'New operator' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill('saral-agent-e2e-1');
  await chooseOption(page, 'Role', 'collections');
  await dialog.getByRole('button', { name: 'Create operator' }).click();
  const operatorRow = page.getByRole('row').filter({ hasText: username });
  await expect(operatorRow).toContainText('Missing: cannot be assigned loans');

  // Assigning a loan to them is refused, with the reason, and nothing is sent.
  await page.goto(`/console/collections/${orderId}`);
  await chooseOption(page, 'Agent', `${username}: no name, phone or agency yet`);
  await page.getByRole('button', { name: 'Assign' }).click();
  await expect(
    page.getByText('This agent has no name, phone and agency on record', { exact: false }),
  ).toBeVisible();
  await consoleScreenshot(page, 'console-agent-1-refused');

  // The admin adds them in Operators; a bad phone is caught in the form.
  await page.getByRole('menuitem', { name: 'Operators' }).click();
  await page.getByRole('button', { name: `Agent details of ${username}` }).click();
  const details = page.getByRole('dialog');
  await details.getByLabel('Name the borrower is told').fill('Imran Qureshi');
  await details.getByLabel('Agent’s phone').fill('12345');
  await details.getByLabel('Agency').fill('Apex Recovery Services');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('Enter a 10-digit mobile number starting 6–9')).toBeVisible();
  await details.getByLabel('Agent’s phone').fill('91234 56789');
  await consoleScreenshot(page, 'console-agent-2-details');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(operatorRow).toContainText('Imran Qureshi');
  await expect(operatorRow).toContainText('9123456789 · Apex Recovery Services');

  // Now the loan is assigned and the collections screens name the agent.
  await page.goto(`/console/collections/${orderId}`);
  await chooseOption(page, 'Agent', 'Imran Qureshi');
  await page.getByRole('button', { name: 'Assign' }).click();
  const agent = page.locator('.ant-descriptions-item').filter({ hasText: 'Agent' }).first();
  await expect(agent).toContainText(`Imran Qureshi (${username})`);
  await expect(page.locator('.ant-descriptions-item').filter({ hasText: 'Agency' })).toContainText(
    'Apex Recovery Services',
  );
  await consoleScreenshot(page, 'console-agent-3-assigned');

  // The borrower is sent the agent's name, phone and agency: the notice is queued with the
  // assignment and goes out within 08:00–19:00 IST, so its text is read from the messages.
  const messages = await page.request.get(`/ops/v1/loans/${orderId}/messages`);
  expect(JSON.stringify(await messages.json())).toContain(
    'Our recovery agent Imran Qureshi of Apex Recovery Services (phone 9123456789)',
  );
  await page.getByRole('menuitem', { name: 'Collections' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Imran Qureshi' }).first()).toBeVisible();
  await borrower.context().close();
});
