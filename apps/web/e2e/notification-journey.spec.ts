import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './fixtures';
import { api, operatorToken } from './api-support';
import { loanedBorrower } from './loan-support';
import { screenshot } from './support';

/**
 * A loan's messages from approval to closing, as the borrower receives them: the server's clock
 * is moved (development's PUT /dev/clock) through the nights and days of the loan, the review,
 * payout, overdue and reminder jobs run as in production, and the SMS sandbox and the in-app
 * inbox are read. A reminder due at night is held until 08:00; every message is sent once.
 */

type Sms = { body: string };
type OperatorMessage = {
  template: string;
  channel: string;
  category: string;
  status: string;
  sentAt: string | null;
};

const IST = '+05:30';
const setClock = (request: APIRequestContext, at: string | null) =>
  request.put('/dev/clock', { data: { at } });

/** YYYY-MM-DD plus days. */
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** A calendar day as the messages write it: "30 Nov 2026". */
const written = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

test.afterEach(async ({ request }) => {
  await setClock(request, null);
});

test('a loan’s messages from approval to closing, each in its hours and once', async ({ page }) => {
  test.setTimeout(240_000);
  const { token, orderId, phone } = await loanedBorrower(page, 3);
  const outbox = async () =>
    ((await (await page.request.get(`/dev/sms-outbox?phone=91${phone}`)).json()) as { data: Sms[] })
      .data;
  const sent = async (text: string) =>
    (await outbox()).filter((sms) => sms.body.includes(text)).length;

  // Approval, the loan documents and the payout go at once, day or night.
  await expect.poll(() => sent('has been sent to your bank account'), { timeout: 30_000 }).toBe(1);
  expect(await sent('of ₹5,000 is approved')).toBe(1);
  expect(await sent('Key Fact Statement and sanction letter')).toBe(1);

  // Tomorrow at 21:00 India time the loan falls due in two days: the reminder waits for 08:00.
  const today = ((await (await page.request.get('/dev/clock')).json()) as { data: { now: string } })
    .data.now;
  const tomorrow = plusDays(
    new Date(Date.parse(today) + 330 * 60_000).toISOString().slice(0, 10),
    1,
  );
  const dueDay = plusDays(tomorrow, 2);
  await page.request.put(`/dev/orders/${orderId}/due-date`, { data: { dueDate: dueDay } });
  await setClock(page.request, `${tomorrow}T21:00:00${IST}`);
  // An operator's session ends after hours of the moved clock: each look signs in afresh.
  const messages = async () =>
    (
      (await (
        await page.request.get(`/ops/v1/loans/${orderId}/messages?limit=50`, {
          headers: {
            'x-operator-token': await operatorToken(page.request, 'admin', 'saral-admin-dev'),
          },
        })
      ).json()) as { data: { items: OperatorMessage[] } }
    ).data.items;
  const smsOf = async (template: string) =>
    (await messages()).find(
      (message) => message.channel === 'sms' && message.template === template,
    );
  await expect
    .poll(async () => (await smsOf('due_soon'))?.status, { timeout: 30_000 })
    .toBe('held');
  expect(await sent('in 2 days')).toBe(0);

  // 08:00 the next morning it goes, with the amount, the due date and a payment link.
  await setClock(page.request, `${plusDays(tomorrow, 1)}T08:00:05${IST}`);
  await expect.poll(() => sent('in 2 days'), { timeout: 30_000 }).toBe(1);
  const dueSoon = (await outbox()).find((sms) => sms.body.includes('in 2 days'))?.body ?? '';
  expect(dueSoon).toContain(`₹5,017.50 of your loan`);
  expect(dueSoon).toContain(`due on ${written(dueDay)}, in 2 days. Pay: http`);

  // On the due date at 10:00, then a day late: the overdue job charges ₹25 and says so.
  await setClock(page.request, `${dueDay}T10:00:00${IST}`);
  await expect.poll(() => sent(`is due today, ${written(dueDay)}`), { timeout: 30_000 }).toBe(1);
  await setClock(page.request, `${plusDays(dueDay, 1)}T10:00:00${IST}`);
  await expect
    .poll(() => sent('is 1 day overdue. Overdue fee so far: ₹25. Amount due now: ₹5,042.50.'), {
      timeout: 30_000,
    })
    .toBe(1);

  // The borrower repays everything in the app; the loan closes and the text says so.
  await page.goto(`/orders/${orderId}/detail`);
  await page.getByRole('button', { name: 'Repayment ₹5,042.50' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect.poll(() => sent('we received ₹5,042.50 for your loan'), { timeout: 30_000 }).toBe(1);
  expect(await sent('Your loan is closed. Thank you!')).toBe(1);

  // Every text once; the reminders went inside 08:00–19:00 India time.
  const all = await messages();
  const sms = all.filter((message) => message.channel === 'sms');
  expect(sms.map((message) => message.template).sort()).toEqual(
    [
      'due_soon',
      'due_today',
      'loan_approved',
      'loan_closed',
      'loan_disbursed',
      'loan_documents',
      'loan_overdue',
    ].sort(),
  );
  expect(sms.every((message) => message.status === 'sent' || message.status === 'delivered')).toBe(
    true,
  );
  for (const reminder of sms.filter((message) => message.category === 'reminder')) {
    const hour = new Date(Date.parse(reminder.sentAt ?? '') + 330 * 60_000).getUTCHours();
    expect(hour, `${reminder.template} sent at ${reminder.sentAt}`).toBeGreaterThanOrEqual(8);
    expect(hour).toBeLessThan(19);
  }
  expect((await outbox()).filter((message) => !/\bcode\b/.test(message.body))).toHaveLength(7);

  // The same story in the app's inbox, newest first.
  await page.goto('/messages');
  const titles = page.getByRole('listitem');
  await expect(titles.first()).toContainText('Payment received');
  await expect(titles.first()).toContainText('Your loan is closed');
  for (const title of [
    'Payment overdue',
    'Payment due today',
    'Payment due soon',
    'Money sent',
    'Your loan documents',
    'Loan approved',
  ]) {
    await expect(titles.filter({ hasText: title })).toHaveCount(1);
  }
  await screenshot(page, 'messages-3-loan-story', { fullPage: true });
  const unread = (await api(page.request, token, 'GET', '/api1/message/v1/unread-count')) as {
    unread: number;
  };
  expect(unread.unread).toBe(0);

  // A day after the loan closed, inside the hours: one offer, which the borrower can stop.
  await setClock(page.request, `${plusDays(dueDay, 2)}T11:00:00${IST}`);
  await expect.poll(() => sent('When you need money again'), { timeout: 30_000 }).toBe(1);
  expect(
    (await outbox()).find((sms) => sms.body.includes('When you need money again'))?.body,
  ).toMatch(/To stop offers: http\S+\/offers\/stop\/\d+\?sig=[0-9a-f]{64}$/);
  await page.goto('/messages');
  await expect(titles.first()).toContainText('Borrow again');
  const offers = page.getByRole('switch', { name: 'Offers by SMS and WhatsApp' });
  await offers.scrollIntoViewIfNeeded();
  await expect(offers).toBeChecked();
  await expect(page.getByText('Messages about your loans always come.')).toBeVisible();
  await screenshot(page, 'messages-4-offer-and-setting');
  // The switch turns at once; the setting is saved by a call that may still be on its way.
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/api1/message/v1/preferences') &&
      response.request().method() !== 'GET',
  );
  await offers.click();
  await expect(offers).not.toBeChecked();
  expect((await saved).ok()).toBe(true);
  expect(await api(page.request, token, 'GET', '/api1/message/v1/preferences')).toEqual({
    offers: false,
  });
});
