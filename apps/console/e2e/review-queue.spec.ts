import { expect } from '@playwright/test';
import { test } from '../../web/e2e/fixtures';
import { consoleScreenshot, flexApplicant, signInToConsole } from './console-support';

test('a reviewer pages through the queue, sorts it by time in queue and filters it', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  // Eleven applications waiting: more than one page of ten. The last one alone, so it is the
  // newest for certain.
  const applicants: Awaited<ReturnType<typeof flexApplicant>>[] = [];
  for (const size of [4, 4, 2, 1]) {
    const made = await Promise.all(
      Array.from({ length: size }, (_unused, index) =>
        flexApplicant(browser, (applicants.length + index) % 5),
      ),
    );
    applicants.push(...made);
  }
  for (const applicant of applicants) await applicant.borrower.context().close();

  await signInToConsole(page, 'reviewer');
  await page.getByRole('menuitem', { name: 'Review queue' }).click();
  await page.getByLabel('Rows per page').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '10 a page' }).click();
  await page.getByRole('button', { name: 'Search' }).click();

  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(10);
  await expect(page.getByText('Page 1')).toBeVisible();
  const firstPage = await rows.locator('td:first-child').allInnerTexts();
  await consoleScreenshot(page, 'console-review-queue-1-page-one');

  // Longest in the queue first: the newest applications are on a later page.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2')).toBeVisible();
  // The first page's rows stay on screen (under the table's spinner) until the second arrives.
  await expect
    .poll(async () => {
      const shown = await rows.locator('td:first-child').allInnerTexts();
      return shown.length > 0 && shown.every((orderNo) => !firstPage.includes(orderNo));
    })
    .toBe(true);
  await consoleScreenshot(page, 'console-review-queue-2-page-two');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Page 1')).toBeVisible();
  await expect(rows.locator('td:first-child')).toHaveText(firstPage);

  // Newest first, by the "In queue" header: the last application made heads the list.
  await page.getByRole('columnheader', { name: 'In queue' }).click();
  const newest = applicants[applicants.length - 1];
  if (!newest) throw new Error('no applicant');
  await expect(rows.first().getByRole('link')).toHaveAttribute(
    'href',
    `/console/review/${newest.orderId}`,
  );
  // The Sort field follows the header.
  await expect(
    page.locator('.ant-select').filter({ has: page.getByLabel('Sort', { exact: true }) }),
  ).toContainText('Newest first');

  // A search by order number leaves that application alone.
  const orderNo = (await rows.first().locator('td:first-child').innerText()).trim();
  await page.getByLabel('Search applications').fill(orderNo);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Saral Flex');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await consoleScreenshot(page, 'console-review-queue-3-search');
});
