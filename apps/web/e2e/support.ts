import path from 'node:path';
import { devices, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../../test-results/screenshots');

/**
 * expect.poll's probe intervals for a wait on the server's jobs: Playwright's default
 * (100, 250, 500 ms, then every second) overshoots a few seconds' wait by half a second on average.
 */
export const QUICK_POLL = { intervals: [100, 200, 300, 500] };

/** A fresh Indian mobile number (10 digits, starts with 9) so runs never share a borrower. */
export function randomPhone(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** Reads the newest login code the sandbox SMS provider sent to a phone. */
export async function readCodeFromOutbox(
  request: APIRequestContext,
  phone: string,
): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/sms-outbox?phone=91${phone}`);
      const body = (await response.json()) as { data: { body: string }[] };
      // The newest code message: borrower notifications (a date, ••1234) share the outbox.
      const message = body.data.find((sms) => /\bcode\b|कोड/.test(sms.body));
      code = message?.body.match(/\b(\d{4})\b/)?.[1] ?? '';
      return code;
    }, QUICK_POLL)
    .toMatch(/^\d{4}$/);
  return code;
}

/** Where the app keeps the borrower's session (shared/session/session-store.ts). */
const SESSION_STORAGE_KEY = 'saral.session';
const SESSION_COOKIE = 'token';

/** Signs in through the login screen the way a borrower does. */
export async function signInThroughUi(page: Page, phone: string) {
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await readCodeFromOutbox(page.request, phone);
  await page.getByRole('textbox', { name: 'One-time code' }).fill(code);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

/**
 * Signs a borrower in through the API and hands the session to the app where it keeps it (local
 * storage and the `token` cookie, as `sessionStore.set` does), then opens Home. For journeys that
 * need a signed-in borrower but are not about the login screen (sign-in.spec.ts is): loading
 * /login and typing into it was a large share of each such journey's time.
 */
export async function signInThroughApi(page: Page, phone: string): Promise<string> {
  const sent = await page.request.get(`/api1/sms/v1/sendCode?phone=91${phone}`);
  expect(((await sent.json()) as { code: number }).code).toBe(0);
  const code = await readCodeFromOutbox(page.request, phone);
  const login = await page.request.post('/api1/user/v1/login', {
    data: { phone: `91${phone}`, code },
  });
  const body = (await login.json()) as { code: number; msg: string; data: { token: string } };
  expect(body.code, body.msg).toBe(0);
  const { token } = body.data;
  // A blank page of the app's own origin, answered here, where the session can be written.
  const seedUrl = '/e2e-session-seed';
  await page.route(seedUrl, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>seed</title>' }),
  );
  await page.goto(seedUrl);
  await page.evaluate(
    ({ session, key, cookie }) => {
      localStorage.setItem(key, JSON.stringify(session));
      document.cookie = `${cookie}=${encodeURIComponent(session.token)}; Path=/; SameSite=Lax`;
    },
    { session: { token, phone, isApp: false }, key: SESSION_STORAGE_KEY, cookie: SESSION_COOKIE },
  );
  await page.unroute(seedUrl);
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  return token;
}

/** The session token the app stored after signing in. */
export async function sessionToken(page: Page): Promise<string> {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}').token as string,
    SESSION_STORAGE_KEY,
  );
}

/** A context whose browser says it is Safari on an iPhone, at the 360×740 viewport. */
export function newIphoneContext(browser: Browser, baseURL: string | undefined) {
  return browser.newContext({
    baseURL,
    userAgent: devices['iPhone 13'].userAgent,
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
}

/** A 360×740 screenshot; fullPage shows a long form from its step header to its button. */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  // A full-page capture of a scrolled page paints the sticky top bar mid-page.
  if (options.fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  // antd-mobile fades dialogs in from script (not CSS), so 'animations: disabled' cannot stop it:
  // wait until every open dialog is fully opaque.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('.adm-center-popup-wrap > div')].every(
          (popup) => getComputedStyle(popup).opacity === '1',
        ),
      ),
    )
    .toBe(true);
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}.png`),
    fullPage: options.fullPage ?? false,
    animations: 'disabled',
  });
}

/**
 * Starts recording the page's layout shifts: from its next load (`onNextLoad`, shifts of the
 * whole load) or from now on. `layoutShifts(page)` reads them.
 */
export async function recordLayoutShifts(page: Page, { onNextLoad = false } = {}) {
  const install = (buffered: boolean) => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered });
  };
  if (onNextLoad) await page.addInitScript(install, true);
  else await page.evaluate(install, false);
}

export function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
}
