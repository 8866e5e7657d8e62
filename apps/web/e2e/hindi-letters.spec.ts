import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { loanedBorrower, repayInFull } from './loan-support';
import { screenshot } from './support';

/**
 * Hindi (issue 17, the last pieces): a settled loan's no-dues letter reads as a letter in Hindi
 * (Indian grouping, dates written out in Hindi), the ad-measurement consent bar and the route
 * error page speak Hindi; at 360×740 nothing is wider than the screen.
 */

const HINDI_DATE = /\d{1,2} [\u0900-\u097F]+ \d{4}/;

async function noSidewaysOverflow(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    'page wider than the screen',
  ).toBeLessThanOrEqual(360);
}

/** The device remembers Hindi, as after choosing हिन्दी (docs/i18n.md). */
async function inHindi(page: Page) {
  await page.addInitScript(() => localStorage.setItem('saral.language', 'hi'));
}

async function setMarketing(page: Page, settings: object) {
  const response = await page.request.put('/dev/marketing-settings', { data: settings });
  expect((await response.json()).code).toBe(0);
}

test('a settled loan’s no-dues letter in Hindi', async ({ page }) => {
  test.setTimeout(180_000);
  const { token, orderId } = await loanedBorrower(page, 4);
  await repayInFull(page, token, orderId);

  await inHindi(page);
  await page.goto(`/personal/no-dues/${orderId}`);
  await expect(page.getByRole('heading', { name: 'नो-ड्यूज़ पत्र (अदेयता प्रमाण पत्र)' })).toBeVisible();
  await expect(page.getByText(new RegExp(`^दिनांक: ${HINDI_DATE.source}$`))).toBeVisible();
  await expect(page.getByText('लोन राशि')).toBeVisible();
  await expect(page.getByText('₹5,000', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      new RegExp(
        `^प्रमाणित किया जाता है कि .+ का लोन \\S+ पूरा चुका दिया गया है और ${HINDI_DATE.source} को बंद हो गया है। इस लोन पर कोई बकाया नहीं है।$`,
      ),
    ),
  ).toBeVisible();
  await expect(page.getByText(/RBI पंजीकरण \S+/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'प्रिंट करें या PDF के रूप में सहेजें' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/Borrower|Loan amount|Closed on|certify/);
  await noSidewaysOverflow(page);
  await screenshot(page, 'hindi-letters-1-no-dues', { fullPage: true });
});

test('the consent bar in Hindi', async ({ page }) => {
  await setMarketing(page, {
    metaPixelId: '987654321012345',
    adjustAppToken: 'sar4l7ok3n12',
    adjustEnvironment: 'sandbox',
  });
  try {
    await inHindi(page);
    await page.goto('/login');
    const bar = page.getByRole('region', { name: 'विज्ञापन की माप' });
    await expect(bar).toContainText(
      'क्या हमारे विज्ञापनों को मापने के लिए Meta और Adjust की कुकीज़ की अनुमति देते हैं?',
    );
    await expect(bar.getByRole('button', { name: 'अनुमति दें' })).toBeVisible();
    await noSidewaysOverflow(page);
    await screenshot(page, 'hindi-letters-2-consent-bar');
    await bar.getByRole('button', { name: 'मना करें' }).click();
    await expect(bar).toBeHidden();
  } finally {
    // Other specs share the server: marketing goes back to off.
    await setMarketing(page, {});
  }
});

test('the route error page in Hindi', async ({ page }) => {
  await inHindi(page);
  // A screen's chunk that cannot be loaded (as after a deploy) ends on the route error page.
  await page.route(/\/assets\/login-route-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'कुछ गड़बड़ हो गई' })).toBeVisible();
  await expect(page.getByText('कृपया पेज दोबारा लोड करें। आपका डेटा सुरक्षित है।')).toBeVisible();
  await expect(page.getByRole('button', { name: 'दोबारा लोड करें' })).toBeVisible();
  await noSidewaysOverflow(page);
  await screenshot(page, 'hindi-letters-3-route-error');
});
