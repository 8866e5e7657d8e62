import { expect } from '@playwright/test';
import { test } from '../../web/e2e/fixtures';
import { randomPhone, signInThroughUi } from '../../web/e2e/support';
import { borrowerPhone, consoleScreenshot, signInToConsole } from './console-support';

test('an admin adds a help item in the console and a borrower reads it in the Help Center', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const question = `Can I repay from another bank account? (${Date.now()})`;
  const answer = 'Yes: the payment link takes UPI, a debit card or net banking from any account.';

  await signInToConsole(page, 'admin');
  await page.getByRole('menuitem', { name: 'Content and settings' }).click();
  await expect(page.getByRole('tab', { name: 'Help FAQ' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const editor = page.getByLabel('Text of faq');
  await expect(editor).toHaveValue(/## Who can apply for a Saral loan\?/);
  const original = await editor.inputValue();

  // A new item at the end: other journeys read the existing questions, none is changed.
  await editor.fill(`${original}\n\n## ${question}\n${answer}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Served now').first()).toBeVisible();
  await consoleScreenshot(page, 'console-content-1-faq');

  try {
    const borrower = await borrowerPhone(browser);
    await borrower.goto('/personal/help');
    await signInThroughUi(borrower, randomPhone());
    await expect(borrower).toHaveURL(/\/personal\/help$/);
    const item = borrower.getByRole('button', { name: question });
    await expect(item).toBeVisible();
    await item.click();
    await expect(borrower.getByText(answer)).toBeVisible();
    await borrower.context().close();

    // A text with a placeholder the server does not know is refused, its message shown inline.
    await editor.fill(`${original}\n\n## Who lends?\n{{lender.nmae}}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('alert').getByText(/Unknown placeholder \{\{lender\.nmae\}\}/),
    ).toBeVisible();
    await consoleScreenshot(page, 'console-content-2-refused');
  } finally {
    // Put the help items back as they were, as a new version effective today.
    await editor.fill(original);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => editor.inputValue()).toBe(original);
  }
});

test('a viewer reads the texts and settings without edit controls', async ({ page }) => {
  await signInToConsole(page, 'viewer');
  await page.getByRole('menuitem', { name: 'Content and settings' }).click();
  await expect(page.getByText('Text served now')).toBeVisible();
  await expect(page.getByText('## Who can apply for a Saral loan?')).toBeVisible();
  await expect(page.getByLabel('Text of faq')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Onboarding' }).click();
  await expect(page.getByText('Steps, in the order borrowers take them')).toBeVisible();
  await expect(page.getByText('Only an admin changes these settings.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await consoleScreenshot(page, 'console-content-3-viewer-onboarding');

  await page.getByRole('tab', { name: 'Marketing' }).click();
  await expect(page.getByText('What applies now')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});
