// A Chromium a tool such as Lighthouse can drive (`--port`) with a borrower already signed in:
// Lighthouse's own browser starts with empty storage, so it could only ever measure /login.
//
// The session is written into a fresh profile first (localStorage and the token cookie), from a
// page of the app's origin that loads none of the app's files, so the measured visit still starts
// with a cold HTTP cache and no service worker. Lighthouse must then run with
// `--disable-storage-reset`, or it clears the session it is meant to use.
import { spawn } from 'node:child_process';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../scripts/chromium.mjs';
import { freePort } from './bench-server.mjs';

/** Where the app keeps the session (apps/web shared/session/session-store.ts). */
const SESSION_KEY = 'saral.session';

/**
 * Runs `fn(port)` with a headless Chromium listening for DevTools on `port`, its profile holding
 * `session` ({ token, phone with country code }) for `baseUrl`. Always closes it and removes the profile.
 */
export async function withSignedInChromium({ chromiumPath, baseUrl, session }, fn) {
  const profile = await fsp.mkdtemp(path.join(os.tmpdir(), 'saral-bench-profile-'));
  try {
    await storeSession(chromiumPath, profile, baseUrl, session);
    const port = await freePort();
    const browser = spawn(
      chromiumPath,
      [
        '--headless=new',
        ...CHROMIUM_ARGS,
        `--user-data-dir=${profile}`,
        `--remote-debugging-port=${port}`,
        '--remote-debugging-address=127.0.0.1',
        'about:blank',
      ],
      { stdio: 'ignore' },
    );
    try {
      await waitForDevTools(port, browser);
      return await fn(port);
    } finally {
      browser.kill('SIGTERM');
      await new Promise((resolve) => {
        if (browser.exitCode !== null || browser.signalCode !== null) resolve();
        else browser.once('exit', resolve);
      });
    }
  } finally {
    await fsp.rm(profile, { recursive: true, force: true });
  }
}

async function storeSession(chromiumPath, profile, baseUrl, session) {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await context.newPage();
    // A JSON route of the same origin: no HTML, scripts or service worker of the app.
    await page.goto(`${baseUrl}/healthz`);
    const stored = { token: session.token, phone: session.phone.slice(2), isApp: false };
    await page.evaluate(
      ([key, value]) => globalThis.localStorage.setItem(key, value),
      [SESSION_KEY, JSON.stringify(stored)],
    );
    await context.addCookies([{ name: 'token', value: session.token, url: baseUrl }]);
  } finally {
    await context.close();
  }
}

async function waitForDevTools(port, browser) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (browser.exitCode !== null) throw new Error(`Chromium exited with ${browser.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('Chromium did not open its DevTools port within 30 s');
}
