import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test, workerServerUrl } from './fixtures';
import { randomPhone, screenshot, signInThroughUi } from './support';
import { api, onboardedBorrower, productId } from './api-support';

/**
 * Marketing pixel and attribution (spec sections 1 to 4) in a real browser against the real
 * server: turned on through the development route, with Meta's and Adjust's servers replaced by
 * page.route fakes. Checks that nothing loads before consent, what goes out after Allow, that
 * Decline keeps everything off, and that no request to them carries personal numbers.
 */

const PIXEL_ID = '987654321012345';
const ADJUST_TOKEN = 'sar4l7ok3n12';
const PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';
const REFERRER = 'adjust_tracker=saral_ad_1';
const CLICK_ID = 'IwAR-saral-click';

/**
 * Stands in for fbevents.js: replays the fbq queue and then takes calls directly (callMethod),
 * sets the _fbp and _fbc cookies as the real library does, and reports each tracked event to
 * www.facebook.com/tr with the page address, as the real image beacon does.
 */
const FAKE_FBEVENTS = `(function () {
  var fbq = window.fbq;
  if (!fbq || fbq.callMethod) return;
  var pixelId = '';
  var now = Date.now();
  var has = function (name) { return document.cookie.split('; ').some(function (c) { return c.indexOf(name + '=') === 0; }); };
  if (!has('_fbp')) document.cookie = '_fbp=fb.1.' + now + '.' + Math.floor(Math.random() * 1e9) + '; path=/';
  var click = new URLSearchParams(location.search).get('fbclid');
  if (click) document.cookie = '_fbc=fb.1.' + now + '.' + click + '; path=/';
  window.__fakePixelCalls = [];
  fbq.callMethod = function () {
    var args = Array.prototype.slice.call(arguments);
    window.__fakePixelCalls.push(args);
    if (args[0] === 'init') pixelId = args[1];
    if (args[0] !== 'track') return;
    var query = new URLSearchParams({ id: pixelId, ev: args[1], dl: location.href, rl: document.referrer });
    var data = args[2] || {};
    Object.keys(data).forEach(function (key) { query.append('cd[' + key + ']', JSON.stringify(data[key])); });
    new Image().src = 'https://www.facebook.com/tr/?' + query.toString();
  };
  fbq.queue.splice(0).forEach(function (args) { fbq.callMethod.apply(null, args); });
})();`;

type Sent = { url: string; body: string };

/** Records every request that leaves our origin and answers it with the fakes. */
async function fakeMarketingServers(page: Page): Promise<Sent[]> {
  const sent: Sent[] = [];
  const ownOrigin = new URL(workerServerUrl()).origin;
  page.on('request', (request) => {
    if (new URL(request.url()).origin === ownOrigin) return;
    if (request.url().startsWith('data:')) return;
    sent.push({ url: request.url(), body: request.postData() ?? '' });
  });
  // Anything else outside would be a surprise: refuse it (it is still recorded above).
  await page.route(
    (url) => url.origin !== ownOrigin,
    (route) => route.abort(),
  );
  await page.route('https://connect.facebook.net/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: FAKE_FBEVENTS }),
  );
  await page.route('https://www.facebook.com/tr/**', (route) =>
    route.fulfill({
      contentType: 'image/gif',
      body: Buffer.from('R0lGODlhAQABAAAAACH5BAEAAAAALAAAAAABAAEAAAIBAAA=', 'base64'),
    }),
  );
  await page.route(/^https:\/\/(app|gdpr)\.adjust\.(com|world)\//, (route) => {
    const cors = {
      'access-control-allow-origin': ownOrigin,
      'access-control-allow-headers': 'Client-SDK, Content-Type',
      'access-control-allow-methods': 'GET, POST',
    };
    if (route.request().method() === 'OPTIONS')
      return route.fulfill({ status: 204, headers: cors });
    const isSession = new URL(route.request().url()).pathname === '/session';
    return route.fulfill({
      headers: cors,
      contentType: 'application/json',
      body: JSON.stringify(
        isSession ? { adid: 'fake-adid-0001', timestamp: new Date().toISOString() } : {},
      ),
    });
  });
  return sent;
}

const pixelEvents = (sent: Sent[]) =>
  sent
    .filter((item) => item.url.startsWith('https://www.facebook.com/tr/'))
    .map((item) => new URL(item.url).searchParams);

const adjustRequests = (sent: Sent[], path: string) =>
  sent.filter(
    (item) =>
      /^https:\/\/app\.adjust\.(com|world)\//.test(item.url) && new URL(item.url).pathname === path,
  );

/** No request to Meta or Adjust may carry any of these, in any usual spelling. */
function expectNoneOf(sent: Sent[], secrets: string[]) {
  expect(sent.length).toBeGreaterThan(0);
  for (const item of sent) {
    const text = decodeURIComponent(`${item.url} ${item.body}`.replaceAll('+', ' '));
    for (const secret of secrets) {
      expect(text, `${item.url} must not carry ${secret}`).not.toContain(secret);
    }
  }
}

async function setMarketing(request: APIRequestContext, settings: object) {
  const response = await request.put('/dev/marketing-settings', { data: settings });
  expect((await response.json()).code).toBe(0);
}

/** Our own script chunks the page fetched, e.g. the Adjust SDK's (adjust-latest-<hash>.js). */
function ownScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const consentBar = (page: Page) => page.getByRole('region', { name: 'Ad measurement' });

/** The bar is in the page flow above the app: it must not overlap the given element. */
async function expectNotCovered(page: Page, selector: ReturnType<Page['getByRole']>) {
  const bar = await consentBar(page).boundingBox();
  const target = await selector.boundingBox();
  expect(bar && target).toBeTruthy();
  if (!bar || !target) return;
  expect(target.y >= bar.y + bar.height || target.y + target.height <= bar.y).toBe(true);
}

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ request }) => {
  await setMarketing(request, {
    metaPixelId: PIXEL_ID,
    adjustAppToken: ADJUST_TOKEN,
    adjustEnvironment: 'sandbox',
  });
});
// Other specs share the server: marketing goes back to off (the environment has no ids).
test.afterEach(async ({ request }) => {
  await setMarketing(request, {});
});

test('nothing loads before consent; after Allow the pixel inits, Adjust gets the landing referrer and a registration is reported', async ({
  page,
}) => {
  const sent = await fakeMarketingServers(page);
  const scripts = ownScripts(page);
  // An ad link to a protected page: the guard sends the visitor to /login, adjust_reftag kept.
  await page.goto(`/?adjust_referrer=${encodeURIComponent(REFERRER)}&fbclid=${CLICK_ID}`);
  await expect(page).toHaveURL(/\/login\?redirect=.*&adjust_reftag=adjust_tracker%3Dsaral_ad_1/);
  await expect(consentBar(page)).toBeVisible();
  await expect(consentBar(page)).toContainText('Meta and Adjust');
  await expectNotCovered(page, page.getByRole('button', { name: 'LOGIN' }));
  await screenshot(page, 'marketing-1-consent-login');

  await page.waitForLoadState('networkidle');
  expect(sent).toEqual([]);
  expect(await page.evaluate(() => typeof window.fbq)).toBe('undefined');
  // The Adjust SDK is a chunk of its own, fetched only after consent.
  expect(scripts.filter((path) => path.includes('adjust'))).toEqual([]);

  await consentBar(page).getByRole('button', { name: 'Allow' }).click();
  await expect(consentBar(page)).toBeHidden();
  await expect
    .poll(() => page.evaluate(() => (window as { __fakePixelCalls?: unknown[] }).__fakePixelCalls))
    // fbq('init', id) without a third argument: no advanced matching.
    .toEqual([
      ['set', 'autoConfig', false, PIXEL_ID],
      ['init', PIXEL_ID],
    ]);
  expect(sent.some((item) => item.url === PIXEL_SCRIPT)).toBe(true);
  // The Adjust chunk may still be on its way when the pixel has initialised.
  await expect
    .poll(() => scripts.some((path) => /\/assets\/adjust-latest-[\w-]+\.js$/.test(path)))
    .toBe(true);

  // Adjust: started in its environment, the referrer handed over from adjust_reftag.
  await expect.poll(() => adjustRequests(sent, '/sdk_click').length).toBe(1);
  const click = new URLSearchParams(adjustRequests(sent, '/sdk_click')[0]?.body);
  expect(click.get('referrer')).toBe(REFERRER);
  expect(click.get('app_token')).toBe(ADJUST_TOKEN);
  expect(click.get('environment')).toBe('sandbox');

  // A new borrower: the login reports a registration; its request carries the pixel's cookies.
  const phone = randomPhone();
  const loginRequest = page.waitForRequest((request) =>
    request.url().endsWith('/api1/user/v1/login'),
  );
  await signInThroughUi(page, phone);
  const headers = await (await loginRequest).allHeaders();
  const cookies = Object.fromEntries(
    (await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]),
  );
  expect(cookies._fbp).toMatch(/^fb\.1\.\d+\.\d+$/);
  expect(cookies._fbc).toMatch(new RegExp(`^fb\\.1\\.\\d+\\.${CLICK_ID}$`));
  expect(headers.fbp).toBe(cookies._fbp);
  expect(headers.fbc).toBe(cookies._fbc);

  await expect(page).toHaveURL(/\/\?adjust_reftag=/);
  await expect
    .poll(() => pixelEvents(sent).map((event) => event.get('ev')))
    .toEqual(['CompleteRegistration']);
  expect(pixelEvents(sent)[0]?.get('id')).toBe(PIXEL_ID);
  expectNoneOf(sent, [phone, `91${phone}`]);
});

test('an application is reported, and nothing sent carries the phone, Aadhaar, PAN or account number', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const sent = await fakeMarketingServers(page);
  await page.goto('/login');
  await consentBar(page).getByRole('button', { name: 'Allow' }).click();

  // Signs up through the login screen (reported as a registration), onboards through the API.
  const { token, phone, identity } = await onboardedBorrower(page, 2, {
    throughLoginScreen: true,
  });
  await expect
    .poll(() => pixelEvents(sent).map((event) => event.get('ev')))
    .toContain('CompleteRegistration');
  const quick = await productId(page.request, token, 'Saral Quick');
  const accountNo = `3009${String(Date.now()).slice(-8)}`;
  const card = (await api(page.request, token, 'POST', '/api1/bank/v1/bind-card', {
    bankCode: 'SBIN0000300',
    cardNo: accountNo,
    confirmCardNo: accountNo,
    productId: quick,
  })) as { id: number };

  await page.goto(`/product/${quick}/detail?bank_id=${card.id}`);
  await expect(
    page.getByRole('link', { name: new RegExp(`^Bank account .*${accountNo.slice(-4)}`) }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'APPLY NOW' }).click();
  // Submitted: the outcome screen says what happens next.
  await expect(page).toHaveURL(/\/product\/\d+\/submitted\?orderId=\d+$/);
  await expect
    .poll(() => pixelEvents(sent).filter((event) => event.get('ev') === 'SubmitApplication'))
    .toHaveLength(1);
  const application = pixelEvents(sent).find((event) => event.get('ev') === 'SubmitApplication');
  expect(application?.get('cd[content_ids]')).toBe(JSON.stringify([String(quick)]));

  const aadhaarSpaced = identity.aadhaar.replace(/(\d{4})(?=\d)/g, '$1 ');
  expectNoneOf(sent, [
    phone,
    `91${phone}`,
    identity.aadhaar,
    aadhaarSpaced,
    identity.pan,
    identity.pan.toLowerCase(),
    accountNo,
  ]);
});

test('Decline loads nothing, now or later, and the bar leaves the Home tabs free', async ({
  page,
}) => {
  const sent = await fakeMarketingServers(page);
  const scripts = ownScripts(page);
  await page.goto('/login');
  await expect(consentBar(page)).toBeVisible();
  // The borrower may sign in without answering; the bar stays above the app.
  await signInThroughUi(page, randomPhone());
  await expect(page).toHaveURL(/\/$/);
  await expect(consentBar(page)).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Main' });
  await expect(tabs).toBeVisible();
  await expectNotCovered(page, tabs);
  await expectNotCovered(page, page.getByRole('button', { name: 'Apply' }).first());
  await screenshot(page, 'marketing-2-consent-home');

  const homeRequest = page.waitForRequest((request) =>
    request.url().includes('/api1/home/v1/index'),
  );
  await consentBar(page).getByRole('button', { name: 'Decline' }).click();
  await expect(consentBar(page)).toBeHidden();
  await page.reload();
  const headers = await (await homeRequest).allHeaders();
  expect(headers.fbp).toBe('');
  expect(headers.fbc).toBe('');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(consentBar(page)).toHaveCount(0);
  expect(sent).toEqual([]);
  expect(await page.evaluate(() => typeof window.fbq)).toBe('undefined');
  expect(scripts.filter((path) => path.includes('adjust'))).toEqual([]);
});

test('the Account page withdraws an Allow: after the reload nothing loads or goes out', async ({
  page,
}) => {
  const sent = await fakeMarketingServers(page);
  const scripts = ownScripts(page);
  await page.goto('/login');
  await consentBar(page).getByRole('button', { name: 'Allow' }).click();
  await expect.poll(() => sent.some((item) => item.url === PIXEL_SCRIPT)).toBe(true);
  await signInThroughUi(page, randomPhone());
  await expect(page).toHaveURL(/\/$/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Account' })
    .click();
  const setting = page.getByRole('switch', { name: 'Ad measurement' });
  await expect(setting).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('On: ad cookies measure our ads')).toBeVisible();
  await screenshot(page, 'fix-misc-account-ad-measurement');

  // What the reloaded page does: from the moment the new document replaced the old one.
  let sentBefore = Number.POSITIVE_INFINITY;
  let scriptsBefore = Number.POSITIVE_INFINITY;
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    sentBefore = sent.length;
    scriptsBefore = scripts.length;
  });
  const homeRequest = page.waitForRequest((request) =>
    request.url().includes('/api1/home/v1/index'),
  );
  await setting.click();
  await expect(page.getByRole('switch', { name: 'Ad measurement' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.getByText('Off: no ad cookies are loaded')).toBeVisible();
  await screenshot(page, 'fix-misc-account-ad-measurement-off');
  await page.waitForLoadState('networkidle');
  expect(Number.isFinite(sentBefore)).toBe(true);
  expect(sent.slice(sentBefore)).toEqual([]);
  expect(scripts.slice(scriptsBefore).filter((path) => path.includes('adjust'))).toEqual([]);
  expect(await page.evaluate(() => typeof window.fbq)).toBe('undefined');
  await expect(consentBar(page)).toHaveCount(0);

  // The pixel's cookies went with the withdrawal: our own calls no longer carry them.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Home' })
    .click();
  const headers = await (await homeRequest).allHeaders();
  expect(headers.fbp).toBe('');
  expect(headers.fbc).toBe('');
  const cookieNames = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(cookieNames).not.toContain('_fbp');
});
