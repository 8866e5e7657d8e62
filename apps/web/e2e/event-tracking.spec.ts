import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { test } from './fixtures';
import { randomPhone, screenshot, signInThroughUi } from './support';

/**
 * Event tracking (spec sections 3 and 7): page and click events are cached on the device,
 * uploaded in batches with triggerTime, kept while offline and sent by beacon on page hide.
 * What arrived is read back through the development route /dev/tracking-events.
 */

const SAVE_EVENTS = '/api1/burying-point/burying-point/save-buried-point';
const TRACKING_CONFIG = '/api1/burying-point/burying-point/get-buried-config';

type StoredEvent = {
  eventId: string | null;
  userId: number | null;
  pageName: string;
  behavior: string;
  value: string;
  eventTime: string;
  triggerTime: string | null;
};
type CachedEvent = { eventId: string; pageName: string; behavior: string; value: string };

async function storedEvents(request: APIRequestContext, webUuid: string): Promise<StoredEvent[]> {
  const response = await request.get(`/dev/tracking-events?webUuid=${webUuid}&limit=1000`);
  const body = (await response.json()) as { code: number; data: StoredEvent[] };
  expect(body.code).toBe(0);
  return body.data;
}

/** "behavior pageName value", the way the checks below name an event. */
const describeEvent = (event: { behavior: string; pageName: string; value: string }) =>
  `${event.behavior} ${event.pageName} ${event.value}`.trim();

async function webUuidOf(page: Page): Promise<string> {
  let webUuid: string | null = null;
  await expect
    .poll(async () => {
      webUuid = await page.evaluate(() => localStorage.getItem('saral.web_uuid'));
      return webUuid;
    })
    .toMatch(/^[0-9a-f-]{36}$/);
  return webUuid!;
}

function cachedEvents(page: Page): Promise<CachedEvent[]> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('saral.tracking.events') ?? '[]') as CachedEvent[],
  );
}

const isUpload = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === SAVE_EVENTS;

/** Opens /login and waits until the tracking config is loaded (events are recorded from then). */
async function openLogin(page: Page) {
  const configLoaded = page.waitForResponse(
    (response) => new URL(response.url()).pathname === TRACKING_CONFIG,
  );
  await page.goto('/login');
  await configLoaded;
}

test('page and click events arrive at the server in batches with their trigger time', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openLogin(page);
  const webUuid = await webUuidOf(page);
  const firstUpload = page.waitForRequest(isUpload, { timeout: 40_000 });

  const phone = randomPhone();
  await signInThroughUi(page, phone);
  await expect(page).toHaveURL(/\/$/);
  await page
    .getByRole('article', { name: 'Saral Quick' })
    .getByRole('button', { name: 'Apply' })
    .click();
  await expect(page).toHaveURL(/\/auth\/basic/);
  await screenshot(page, 'tracking-after-apply');

  // The upload is the batch endpoint, from this browser, stamped with the time it was sent.
  const upload = await firstUpload;
  expect(upload.headers()['web_uuid']).toBe(webUuid);
  const batch = upload.postDataJSON() as {
    webUuid: string;
    events: { eventId: string; eventTime: number; triggerTime: number }[];
  };
  expect(batch.webUuid).toBe(webUuid);
  expect(batch.events.length).toBeGreaterThan(0);
  for (const event of batch.events) {
    expect(event.eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(event.triggerTime).toBeGreaterThanOrEqual(event.eventTime);
  }
  expect(batch.events.every((event) => event.triggerTime === batch.events[0]!.triggerTime)).toBe(
    true,
  );
  const answer = await upload.response();
  expect(await answer?.json()).toMatchObject({ code: 0, data: { saved: batch.events.length } });

  // Everything of the journey arrives (the rest with the next batch).
  await expect
    .poll(async () => (await storedEvents(page.request, webUuid)).map(describeEvent), {
      timeout: 45_000,
      intervals: [1_000],
    })
    .toEqual(
      expect.arrayContaining([
        'page_view /login',
        'click /login send-code',
        'click /login login',
        'page_view / /login',
        'click / home-apply',
        // A new borrower's Apply goes through the step dispatcher to the first step.
        expect.stringMatching(/^page_view \/auth\/basic /),
      ]),
    );
  const stored = await storedEvents(page.request, webUuid);
  for (const event of stored) {
    expect(event.triggerTime).not.toBeNull();
    expect(Date.parse(event.triggerTime!)).toBeGreaterThanOrEqual(Date.parse(event.eventTime));
  }
  // Events after the sign-in belong to the borrower; nothing carries the phone number.
  const apply = stored.find((event) => describeEvent(event) === 'click / home-apply');
  expect(apply?.userId).toEqual(expect.any(Number));
  expect(JSON.stringify(stored)).not.toContain(phone);
  // Each event is stored once, and acknowledged events left the device's cache.
  expect(new Set(stored.map((event) => event.eventId)).size).toBe(stored.length);
  await expect.poll(async () => (await cachedEvents(page)).length).toBe(0);
});

test('events recorded offline are kept and all arrive once the network is back', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await openLogin(page);
  const webUuid = await webUuidOf(page);
  await signInThroughUi(page, randomPhone());
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('article', { name: 'Saral Quick' })).toBeVisible();
  // Visit the tabs online once, so their code is in the browser before the network goes.
  const tab = (name: string) =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name });
  await tab('Order').click();
  await expect(page).toHaveURL(/\/orders$/);
  await tab('Account').click();
  await expect(page).toHaveURL(/\/personal$/);
  await tab('Home').click();
  await expect(page).toHaveURL(/\/$/);

  const failedUploads: Request[] = [];
  page.on('requestfailed', (request) => {
    if (isUpload(request)) failedUploads.push(request);
  });
  // Events of the online visit may still be waiting for the next batch: they count too.
  const waitingBefore = new Set((await cachedEvents(page)).map((event) => event.eventId));
  await context.setOffline(true);
  // 7 rounds × 3 tabs: 42 events, past the batch size, so an upload is tried and fails.
  for (let round = 0; round < 7; round += 1) {
    await tab('Order').click();
    await expect(page).toHaveURL(/\/orders$/);
    await tab('Account').click();
    await expect(page).toHaveURL(/\/personal$/);
    await tab('Home').click();
    await expect(page).toHaveURL(/\/$/);
  }
  await expect.poll(() => failedUploads.length).toBeGreaterThan(0);
  await screenshot(page, 'tracking-offline-home');

  const offline = await cachedEvents(page);
  const offlineNames = offline
    .filter((event) => !waitingBefore.has(event.eventId))
    .map(describeEvent);
  expect(offlineNames.filter((name) => name === 'click /orders tab-account')).toHaveLength(7);
  expect(offlineNames.filter((name) => name === 'page_view /personal /orders')).toHaveLength(7);
  expect(offlineNames).toHaveLength(42);

  const upload = page.waitForRequest(isUpload);
  await context.setOffline(false);
  await upload;
  // None missing: every event the device held offline is on the server.
  await expect
    .poll(
      async () => {
        const stored = new Set((await storedEvents(page.request, webUuid)).map((e) => e.eventId));
        return offline.filter((event) => !stored.has(event.eventId)).length;
      },
      { timeout: 30_000 },
    )
    .toBe(0);
  await expect.poll(async () => (await cachedEvents(page)).length, { timeout: 30_000 }).toBe(0);
});

/** Uploads sent by fetch: they carry the web_uuid header, which a beacon cannot set. */
function recordFetchUploads(page: Page): Request[] {
  const uploads: Request[] = [];
  page.context().on('request', (request) => {
    if (isUpload(request) && request.headers()['web_uuid']) uploads.push(request);
  });
  return uploads;
}

test.describe('page hide', () => {
  // A page controlled by a service worker routes its requests through the worker, and Chromium
  // then drops most keepalive requests (beacons) of a page that is going away. These journeys
  // check the tracker's side, so they run without the worker.
  test.use({ serviceWorkers: 'block' });

  test('events recorded right before the page goes away arrive by beacon', async ({ page }) => {
    const fetchUploads = recordFetchUploads(page);
    await openLogin(page);
    const webUuid = await webUuidOf(page);
    await page.getByRole('link', { name: 'Terms of Use' }).click();
    // Wait for each screen to show: a page replaced before it rendered was never seen.
    await expect(page.getByRole('heading', { name: 'Terms of Use' }).first()).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
    await page.getByRole('button', { name: 'Send code' }).click();
    // Leave the app at once: no timer or batch upload can run any more, only the beacon.
    await page.goto('about:blank');

    await expect
      .poll(async () => (await storedEvents(page.request, webUuid)).map(describeEvent), {
        timeout: 15_000,
      })
      .toEqual([
        'click /login send-code',
        'page_view /login /protocol/term',
        'page_view /protocol/term /login',
        'page_view /login',
      ]);
    expect(fetchUploads).toHaveLength(0);
    const stored = await storedEvents(page.request, webUuid);
    expect(stored.every((event) => event.userId === null && event.triggerTime !== null)).toBe(true);
  });

  test('a signed-in borrower’s last click arrives by beacon under their account', async ({
    page,
  }) => {
    const fetchUploads = recordFetchUploads(page);
    await openLogin(page);
    const webUuid = await webUuidOf(page);
    await signInThroughUi(page, randomPhone());
    await expect(page.getByRole('article', { name: 'Saral Quick' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Account' })
      .click();
    await expect(page.getByText('About us')).toBeVisible();
    await page.goto('about:blank');

    await expect
      .poll(async () => (await storedEvents(page.request, webUuid)).map(describeEvent), {
        timeout: 15_000,
      })
      .toEqual(expect.arrayContaining(['click / tab-account', 'page_view /personal /']));
    // Only the beacon carried the click: it had the session cookie, not the token header.
    expect(fetchUploads.some((upload) => upload.postData()?.includes('tab-account'))).toBe(false);
    const stored = await storedEvents(page.request, webUuid);
    const tabClick = stored.find((event) => describeEvent(event) === 'click / tab-account');
    expect(tabClick?.userId).toEqual(expect.any(Number));
  });
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('with the service worker in control, the page-hide beacon still arrives', async ({
    page,
  }) => {
    const fetchUploads = recordFetchUploads(page);
    await openLogin(page);
    const webUuid = await webUuidOf(page);
    // The worker claims the page once it is active; only then does it sit in the request path.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
        timeout: 15_000,
      })
      .toBe(true);
    await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
    await expect(page.getByRole('heading', { name: 'Privacy Policy' }).first()).toBeVisible();
    await page.goto('about:blank');

    await expect
      .poll(async () => (await storedEvents(page.request, webUuid)).map(describeEvent), {
        timeout: 15_000,
      })
      .toContain('page_view /protocol/privacy /login');
    expect(fetchUploads.some((upload) => upload.postData()?.includes('/protocol/privacy'))).toBe(
      false,
    );
  });
});
