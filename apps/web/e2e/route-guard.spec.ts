import { expect, test } from '@playwright/test';
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
    ['/download?state=0', 'Congratulations, your loan application has been approved'],
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

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByText('Help Center').click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('saral.session'))).toBeNull();
});
