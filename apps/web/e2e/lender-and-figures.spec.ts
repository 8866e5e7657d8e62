import { createHmac, randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { nativeLoginSigningString } from '@saral/contract/api/native';
import { DEV_NATIVE_LOGIN_SECRET } from '../../server/src/config';
import { api } from './api-support';
import { screenshot } from './support';

/**
 * Truthful figures and one lender, as a borrower sees them: Home states each product's real
 * term; the KFS, About, Account, privacy and terms all name the same lender and its grievance
 * officer (issue 12).
 */

type Lender = { name: string; grievanceOfficer: { name: string; phone: string; email: string } };

const DEMO_PHONE = '9876543210';

/**
 * Signs the demo borrower in with a signed native login instead of an SMS code: the sign-in spec
 * sends that phone a code too, and a phone gets one code a minute.
 */
async function signInDemoBorrower(page: Page): Promise<string> {
  const payload = {
    phone: `91${DEMO_PHONE}`,
    timestamp: Date.now(),
    nonce: randomBytes(16).toString('hex'),
    deviceId: 'e2e-lender-check',
    version: '1.0.0',
    idfv: '',
    idfa: '',
    systemVersion: '14',
    model: 'Pixel 5',
  };
  const sign = createHmac('sha256', DEV_NATIVE_LOGIN_SECRET)
    .update(nativeLoginSigningString(payload))
    .digest('hex');
  const response = await page.request.post('/api1/tripartite/v1/user-login', {
    data: { ...payload, sign },
  });
  const token = ((await response.json()) as { data: { token: string } }).data.token;
  await page.goto('/login');
  await page.evaluate(
    ({ token, phone }) =>
      localStorage.setItem('saral.session', JSON.stringify({ token, phone, isApp: false })),
    { token, phone: DEMO_PHONE },
  );
  return token;
}

test('Home states the real term; the KFS, About, Account, privacy and terms name one lender', async ({
  page,
}) => {
  const lender = (await (await page.request.get('/api1/client/v1/lender')).json()).data as Lender;
  expect(lender.name).toMatch(/\S/);

  const token = await signInDemoBorrower(page);
  await page.goto('/');
  // Product and in-progress order cards state each product's real term: every one is 7 days.
  await expect(page.getByRole('heading', { name: 'My loans' })).toBeVisible();
  const cards = page.getByRole('article');
  // Four products and the demo borrower's one loan (one loan at a time).
  await expect(cards).toHaveCount(5);
  for (const card of await cards.all()) await expect(card).toContainText('Tenure 7 days');
  await expect(page.getByText(/91~180/)).toHaveCount(0);
  await screenshot(page, 'trust-home');

  // The demo borrower's approved Saral Quick order has a Key Fact Statement.
  const orders = (await api(page.request, token, 'GET', '/api1/order/v1/list')) as {
    orderId: number;
    orderState: number;
  }[];
  const approved = orders.find((order) => order.orderState === 2);
  expect(approved).toBeDefined();
  await page.goto(`/orders/${approved!.orderId}/kfs`);
  const part2 = page.getByRole('region', { name: /Part 2/ });
  await expect(part2).toContainText(lender.name);
  await expect(part2).toContainText(lender.grievanceOfficer.email);
  await expect(part2.getByRole('link', { name: 'cms.rbi.org.in' })).toBeVisible();
  const kfsLenderName = (await page.locator('.kfs-page__header .muted').nth(1).textContent()) ?? '';
  expect(kfsLenderName).toBe(lender.name);

  await page.goto('/personal/aboutus');
  await expect(page.getByTestId('lender-name')).toHaveText(kfsLenderName);
  await expect(page.locator('.about-page')).toContainText(`loan app from ${kfsLenderName}`);
  await expect(page.getByRole('region', { name: 'Grievance officer' })).toBeVisible();
  await screenshot(page, 'trust-about');
  await screenshot(page, 'trust-about-full', { fullPage: true });

  await page.goto('/personal');
  const grievance = page.getByRole('region', { name: 'Grievance officer' });
  await expect(grievance).toContainText(lender.grievanceOfficer.name);
  await expect(
    grievance.getByRole('link', { name: lender.grievanceOfficer.phone }),
  ).toHaveAttribute('href', `tel:${lender.grievanceOfficer.phone.replace(/[^\d+]/g, '')}`);
  await expect(
    grievance.getByRole('link', { name: lender.grievanceOfficer.email }),
  ).toHaveAttribute('href', `mailto:${lender.grievanceOfficer.email}`);
  await expect(grievance.getByRole('link', { name: 'cms.rbi.org.in' })).toHaveAttribute(
    'href',
    'https://cms.rbi.org.in',
  );
  await screenshot(page, 'trust-account');

  // The legal pages are public and come from the server with the same lender in them.
  for (const [path, title] of [
    ['/protocol/privacy', 'Privacy Policy'],
    ['/protocol/term', 'Terms of Use'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.locator('.legal-page')).toContainText(`${lender.name} (“we”`);
    await expect(page.locator('.legal-page')).toContainText(lender.grievanceOfficer.email);
  }
});

test('the terms load for a visitor who has not signed in, with the real loan range', async ({
  page,
}) => {
  await page.goto('/protocol/term');
  await expect(page.getByRole('heading', { name: '1. The service' })).toBeVisible();
  // Up to the most a borrower can reach here (Saral Plus at the highest tier), not ₹70,000.
  await expect(page.locator('.legal-page')).toContainText('from ₹1,000 to ₹40,000');
  await expect(page.locator('.legal-page')).not.toContainText('{{');
});
