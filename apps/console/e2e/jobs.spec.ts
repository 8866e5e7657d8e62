import { expect } from '@playwright/test';
import { test } from '../../web/e2e/fixtures';
import { consoleScreenshot, signInToConsole, signOutOfConsole } from './console-support';

test('the sweeps run as recurring background jobs that admins and finance can see', async ({
  page,
}) => {
  await signInToConsole(page, 'admin');
  await page.getByRole('menuitem', { name: 'Background jobs' }).click();
  await expect(page.getByText('Background jobs').first()).toBeVisible();
  await page.getByText('queued', { exact: true }).click();
  // The server runs the review, payout and overdue sweeps, each one row with its interval.
  // (The browser tests' server runs the review sweep every 250 ms and the payout sweep every
  // 300 ms, with its payout checks; the overdue sweep every second.)
  for (const [kind, every] of [
    ['review.sweep', 'every 0.25 s'],
    ['payouts.sweep', 'every 0.3 s'],
    ['overdue.sweep', 'every 1 s'],
  ] as const) {
    const row = page.getByRole('row').filter({ hasText: `recurring:${kind}` });
    await expect(row).toBeVisible();
    await expect(row.getByText(every)).toBeVisible();
  }
  await consoleScreenshot(page, 'console-background-jobs');

  // Finance reads the list; support has no such screen and the server refuses it.
  await signOutOfConsole(page);
  await signInToConsole(page, 'finance');
  await expect(page.getByRole('menuitem', { name: 'Background jobs' })).toBeVisible();
  await signOutOfConsole(page);
  await signInToConsole(page, 'support');
  await expect(page.getByRole('menuitem', { name: 'Background jobs' })).toHaveCount(0);
  await page.goto('/console/jobs');
  await expect(page.getByText('Not allowed for your role')).toBeVisible();
});
