import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  layoutShifts,
  newIphoneContext,
  randomPhone,
  recordLayoutShifts,
  screenshot,
  signInThroughUi,
} from './support';

/**
 * The installable app: manifest and icons, the service worker (precache, never the API), the
 * offline page, Chrome's installability verdict and the two install paths (Android banner, iOS
 * steps).
 */

// The service worker is this file's subject; the other specs run without it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };
type WebManifest = {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  orientation: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
};

/** Width and height from a PNG's IHDR chunk (bytes 16–23, after the signature and chunk header). */
function pngSize(body: Buffer): string {
  expect(body.subarray(0, 8).toString('hex'), 'PNG signature').toBe('89504e470d0a1a0a');
  expect(body.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

/** Waits until the service worker has taken control of the page (clients.claim on activate). */
async function waitForControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/** Every URL held in the page origin's Cache Storage, cache by cache. */
function cachedUrls(page: Page) {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      result[name] = requests.map((request) => new URL(request.url).pathname);
    }
    return result;
  });
}

/** What Chrome dispatches when the page may be installed, with a prompt() the test can see. */
function offerInstall(page: Page) {
  return page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    const record = globalThis as unknown as { installPrompted: number };
    record.installPrompted = 0;
    Object.assign(event, {
      prompt: async () => {
        record.installPrompted += 1;
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

test('the manifest and every icon it names load, at the sizes they declare', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const response = await request.get(manifestHref ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as WebManifest;
  expect(manifest).toMatchObject({
    id: '/',
    name: 'Saral',
    short_name: 'Saral',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#0E7C66',
  });
  // The theme colour the page announces is the manifest's.
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
    'content',
    manifest.theme_color,
  );

  const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(purposes).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of manifest.icons) {
    const iconResponse = await request.get(icon.src);
    expect(iconResponse.status(), icon.src).toBe(200);
    expect(iconResponse.headers()['content-type']).toBe(icon.type);
    expect(pngSize(await iconResponse.body()), icon.src).toBe(icon.sizes);
  }

  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const appleResponse = await request.get(appleIcon ?? '');
  expect(appleResponse.status()).toBe(200);
  expect(pngSize(await appleResponse.body())).toBe('180x180');
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute(
    'content',
    'yes',
  );
  await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute(
    'content',
    'Saral',
  );

  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  // An ICO header: reserved 0, type 1 (icon), at least one image.
  const ico = await favicon.body();
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  expect(ico.readUInt16LE(4)).toBeGreaterThan(0);
});

test('Chrome finds the app installable (the check behind Lighthouse’s installable-manifest)', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // Chrome never installs from an incognito window, and a test's fresh context is one: this
  // check runs in a browser with a profile of its own, as a borrower's is.
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'saral-pwa-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    viewport: { width: 360, height: 740 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await waitForControl(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await fs.rm(profile, { recursive: true, force: true });
  }
});

test('the service worker controls the app, precaches its files and never the API; offline, pages show the offline page', async ({
  page,
  context,
}) => {
  const apiResponses: { path: string; fromServiceWorker: boolean }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api1/')) {
      apiResponses.push({ path: url.pathname, fromServiceWorker: response.fromServiceWorker() });
    }
  });

  await page.goto('/login');
  const scriptUrl = await page.evaluate(
    async () => (await navigator.serviceWorker.ready).active?.scriptURL,
  );
  expect(new URL(scriptUrl ?? 'http://x/').pathname).toBe('/sw.js');
  await waitForControl(page);

  // Signing in and opening Home call the API several times, now through the worker's page.
  await signInThroughUi(page, randomPhone());
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Loan products' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Loan products' })).toBeVisible();
  expect(apiResponses.length).toBeGreaterThan(2);
  expect(apiResponses.filter((response) => response.fromServiceWorker)).toEqual([]);

  const caches = await cachedUrls(page);
  const names = Object.keys(caches);
  expect(names).toHaveLength(1);
  const urls = caches[names[0] ?? ''] ?? [];
  expect(urls).toEqual(
    expect.arrayContaining([
      '/index.html',
      '/offline.html',
      '/manifest.webmanifest',
      '/icons/icon-192.png',
    ]),
  );
  expect(urls.some((url) => /^\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true);
  expect(urls.filter((url) => url.startsWith('/api1/'))).toEqual([]);

  // The scripts of a page already served come from the precache.
  const scripts: boolean[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.fromServiceWorker());
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Loan products' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every(Boolean)).toBe(true);

  // Offline, any page of the app answers with the offline page, at the address asked for.
  // The browser's offline mode reaches the worker's own fetches too (checked: the offline page
  // below can only come from the worker's fallback when its network request fails).
  await context.setOffline(true);
  for (const path of ['/', '/orders']) {
    const response = await page.goto(path);
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
  }
  await screenshot(page, 'pwa-offline-page');
  // Still offline: trying again shows the offline page again.
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();

  // Back online, Try again loads the app at the same address.
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('link', { name: 'Try again' })).toBeHidden();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { name: 'Loan History' })).toBeVisible();
  expect(await cachedUrls(page)).toEqual(caches);
});

test('Android/Chrome: Home offers Install Saral, which opens the browser’s install dialog', async ({
  page,
}) => {
  await page.goto('/login');
  await signInThroughUi(page, randomPhone());
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Loan products' })).toBeVisible();
  const banner = page.getByRole('region', { name: 'Install Saral' });
  await expect(banner).toBeHidden();

  await recordLayoutShifts(page);

  // The app keeps the offer instead of letting Chrome show its own infobar.
  expect(await offerInstall(page)).toBe(true);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Install Saral');
  // It comes below the loan products: nothing the borrower was about to tap moves.
  const productsBottom = await page
    .getByRole('region', { name: 'Loan products' })
    .evaluate((section) => section.getBoundingClientRect().bottom);
  expect(
    await banner.evaluate((element) => element.getBoundingClientRect().top),
  ).toBeGreaterThanOrEqual(productsBottom);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(await layoutShifts(page)).toEqual([]);
  await banner.scrollIntoViewIfNeeded();
  await screenshot(page, 'pwa-install-banner');

  await banner.getByRole('button', { name: 'Install' }).click();
  await expect(banner).toBeHidden();
  expect(
    await page.evaluate(
      () => (globalThis as unknown as { installPrompted: number }).installPrompted,
    ),
  ).toBe(1);
});

test('iOS Safari: Home explains the three steps (Share, Add to Home Screen, Add)', async ({
  browser,
  baseURL,
}) => {
  const iphone = await newIphoneContext(browser, baseURL);
  try {
    const page = await iphone.newPage();
    await page.goto('/login');
    await signInThroughUi(page, randomPhone());
    await expect(page).toHaveURL(/\/$/);
    // Safari has no install offer: never the Install banner, always the guide.
    await expect(page.getByRole('region', { name: 'Install Saral' })).toBeHidden();
    await page.getByRole('button', { name: 'How?' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Add Saral to your Home Screen');
    const steps = dialog.getByRole('listitem');
    await expect(steps).toHaveText([
      'Tap Share in the Safari toolbar.',
      'Choose Add to Home Screen.',
      'Tap Add.',
    ]);
    await screenshot(page, 'pwa-ios-guide');
  } finally {
    await iphone.close();
  }
});
