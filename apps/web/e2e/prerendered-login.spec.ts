import { expect } from '@playwright/test';
import { test } from './fixtures';

// The server sends /login already drawn (login.html, apps/web/build/prerender-login.mjs), so a
// phone on a slow network shows the screen while the JavaScript downloads.

test.describe('before its JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test('/login arrives drawn, its fields waiting read-only for the app', async ({ page }) => {
    await page.goto('/login?redirect=%2Fpersonal');
    await expect(page.getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
    await expect(
      page.getByText('We will send a 4-digit code to your mobile number.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'LOGIN' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
    // A tap here would be lost when the app draws the screen again: the buttons wait for it too.
    await expect(page.getByRole('button', { name: 'Send code' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'हिन्दी' })).toBeDisabled();
    await expect(page).toHaveTitle('Login · Saral');
    // Digits typed now would be lost when the app draws the screen again.
    await expect(page.getByLabel('Mobile number')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('One-time code')).toHaveAttribute('readonly', '');
  });
});

test('the app takes over the drawn login screen without a blank moment', async ({ page }) => {
  // Every frame from the first that shows the drawn screen (frames before the page has been read
  // show nothing, with or without the copy): is the login screen still on the page?
  await page.addInitScript(() => {
    const frames: boolean[] = [];
    Object.assign(window, { loginFrames: frames });
    const check = () => {
      const shown = document.querySelector('.login-page') !== null;
      if (shown || frames.length > 0) frames.push(shown);
      if (frames.length < 600) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  // The login screen's own code arrives late, as on a slow network.
  await page.route(/\/assets\/login-route-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });

  await page.goto('/login');
  const phone = page.getByLabel('Mobile number');
  await expect(phone).not.toHaveAttribute('readonly');
  await phone.fill('9876543210');
  await expect(phone).toHaveValue('9876543210');

  const frames = await page.evaluate(
    () => (window as unknown as { loginFrames: boolean[] }).loginFrames,
  );
  expect(frames.length).toBeGreaterThan(10);
  expect(frames.filter((shown) => !shown)).toEqual([]);
});
