import { expect } from '@playwright/test';
import { test } from './fixtures';
import { layoutShifts, randomPhone, recordLayoutShifts, signInThroughUi } from './support';

test('the login screen downloads no code that only later screens use', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts.some((path) => path.includes('login-route'))).toBe(true);
  const laterScreens = [
    'home-route',
    'home-shell-route',
    'account-route',
    'help-route',
    'about-route',
    'legal-page',
    'download-route',
    'alert-route',
    'auth-dispatcher-route',
    'basic-info-route',
    'work-info-route',
    'identity-route',
    'face-route',
    'face-result-route',
    'kyc-commit-route',
    'contacts-route',
    'product-detail-route',
    'dynamic-form',
    'choice-picker',
    'place-picker',
    // Toasts and dialogs (and their animation code) load on first use.
    'toast',
    'dialog',
    'react-spring',
    // The query library and its layout (every screen but this one), and zod (docs/web-bundle.md).
    'query',
    'schemas',
    // The kit's Button and Input (the login screen draws its own), the table of every call, the
    // other field rules and the state drawings.
    '/button-',
    'CloseCircleFill',
    '/calls-',
    'field-rules',
    'state-art',
  ];
  for (const chunk of laterScreens) {
    expect(
      scripts.filter((path) => path.includes(chunk)),
      chunk,
    ).toEqual([]);
  }
  // Tracking loads once the screen has rendered (its first page view), not with it.
  const tracker = scripts.findIndex((path) => path.includes('app-tracker'));
  expect(tracker).toBeGreaterThan(scripts.findIndex((path) => path.includes('login-route')));
});

test('Home, the first screen after sign-in, loads no schema library', async ({ page }) => {
  await page.goto('/login');
  await signInThroughUi(page, randomPhone());
  await expect(page.getByRole('heading', { name: 'Loan products' })).toBeVisible();

  // A returning borrower opens the app on Home: what does that visit download?
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.reload();
  await expect(page.getByRole('article').filter({ hasText: 'Saral Quick' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts.some((path) => path.includes('home-route'))).toBe(true);
  // zod's chunk (docs/web-bundle.md): Home's replies are typed, not parsed, in the browser.
  expect(scripts.filter((path) => path.includes('schemas'))).toEqual([]);
});

test('Home draws its cards with its content: nothing shifts when the location question comes', async ({
  page,
}) => {
  await page.goto('/login');
  await signInThroughUi(page, randomPhone());
  await expect(page.getByRole('heading', { name: 'Loan products' })).toBeVisible();

  await recordLayoutShifts(page, { onNextLoad: true });
  // The question's call answers after Home's own: the order that made the cards jump.
  await page.route('**/api1/device/v1/needUpload', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Confirm you are in India' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Saral Quick' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShifts(page)).toEqual([]);
});
