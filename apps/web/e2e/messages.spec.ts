import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { api, onboardedBorrower } from './api-support';
import { takeLoan } from './loan-support';
import { screenshot } from './support';

/** How many in-app messages the borrower has not seen yet. */
async function unreadCount(page: Page, token: string): Promise<number> {
  const count = await api(page.request, token, 'GET', '/api1/message/v1/unread-count');
  return (count as { unread: number }).unread;
}

/**
 * The in-app messages: the bell on Home counts what is unread, the messages page lists the
 * approval with its amount, seeing it clears the count and its link opens the order. The loan is
 * applied for and approved through the API (the applying spec covers those screens); the
 * server's automatic review decides it as in production.
 */
test('an approved borrower finds the approval behind the bell and opens the order', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { token } = await onboardedBorrower(page, 1);

  // Nothing sent yet: a bell without a count, and the page says what will arrive there.
  const bell = page.getByRole('button', { name: /^Messages/ });
  await expect(bell).toHaveAccessibleName('Messages');
  await bell.click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByText('No messages yet')).toBeVisible();
  await screenshot(page, 'messages-0-empty');

  // The automatic review approves ₹5,000; accepting the KFS sends the loan documents too.
  const orderId = await takeLoan(page, token, 0);
  const unread = () => unreadCount(page, token);
  await expect.poll(unread, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  const count = await unread();

  await page.goto('/');
  await expect(bell).toHaveAccessibleName(`Messages, ${count} unread`);
  await expect(bell).toContainText(String(count));
  await screenshot(page, 'messages-1-home-bell');

  await bell.click();
  const approval = page.getByRole('listitem').filter({ hasText: 'Loan approved' });
  await expect(approval).toContainText('₹5,000');
  await expect(approval).toContainText('New');
  await expect(page.getByRole('listitem').filter({ hasText: 'Your loan documents' })).toBeVisible();
  await screenshot(page, 'messages-2-list', { fullPage: true });

  // Seeing the messages marked them read: back on Home the bell has no count.
  await expect.poll(unread).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(bell).toHaveAccessibleName('Messages');

  // On the next visit they are no longer new, and the approval leads to the order.
  await bell.click();
  await expect(approval).not.toContainText('New');
  await approval.getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/confirm$`));
  await expect(page.getByRole('button', { name: 'Get Money' })).toBeVisible();
});

/**
 * A borrower who reads Hindi (users.language hi, the app in हिन्दी) finds the approval in the
 * inbox written in Hindi: the heading, the server's text with the amount in Indian grouping, the
 * page's own texts; nothing wider than the 360 px screen.
 */
test('a Hindi borrower reads the approval in Hindi in the inbox', async ({ page }) => {
  test.setTimeout(150_000);
  const { token } = await onboardedBorrower(page, 2);
  await api(page.request, token, 'POST', '/api1/user/v1/language', { language: 'hi' });
  await page.evaluate(() => localStorage.setItem('saral.language', 'hi'));

  await takeLoan(page, token, 0);
  const unread = () => unreadCount(page, token);
  await expect.poll(unread, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  const count = await unread();

  await page.goto('/');
  const bell = page.getByRole('button', { name: /^संदेश/ });
  await expect(bell).toHaveAccessibleName(`संदेश, ${count} बिना पढ़े`);
  await bell.click();
  await expect(page).toHaveURL(/\/messages$/);
  const approval = page.getByRole('listitem').filter({ hasText: 'लोन मंज़ूर' });
  await expect(approval).toContainText('(₹5,000) मंज़ूर हो गया है।');
  await expect(approval).toContainText('दबाएँ।');
  await expect(approval).toContainText('नया');
  await expect(approval).toContainText('लोन खोलें ›');
  await expect(page.getByRole('listitem').filter({ hasText: 'आपके लोन के दस्तावेज़' })).toContainText(
    'मंज़ूरी पत्र',
  );
  await expect(page.getByText('SMS और WhatsApp पर ऑफ़र')).toBeVisible();
  await expect(page.getByText(/approved|Loan approved|Open the loan/)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await screenshot(page, 'messages-hi-1-list');
  await screenshot(page, 'messages-hi-2-list-full', { fullPage: true });
});
