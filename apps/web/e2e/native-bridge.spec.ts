import { createHmac, randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { test } from './fixtures';
import { nativeLoginSigningString, type NativeMessage } from '@saral/contract/api/native';
import { DEV_NATIVE_LOGIN_SECRET } from '../../server/src/config';
import { randomPhone, readCodeFromOutbox, screenshot } from './support';
import { api, onboardedBorrower, productId, reviewApplication } from './api-support';

/**
 * The native app wrapper with a simulated bridge: /joint signs in with the bridge's login data
 * (signed, or with the app's own session token), app sessions send the device headers, and the
 * audit screen sends the app its launch (store review) and finish (review done) messages.
 * The e2e server runs outside production, so it checks signatures with the development secret.
 */

const STORE_REVIEW_URL = 'https://play.google.com/store/apps/details?id=in.saral.app';

const DEVICE = {
  deviceId: 'e2e-android-7f3c',
  version: '2.4.1',
  idfv: '',
  idfa: '',
  systemVersion: '14',
  model: 'Pixel 5',
};

type Recorded = { messages: NativeMessage[] };

/** Login data signed the way the README tells app developers to sign it. */
function signedLoginData(phone: string, secret = DEV_NATIVE_LOGIN_SECRET) {
  const payload = {
    ...DEVICE,
    phone: `91${phone}`,
    timestamp: Date.now(),
    nonce: randomBytes(16).toString('hex'),
  };
  const sign = createHmac('sha256', secret).update(nativeLoginSigningString(payload)).digest('hex');
  return { ...payload, sign };
}

/** Android: window.SaralNative with getLoginData() and postMessage(text), recorded in a window array. */
async function installAndroidBridge(page: Page, loginData: object) {
  await page.addInitScript((data) => {
    const recorded: Recorded = { messages: [] };
    (window as unknown as { nativeRecorded: Recorded }).nativeRecorded = recorded;
    window.SaralNative = {
      getLoginData: () => JSON.stringify(data),
      postMessage: (text: string) => void recorded.messages.push(JSON.parse(text) as NativeMessage),
    };
  }, loginData);
}

/** iOS: login data injected as an object, messages through the saralNative WebKit handler. */
async function installIosBridge(page: Page, loginData: object) {
  await page.addInitScript((data) => {
    const recorded: Recorded = { messages: [] };
    (window as unknown as { nativeRecorded: Recorded }).nativeRecorded = recorded;
    window.saralNativeLoginData = data;
    window.webkit = {
      messageHandlers: {
        saralNative: {
          postMessage: (message: unknown) => recorded.messages.push(message as NativeMessage),
        },
      },
    };
  }, loginData);
}

const nativeMessages = (page: Page) =>
  page.evaluate(() => (window as unknown as { nativeRecorded: Recorded }).nativeRecorded.messages);

const storedSession = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('saral.session') ?? 'null') as {
        token: string;
        phone: string;
        isApp: boolean;
        device?: typeof DEVICE;
      } | null,
  );

/** A session token from POST /user/v1/login, as the native app's own login screens get one. */
async function apiLogin(request: APIRequestContext, phone: string): Promise<string> {
  await request.get(`/api1/sms/v1/sendCode?phone=91${phone}`);
  const code = await readCodeFromOutbox(request, phone);
  const login = await request.post('/api1/user/v1/login', { data: { phone: `91${phone}`, code } });
  const body = (await login.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(0);
  return body.data.token;
}

const isCall = (path: string) => (request: Request) =>
  new URL(request.url()).pathname === `/api1${path}`;

/** An onboarded borrower (web session) with a Saral Flex application waiting for a reviewer. */
async function borrowerWithOrderUnderReview(page: Page) {
  const { token, phone } = await onboardedBorrower(page, 0);
  const flex = await productId(page.request, token, 'Saral Flex');
  // One number for both fields: two clock reads can straddle a millisecond.
  const accountNo = `5010${String(Date.now()).slice(-10)}`;
  const card = (await api(page.request, token, 'POST', '/api1/bank/v1/bind-card', {
    bankCode: 'HDFC0000001',
    cardNo: accountNo,
    confirmCardNo: accountNo,
    productId: flex,
  })) as { id: number };
  const offer = (await api(
    page.request,
    token,
    'GET',
    `/api1/order/v1/loan-offer?productId=${flex}`,
  )) as {
    amountList: number[];
  };
  const applied = await page.request.post('/api1/order/v1/apply', {
    headers: { token, 'idempotency-key': `native-${Date.now()}` },
    data: {
      cardId: card.id,
      borrowAmount: offer.amountList[0],
      periods: 7,
      productId: flex,
      checkEmail: 0,
      autoGetMoney: 1,
      autoMoney: 0,
    },
  });
  const orderId = ((await applied.json()) as { data: { orderId: number } }).data.orderId;
  expect(orderId).toBeGreaterThan(0);
  return { token, phone, orderId };
}

test.describe.configure({ mode: 'serial' });

test('a signed native login lands on Home with an app session whose calls carry the device headers', async ({
  page,
}) => {
  // A web session of another borrower is on the device: the login call must not send its token.
  await page.goto('/login');
  const earlierToken = await apiLogin(page.request, randomPhone());
  await page.evaluate(
    (token) =>
      localStorage.setItem('saral.session', JSON.stringify({ token, phone: '', isApp: false })),
    earlierToken,
  );

  const phone = randomPhone();
  await installAndroidBridge(page, signedLoginData(phone));
  const loginCall = page.waitForRequest(isCall('/tripartite/v1/user-login'));
  const homeCall = page.waitForRequest(isCall('/home/v1/index'));
  await page.goto('/joint');

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Loan products' })).toBeVisible();
  const loginHeaders = await (await loginCall).allHeaders();
  expect(loginHeaders.token).toBeUndefined();

  const session = await storedSession(page);
  expect(session).toMatchObject({ phone, isApp: true, device: DEVICE });
  expect(session?.token).not.toBe(earlierToken);

  const homeHeaders = await (await homeCall).allHeaders();
  expect(homeHeaders).toMatchObject({
    token: session?.token,
    deviceid: DEVICE.deviceId,
    version: DEVICE.version,
    idfv: '',
    idfa: '',
    sdkversion: DEVICE.systemVersion,
    brand: DEVICE.model,
  });
  // Back must not return to /joint (its nonce is spent).
  await page.goBack();
  await expect(page).not.toHaveURL(/\/joint/);
});

test('an app-token native login (iOS bridge) opens a web session of the same borrower', async ({
  page,
}) => {
  const appToken = await apiLogin(page.request, randomPhone());
  await installIosBridge(page, { ...DEVICE, idfv: 'IDFV-1', idfa: 'IDFA-1', appToken });
  const loginCall = page.waitForRequest(isCall('/user/v1/user-login'));
  await page.goto('/joint');

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Loan products' })).toBeVisible();
  expect((await (await loginCall).allHeaders()).token).toBeUndefined();
  const session = await storedSession(page);
  expect(session).toMatchObject({ isApp: true, device: { idfv: 'IDFV-1', idfa: 'IDFA-1' } });
  expect(session?.token).not.toBe(appToken);
  // Read once and deleted: no later script on the page can pick up the app's token.
  expect(await page.evaluate(() => 'saralNativeLoginData' in window)).toBe(false);
  // The app keeps its own session.
  await api(page.request, appToken, 'GET', '/api1/home/v1/index');
});

test('a login signed with the wrong secret shows the Info dialog and offers the phone login', async ({
  page,
}) => {
  await installAndroidBridge(page, signedLoginData(randomPhone(), 'x'.repeat(40)));
  await page.goto('/joint');

  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Info');
  await expect(dialog).toContainText('The app login could not be verified');
  await screenshot(page, 'native-joint-failure');
  await dialog.getByRole('button', { name: 'OK' }).click();
  expect(await storedSession(page)).toBeNull();
  await expect(dialog).toBeHidden();
  await screenshot(page, 'native-joint-fallback');

  await page.getByRole('button', { name: 'Log in with your phone number' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('/joint opened outside the app says to open it from the app', async ({ page }) => {
  await page.goto('/joint');
  await expect(page.getByRole('dialog')).toContainText('Please open this page from the Saral app.');
});

test('in the app, To Evaluate launches the store review and the approved review finishes the app', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { token, phone, orderId } = await borrowerWithOrderUnderReview(page);

  // The same borrower opens the app, which signs them in through the bridge.
  await installAndroidBridge(page, signedLoginData(phone));
  await page.goto('/joint');
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/orders/${orderId}/audit`);
  await expect(page.getByRole('heading', { name: 'In Auditing...' })).toBeVisible();
  await screenshot(page, 'native-audit-in-app', { fullPage: true });

  await page.getByRole('button', { name: 'To Evaluate' }).click();
  await page.getByRole('button', { name: 'Rate 5 stars' }).click();
  await expect
    .poll(() => nativeMessages(page))
    .toEqual([{ type: 'launch', url: STORE_REVIEW_URL }]);
  // Both answers are said under their buttons (issue 16: no toasts).
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you for your support!' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Still under review' })).toBeVisible();

  // Saral Flex is decided by hand: a reviewer approves it once the rule checks are stored.
  await reviewApplication(page.request, orderId, 'approve', 'Verified income and identity');

  const refresh = page.waitForResponse((response) =>
    isCall('/order/v1/detail')(response.request()),
  );
  await page.getByRole('button', { name: 'Refresh' }).click();
  expect(((await (await refresh).json()) as { data: { orderState: number } }).data.orderState).toBe(
    10,
  );
  await expect
    .poll(() => nativeMessages(page))
    .toEqual([{ type: 'launch', url: STORE_REVIEW_URL }, { type: 'finish' }]);
  // The app closes the page; it stays where it is until then.
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/audit$`));

  // The web session of the same borrower still sees Pass and the confirm screen.
  const detail = (await api(
    page.request,
    token,
    'GET',
    `/api1/order/v1/detail?orderId=${orderId}&view=audit`,
  )) as {
    orderState: number;
  };
  expect(detail.orderState).toBe(2);
});

test('the app opens the audit page with its own token (?token=): the approved review finishes the app', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The app signed the borrower in through its own screens; its token is no app session.
  const { token, orderId } = await borrowerWithOrderUnderReview(page);
  await installAndroidBridge(page, {});
  await page.goto(`/orders/${orderId}/audit?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { name: 'In Auditing...' })).toBeVisible();

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText('Still under review')).toBeVisible();
  await reviewApplication(page.request, orderId, 'approve', 'Verified income and identity');

  const refresh = page.waitForResponse((response) =>
    isCall('/order/v1/detail')(response.request()),
  );
  await page.getByRole('button', { name: 'Refresh' }).click();
  const response = await refresh;
  // The page says it runs inside the app (its bridge is there), so the server reports 10.
  expect(new URL(response.url()).searchParams.get('inApp')).toBe('1');
  expect(((await response.json()) as { data: { orderState: number } }).data.orderState).toBe(10);
  await expect.poll(() => nativeMessages(page)).toEqual([{ type: 'finish' }]);
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/audit`));

  // The same token without the signal (a plain browser) still sees Pass.
  const detail = (await api(
    page.request,
    token,
    'GET',
    `/api1/order/v1/detail?orderId=${orderId}&view=audit`,
  )) as { orderState: number };
  expect(detail.orderState).toBe(2);
});
