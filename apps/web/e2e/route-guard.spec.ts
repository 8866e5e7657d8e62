import { expect } from '@playwright/test';
import { test } from './fixtures';
import { randomPhone, screenshot, signInThroughUi } from './support';

test('a protected deep link goes to login and returns there after sign-in with its query kept', async ({
  page,
}) => {
  await page.goto('/personal/help?from=sms&adjust_referrer=campaign42');

  await expect(page).toHaveURL(/\/login\?/);
  const loginUrl = new URL(page.url());
  expect(loginUrl.searchParams.get('redirect')).toBe(
    '/personal/help?from=sms&adjust_reftag=campaign42',
  );
  expect(loginUrl.searchParams.get('from')).toBe('sms');
  expect(loginUrl.searchParams.get('adjust_reftag')).toBe('campaign42');
  expect(loginUrl.searchParams.has('adjust_referrer')).toBe(false);

  await signInThroughUi(page, randomPhone());

  await expect(page).toHaveURL(/\/personal\/help\?from=sms&adjust_reftag=campaign42$/);
  await expect(page).toHaveTitle('Help Center · Saral');
  // The first question is open, the others closed; a tap toggles one.
  const questions = page.locator('.accordion__title');
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
  await questions.nth(1).click();
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await questions.first().click();
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'false');
  await screenshot(page, 'help');
});

test('public pages open without a session', async ({ page }) => {
  for (const [path, text] of [
    ['/protocol/privacy', 'Privacy Policy'],
    ['/protocol/term', 'Terms of Use'],
    ['/download?state=0', 'Your loan application has been received'],
    ['/download?state=1', 'Congratulations, your loan application has been approved'],
    ['/alert', 'This product is only for iOS users'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(path.replace('?', '\\?')));
    await expect(page.getByRole('heading', { name: text })).toBeVisible();
  }
});

test('Quit signs the borrower out and the old token is refused', async ({ page }) => {
  await page.goto('/login');
  await signInThroughUi(page, randomPhone());
  await expect(page.getByRole('heading', { name: 'Loan products' })).toBeVisible();
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('saral.session') ?? '{}').token as string,
  );
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/personal$/);
  await expect(page.getByText('Order History')).toBeVisible();
  await expect(page.getByText('Help Center')).toBeVisible();
  await expect(page.getByText('About us')).toBeVisible();
  await screenshot(page, 'account');

  await page.getByText('Quit').click();
  await page.getByRole('button', { name: 'Quit' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('saral.session'))).toBeNull();

  const refused = await page.request.get('/api1/home/v1/index', { headers: { token } });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ code: -4 });

  await page.goto('/personal');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpersonal/);
});

test('a session revoked elsewhere (code -4) sends the borrower to login', async ({ page }) => {
  await page.goto('/login');
  await signInThroughUi(page, randomPhone());
  await expect(page.getByRole('heading', { name: 'Loan products' })).toBeVisible();
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('saral.session') ?? '{}').token as string,
  );
  await page.request.post('/api1/user/v1/logout', { headers: { token }, data: {} });

  // The Account page's own calls (profile, loans) meet the revoked session at once.
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('saral.session'))).toBeNull();
});

test('GET MONEY on the approval page is locked for 5 seconds after a tap', async ({
  page,
  context,
}) => {
  await page.clock.install();
  // The store opens in a new tab; answer it locally (no network here).
  await context.route('https://play.google.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Store</title>' }),
  );
  await page.goto('/download?state=0');
  await expect(page.getByRole('row')).toHaveCount(4);
  await expect(page.getByRole('row', { name: /^1 / })).toContainText('₹1,000 – ₹5,000');
  await expect(page.getByRole('row', { name: /^3 / })).toContainText('₹3,000 – ₹10,000');
  await expect(page.getByRole('row', { name: /^5 / })).toContainText('₹5,000 – ₹40,000');

  const getMoney = page.getByRole('button', { name: 'GET MONEY' });
  const storeTab = context.waitForEvent('page');
  await getMoney.click();
  await storeTab;
  await expect(getMoney).toBeDisabled();
  // The fake clock also moves with real time, so leave a margin on both sides of 5 s.
  await page.clock.runFor(3_000);
  await expect(getMoney).toBeDisabled();
  await page.clock.runFor(2_500);
  await expect(getMoney).toBeEnabled();
});
