import { expect } from '@playwright/test';
import { test } from '../../web/e2e/fixtures';
import { generate } from 'otplib';
import { operatorToken } from '../../web/e2e/api-support';
import { consoleScreenshot, signOutOfConsole } from './console-support';

test('an operator turns on two-step sign-in and then signs in with the app’s code', async ({
  page,
}) => {
  // A new operator of its own, so the other journeys' demo operators keep password-only sign-in.
  const admin = await operatorToken(page.request, 'admin', 'saral-admin-dev');
  const username = `twostep${Date.now()}`;
  const password = 'two-step-password-1';
  const created = await page.request.post('/ops/v1/operators', {
    headers: { 'x-operator-token': admin },
    data: { username, password, role: 'viewer' },
  });
  expect((await created.json()).code).toBe(0);

  const signIn = async () => {
    await page.goto('/console/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };
  await signIn();
  await page.getByRole('button', { name: 'Two-step sign-in' }).click();
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  const secret = (await page.locator('.ant-typography code').innerText()).trim();
  await consoleScreenshot(page, 'console-two-step-1-setup');
  await page.getByLabel('Code from the app').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-step sign-in is on')).toBeVisible();
  await signOutOfConsole(page);

  await signIn();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
  // A code of the next 30-second step: the one used to turn it on is spent.
  await page
    .getByLabel('Authenticator code')
    .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await consoleScreenshot(page, 'console-two-step-2-code');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('operator-name')).toHaveText(username);
});
