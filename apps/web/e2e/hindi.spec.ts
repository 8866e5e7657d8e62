import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { randomPhone, readCodeFromOutbox, screenshot } from './support';

/**
 * Hindi (issue 17): the borrower picks हिन्दी on the login screen, signs in, reads Home and
 * Account in Hindi, reloads and stays in Hindi; the choice reaches the profile. At 360×740
 * nothing of the longer Devanagari text may overflow the screen's width.
 */

const HINDI_CATALOG = /\/assets\/catalogs-hi-[\w-]+\.js$/;

async function noSidewaysOverflow(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    'page wider than the screen',
  ).toBeLessThanOrEqual(360);
}

test('picks हिन्दी on login, signs in, Home and Account in Hindi, still Hindi after reload', async ({
  page,
}) => {
  const hindiCatalogs: string[] = [];
  page.on('request', (request) => {
    if (HINDI_CATALOG.test(new URL(request.url()).pathname)) hindiCatalogs.push(request.url());
  });

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
  expect(hindiCatalogs, 'the Hindi catalogs load only once Hindi is chosen').toEqual([]);

  const languages = page.getByRole('group', { name: 'English / हिन्दी' });
  await languages.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { name: 'लॉग इन करें या साइन अप करें' })).toBeVisible();
  await expect(languages.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(hindiCatalogs.length).toBeGreaterThan(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await noSidewaysOverflow(page);
  await screenshot(page, 'hindi-1-login');

  // A refusal from the server arrives in Hindi too (the app sends Accept-Language: hi).
  const phone = randomPhone();
  await page.getByRole('textbox', { name: 'मोबाइल नंबर' }).fill(phone);
  await page.getByRole('button', { name: 'कोड भेजें' }).click();
  await expect(page.getByText('कोड SMS से भेज दिया गया')).toBeVisible();
  const code = await readCodeFromOutbox(page.request, phone);
  await page.getByRole('textbox', { name: 'वन-टाइम कोड' }).fill(code === '0000' ? '1111' : '0000');
  await page.getByRole('button', { name: 'लॉग इन' }).click();
  await expect(page.getByText('कोड गलत है। कृपया SMS देखकर फिर से कोशिश करें।')).toBeVisible();
  await screenshot(page, 'hindi-2-login-refused');

  await page.getByRole('textbox', { name: 'वन-टाइम कोड' }).fill(code);
  const savedLanguage = page.waitForResponse(
    (response) => response.url().endsWith('/api1/user/v1/language') && response.ok(),
  );
  await page.getByRole('button', { name: 'लॉग इन' }).click();
  expect((await (await savedLanguage).json()).data).toEqual({ language: 'hi' });

  await expect(page.getByRole('heading', { name: 'लोन प्रोडक्ट' })).toBeVisible();
  await expect(page.getByText(/ब्याज दर [\d.]+%\/दिन/).first()).toBeVisible();
  await expect(page.getByText(/^अवधि \d+ दिन$/).first()).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'मुख्य' });
  await expect(tabs.getByRole('button', { name: 'होम' })).toBeVisible();
  await noSidewaysOverflow(page);
  await screenshot(page, 'hindi-3-home');

  await tabs.getByRole('button', { name: 'खाता' }).click();
  await expect(page.getByText('मेरा खाता', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'प्रोफ़ाइल और सत्यापन' })).toBeVisible();
  await expect(page.getByText('आधार: बाकी है')).toBeVisible();
  await noSidewaysOverflow(page);
  await screenshot(page, 'hindi-4-account');
  await screenshot(page, 'hindi-5-account-full', { fullPage: true });

  await page.getByText('मेरा खाता हटाएँ').click();
  await expect(page.getByRole('heading', { name: 'मेरा खाता हटाएँ' })).toBeVisible();
  await expect(page.getByText('लोन चालू रहते आप अपना खाता नहीं हटा सकते।')).toBeVisible();
  await expect(page.getByRole('button', { name: 'खाता हटाने के लिए मुझे कोड भेजें' })).toBeVisible();
  await noSidewaysOverflow(page);
  await screenshot(page, 'hindi-6-delete-account');
  await page.goBack();

  await page.reload();
  await expect(page.getByText('मेरा खाता', { exact: true })).toBeVisible();
  await expect(page.getByText('गोपनीयता और आपका डेटा')).toBeVisible();
  await expect(page).toHaveTitle('खाता · Saral');

  // Back to English from Account: shown at once, and the profile follows.
  const backToEnglish = page.waitForResponse(
    (response) => response.url().endsWith('/api1/user/v1/language') && response.ok(),
  );
  await page
    .getByRole('group', { name: 'English / हिन्दी' })
    .getByRole('button', { name: 'English' })
    .click();
  await expect(page.getByText('My account', { exact: true })).toBeVisible();
  expect((await (await backToEnglish).json()).data).toEqual({ language: 'en' });
});

test('a first visit follows the phone’s language', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    locale: 'hi-IN',
    viewport: { width: 360, height: 740 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'लॉग इन करें या साइन अप करें' })).toBeVisible();
  await context.close();
});
