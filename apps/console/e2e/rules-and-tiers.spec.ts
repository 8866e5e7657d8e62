import { expect, type Page } from '@playwright/test';
import { test, workerServerUrl } from '../../web/e2e/fixtures';
import { OPERATOR_CONSOLE_HEADER } from '@saral/contract/api/operator';
import { consoleScreenshot, signInToConsole } from './console-support';

/**
 * Decision rules and credit tiers in versions: admin.demo proposes (bad input is refused inline
 * first), the second admin of the dev seed approves the rules and rejects the tiers, and an edit
 * made from a version someone replaced meanwhile is refused with a Reload prompt. Saral Plus is
 * the product: it is seeded full, so no other journey is decided by its rules; the tiers every
 * borrower journey depends on are left as they are (rejected).
 */

const PRODUCT = 'Saral Plus';
const rulesCard = (page: Page) =>
  page
    .locator('.ant-card')
    .filter({ hasText: `Decision rules: ${PRODUCT}` })
    .first();
const tiersCard = (page: Page) =>
  page.locator('.ant-card').filter({ hasText: 'Credit tiers' }).first();

async function openRules(page: Page) {
  await page.getByRole('menuitem', { name: 'Products and rules' }).click();
  await page.getByRole('row').filter({ hasText: PRODUCT }).getByRole('radio').check();
  await expect(page.getByText(`Decision rules: ${PRODUCT}`)).toBeVisible();
}

/** The operator API as the console calls it, with the page's own session cookie. */
async function opsApi(page: Page, method: 'GET' | 'POST', path: string, data?: object) {
  const response = await page.request.fetch(`/ops/v1${path}`, {
    method,
    headers: { [OPERATOR_CONSOLE_HEADER]: '1' },
    ...(data ? { data } : {}),
  });
  const body = (await response.json()) as { code: number; msg: string; data: unknown };
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

test('rules and tiers need a second admin; a stale edit is refused with a Reload prompt', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInToConsole(page, 'admin');
  await openRules(page);
  const rulesForm = page.getByRole('form', { name: 'Decision rules' });

  // Bad input: the contract's rule shows under the field, nothing is sent.
  await rulesForm.getByLabel('Minimum age').fill('17');
  await rulesForm.getByLabel('Days before a denied borrower may re-apply').fill('16');
  await rulesForm.getByRole('button', { name: 'Propose rules' }).click();
  await expect(rulesForm.getByText('Too small: expected number to be >=18')).toBeVisible();
  await expect(rulesForm.getByText('Give a reason of at least 3 characters')).toBeVisible();
  await rulesCard(page).scrollIntoViewIfNeeded();
  await consoleScreenshot(page, 'console-rules-1-bad-input');

  await rulesForm.getByLabel('Minimum age').fill('18');
  await rulesForm.getByLabel('Reason for the change').fill('Fewer repeat denials');
  await rulesForm.getByRole('button', { name: 'Propose rules' }).click();
  await expect(page.getByText(/Rules version \d+ proposed/)).toBeVisible();
  const pendingRules = rulesCard(page).getByRole('row').filter({ hasText: 'pending' });
  await expect(pendingRules).toContainText('re-apply after 16 d');
  await expect(pendingRules.getByText('Waiting for a second admin')).toBeVisible();
  await expect(pendingRules.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await rulesCard(page).scrollIntoViewIfNeeded();
  await consoleScreenshot(page, 'console-rules-2-pending');

  // Credit tiers: the first tier must start at loan 1; then a valid proposal waits.
  const tiersForm = page.getByRole('form', { name: 'Propose credit tiers' });
  await tiersForm.getByLabel('Tier 1 from loan').fill('2');
  await tiersForm.getByLabel('Tier 3 maximum').fill('45000');
  await tiersForm.getByLabel('Reason for the change').fill('Loyal borrowers borrow more');
  await tiersForm.getByRole('button', { name: 'Propose tiers' }).click();
  await expect(tiersForm.getByText('The first tier starts at loan 1')).toBeVisible();
  await tiersForm.getByLabel('Tier 1 from loan').fill('1');
  await tiersForm.getByRole('button', { name: 'Propose tiers' }).click();
  await expect(page.getByText(/Tiers version \d+ proposed/)).toBeVisible();
  const pendingTiers = tiersCard(page).getByRole('row').filter({ hasText: 'pending' });
  await expect(pendingTiers).toContainText('₹45,000');
  await tiersCard(page).scrollIntoViewIfNeeded();
  await consoleScreenshot(page, 'console-tiers-1-pending');

  // The second admin approves the rules and rejects the tiers.
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    baseURL: workerServerUrl(),
  });
  const second = await context.newPage();
  await second.goto('/console/login');
  await second.getByLabel('Username').fill('admin');
  await second.getByLabel('Password').fill('saral-admin-dev');
  await second.getByRole('button', { name: 'Sign in' }).click();
  await expect(second.getByTestId('operator-name')).toHaveText('admin');
  await openRules(second);
  const secondPending = rulesCard(second).getByRole('row').filter({ hasText: 'pending' });
  await secondPending.getByRole('button', { name: 'Approve' }).click();
  await expect(
    second.getByText(/Rules version \d+ approved: the review uses it now/),
  ).toBeVisible();
  await expect(
    rulesCard(second).getByRole('row').filter({ hasText: 'approved' }).first(),
  ).toContainText('re-apply after 16 d');
  await rulesCard(second).scrollIntoViewIfNeeded();
  await consoleScreenshot(second, 'console-rules-3-approved');

  await tiersCard(second)
    .getByRole('row')
    .filter({ hasText: 'pending' })
    .getByRole('button', { name: 'Reject' })
    .click();
  const dialog = second.getByRole('dialog');
  await dialog.getByRole('textbox').fill('Not before the next credit review');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(tiersCard(second).getByRole('row').filter({ hasText: 'rejected' })).toContainText(
    'Not before the next credit review',
  );
  await tiersCard(second).scrollIntoViewIfNeeded();
  await consoleScreenshot(second, 'console-tiers-2-rejected');

  // A stale edit: the second admin's form is on the approved version; meanwhile admin.demo
  // proposes re-apply after 17 days and the second admin approves it in another tab (here: its API).
  const productId = Number(
    ((await opsApi(second, 'GET', '/products')) as { id: number; name: string }[]).find(
      (product) => product.name === PRODUCT,
    )?.id,
  );
  const rulesPath = `/products/${productId}/decision-rules/versions`;
  const versions = (await opsApi(page, 'GET', rulesPath)) as {
    version: number;
    status: string;
    value: object;
  }[];
  const current = versions.find((version) => version.status === 'approved');
  if (!current) throw new Error('no approved rules');
  const proposed = (await opsApi(page, 'POST', rulesPath, {
    value: { ...current.value, reapplyWaitDays: 17 },
    reason: 'A week more after a denial',
    baseVersion: current.version,
  })) as { version: number };
  await opsApi(second, 'POST', `${rulesPath}/${proposed.version}/approve`, {});

  const staleForm = second.getByRole('form', { name: 'Decision rules' });
  await staleForm.getByLabel('Days before a denied borrower may re-apply').fill('20');
  await staleForm.getByLabel('Reason for the change').fill('Longer wait after a denial');
  await staleForm.getByRole('button', { name: 'Propose rules' }).click();
  const prompt = staleForm.getByRole('alert').filter({ hasText: 'Someone else changed this' });
  await expect(prompt).toContainText('Reload and edit the current rules');
  await rulesCard(second).scrollIntoViewIfNeeded();
  await consoleScreenshot(second, 'console-rules-4-stale-edit');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect(prompt).toHaveCount(0);
  await expect(
    second
      .getByRole('form', { name: 'Decision rules' })
      .getByLabel('Days before a denied borrower may re-apply'),
  ).toHaveValue('17');
  await consoleScreenshot(second, 'console-rules-5-reloaded');
  await context.close();
});
