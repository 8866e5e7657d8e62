import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  newIphoneContext,
  randomPhone,
  screenshot,
  sessionToken,
  signInThroughUi,
} from './support';
import { tapApplyOn } from './onboarding-support';

/**
 * Audiences and the device location in a real browser against the real server: the seeded
 * iOS-only demo campaign turns anonymous non-iOS visitors to /alert from any page (signed-in
 * borrowers are never turned away) and sends an iPhone's Apply to the campaign's h5 site; Home
 * asks once for the location and never blocks the borrower.
 */

const CAMPAIGN = 'ios-launch';
/** The demo campaign's h5 site (apps/server/src/db/seed/seed-campaigns.ts), answered here. */
const CAMPAIGN_H5_URL = 'https://h5.example.com/saral/ios-launch';
const LOCATION_QUESTION = 'Confirm you are in India';

/** What POST /device/v1/needUpload says about gps for this session. */
async function serverWantsGps(request: APIRequestContext, token: string): Promise<boolean> {
  const response = await request.post('/api1/device/v1/needUpload', { headers: { token } });
  const body = (await response.json()) as { data: { type: string; needUpload: boolean }[] };
  return body.data.find((item) => item.type === 'gps')?.needUpload ?? false;
}

async function expectAlertFor(page: Page, baseURL: string | undefined) {
  await expect(page).toHaveURL(new RegExp(`/alert\\?campaign=${CAMPAIGN}$`));
  await expect(
    page.getByRole('heading', { name: 'This product is only for iOS users' }),
  ).toBeVisible();
  await expect(page.getByText('Please open this page in an iOS browser')).toBeVisible();
  await expect(page.getByText(`${baseURL}/?campaign=${CAMPAIGN}`, { exact: true })).toBeVisible();
}

test.describe('an iOS-only campaign', () => {
  test('a non-iOS visitor of the landing link sees /alert with the address to copy', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/login?campaign=${CAMPAIGN}`);
    await expectAlertFor(page, baseURL);
    await screenshot(page, 'audience-alert');

    await page.getByRole('button', { name: 'Copy address' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    // The empty live region of the offline bar is a status too: the one with words.
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
      'The address is copied. Paste it into Safari on your iPhone or iPad.',
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/?campaign=${CAMPAIGN}`,
    );
    await screenshot(page, 'audience-alert-copied');

    // Remembered: the login page without the query still leads here; the legal pages stay open.
    await page.goto('/login');
    await expectAlertFor(page, baseURL);
    await page.goto('/protocol/privacy');
    await expect(page.getByRole('heading', { name: /Privacy Policy/ }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/protocol\/privacy$/);
  });

  test('a deep link with the campaign ends on /alert too, before the login redirect', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/product/1/detail?campaign=${CAMPAIGN}`);
    await expectAlertFor(page, baseURL);
  });

  test('utm_campaign is read as well, in any letter case', async ({ page, baseURL }) => {
    await page.goto('/?utm_campaign=IOS-Launch');
    await expectAlertFor(page, baseURL);
  });

  test('without the Clipboard API, the address is selected and copied the old way', async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
    });
    await page.goto(`/alert?campaign=${CAMPAIGN}`);
    await page.getByRole('button', { name: 'Copy address' }).click();
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText(/copied|selected/);
    expect(await page.evaluate(() => window.getSelection()?.toString().trim())).toBe(
      `${baseURL}/?campaign=${CAMPAIGN}`,
    );
  });

  test('a signed-in Android borrower who opens the campaign link still reaches Home and loans', async ({
    page,
  }) => {
    await page.goto('/login');
    await signInThroughUi(page, randomPhone());
    await expect(page).toHaveURL(/\/$/);

    // A forwarded iOS-campaign link: the borrower was admitted already and is never turned away.
    await page.goto(`/?campaign=${CAMPAIGN}`);
    await expect(page.getByRole('heading', { name: 'Loan products' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/\\?campaign=${CAMPAIGN}$`));
    await screenshot(page, 'fix-audience-signed-in-android-home');
    await page.goto(`/orders?campaign=${CAMPAIGN}`);
    await expect(page).toHaveURL(/\/orders\?/);
    await expect(page.getByText('Loan History').first()).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Loan products' })).toBeVisible();

    // The link was not remembered for them: after Quit, /login opens as usual.
    await page.goto('/personal');
    await page.getByText('Quit').click();
    await page.getByRole('button', { name: 'Quit' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
  });

  test('on an iPhone the visitor signs in and Apply goes to the campaign’s h5 site', async ({
    browser,
    baseURL,
  }) => {
    const iphone = await newIphoneContext(browser, baseURL);
    // The external site is answered here: the journey needs no network beyond the server.
    await iphone.route('https://h5.example.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<title>Campaign h5</title><h1>The campaign’s h5 site</h1>',
      }),
    );
    const page = await iphone.newPage();
    await page.goto(`/login?campaign=${CAMPAIGN}`);
    await expect(page.getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
    await signInThroughUi(page, randomPhone());
    await expect(page).toHaveURL(/\/$/);

    // The campaign lookup is held back a moment: Apply shows it is busy and takes no more taps.
    let lookups = 0;
    let answerLookup: () => void = () => undefined;
    const lookupAnswered = new Promise<void>((resolve) => (answerLookup = resolve));
    await page.route('**/api1/client/v1/campaign?*', async (route) => {
      lookups += 1;
      await lookupAnswered;
      await route.continue();
    });
    await tapApplyOn(page, 'Saral Quick');
    const apply = page
      .getByRole('article')
      .filter({ hasText: 'Saral Quick' })
      .getByRole('button', { name: 'Apply' });
    // Released at once: past CAMPAIGN_LOOKUP_TIMEOUT_MS (3 s) the app lets the visitor through
    // here, so nothing slow (such as a screenshot) may run while the lookup is held.
    await expect(apply).toBeDisabled();
    expect(lookups).toBe(1);
    answerLookup();
    await expect(page).toHaveURL(CAMPAIGN_H5_URL);
    await expect(page.getByRole('heading', { name: 'The campaign’s h5 site' })).toBeVisible();
    expect(lookups).toBe(1);
    await iphone.close();
  });
});

test.describe('without a campaign', () => {
  test('a non-iOS visitor signs in and applies here as usual', async ({ page }) => {
    await page.goto('/login');
    await signInThroughUi(page, randomPhone());
    await expect(page).toHaveURL(/\/$/);
    await tapApplyOn(page, 'Saral Quick');
    await expect(page).toHaveURL(/\/auth\//);
  });

  test('an iPhone visitor applies here as usual too (no h5 site configured)', async ({
    browser,
    baseURL,
  }) => {
    const iphone = await newIphoneContext(browser, baseURL);
    const page = await iphone.newPage();
    await page.goto('/login');
    await signInThroughUi(page, randomPhone());
    await expect(page).toHaveURL(/\/$/);
    await tapApplyOn(page, 'Saral Quick');
    await expect(page).toHaveURL(/\/auth\//);
    await iphone.close();
  });
});

test.describe('the location question, with the permission granted', () => {
  test.use({
    geolocation: { latitude: 12.9716, longitude: 77.5946, accuracy: 30 },
    permissions: ['geolocation'],
  });

  test('Allow uploads the location: the server stops asking', async ({ page }) => {
    await page.goto('/login');
    await signInThroughUi(page, randomPhone());
    await expect(page).toHaveURL(/\/$/);
    const token = await sessionToken(page);
    expect(await serverWantsGps(page.request, token)).toBe(true);

    const question = page.getByRole('region', { name: LOCATION_QUESTION });
    await expect(question).toBeVisible();
    await expect(question).toContainText('Privacy Policy');
    await expect(page.getByRole('heading', { name: 'Loan products' })).toBeVisible();
    await screenshot(page, 'audience-location-request');

    await question.getByRole('button', { name: 'Allow' }).click();
    await expect(question).toBeHidden();
    await expect.poll(() => serverWantsGps(page.request, token)).toBe(false);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Loan products' })).toBeVisible();
    await expect(page.getByRole('region', { name: LOCATION_QUESTION })).toHaveCount(0);
  });
});

test.describe('the location question, with the permission refused', () => {
  test('Home keeps working and the question does not come back', async ({ page }) => {
    await page.goto('/login');
    await signInThroughUi(page, randomPhone());
    await expect(page).toHaveURL(/\/$/);
    const token = await sessionToken(page);

    const question = page.getByRole('region', { name: LOCATION_QUESTION });
    await question.getByRole('button', { name: 'Allow' }).click();
    await expect(question).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Loan products' })).toBeVisible();
    await expect(page.getByRole('region', { name: LOCATION_QUESTION })).toHaveCount(0);
    // The browser refused: nothing was uploaded, and nothing stands in the borrower's way.
    expect(await serverWantsGps(page.request, token)).toBe(true);
    await tapApplyOn(page, 'Saral Quick');
    await expect(page).toHaveURL(/\/auth\//);
  });

  test('Not now is remembered the same way', async ({ page }) => {
    await page.goto('/login');
    await signInThroughUi(page, randomPhone());
    const question = page.getByRole('region', { name: LOCATION_QUESTION });
    await question.getByRole('button', { name: 'Not now' }).click();
    await expect(question).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Loan products' })).toBeVisible();
    await expect(page.getByRole('region', { name: LOCATION_QUESTION })).toHaveCount(0);
  });
});
