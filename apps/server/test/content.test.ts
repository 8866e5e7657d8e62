import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, expectEnvelope, userIdOf } from './support/assertions';
import { createTestApp, signIn, type TestApp } from './support/test-app';

const FAQ = '/api1/client/v1/faq';
const ABOUT_US = '/api1/client/v1/about-us';
const TRACKING_CONFIG = '/api1/burying-point/burying-point/get-buried-config';
const TRACK_EVENT = '/api1/burying-point/v2/burying-point';
const SAVE_EVENTS = '/api1/burying-point/burying-point/save-buried-point';
const NEED_UPLOAD = '/api1/device/v1/needUpload';
const UPLOAD_DEVICE_INFO = '/api1/device/v1/upload/device_info';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t.app, '919844400001', '10.0.5.1');
});
afterAll(async () => {
  await t.close();
});

describe('help content', () => {
  it('FAQ has at least 6 items, each with a title and content', async () => {
    const response = await t.app.inject({ method: 'GET', url: FAQ, headers: { token } });
    expect(response.statusCode).toBe(200);
    const items = expectEnvelope(response).data as { title: string; content: string }[];
    expect(items.length).toBeGreaterThanOrEqual(6);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['content', 'title']);
      expect(item.title.trim().length).toBeGreaterThan(5);
      expect(item.content.trim().length).toBeGreaterThan(20);
    }
    expect(new Set(items.map((item) => item.title)).size).toBe(items.length);
  });

  it('about-us names the app Saral and has its copy', async () => {
    const response = await t.app.inject({ method: 'GET', url: ABOUT_US, headers: { token } });
    expect(response.statusCode).toBe(200);
    const data = expectEnvelope(response).data as { appName: string; copywriting: string };
    expect(data.appName).toBe('Saral');
    expect(data.copywriting).toContain('Saral');
    expect(data.copywriting.length).toBeGreaterThan(100);
  });

  it.each([FAQ, ABOUT_US])('%s needs a session', async (url) => {
    for (const headers of [{}, { token: 'not-a-session' }]) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: -4, data: null });
    }
  });
});

describe('tracking', () => {
  const event = (pageName: string, extra: Record<string, unknown> = {}) => ({
    projectName: 'saral-web',
    pageName,
    behavior: 'click',
    value: 'apply-button',
    eventTime: Date.UTC(2026, 10, 21, 5, 30, 0),
    ...extra,
  });
  const rowsFor = (pageName: string) =>
    t.db.query<{
      user_id: number | null;
      web_uuid: string | null;
      behavior: string;
      value: string;
      event_time: Date;
      trigger_time: Date | null;
    }>(
      `SELECT user_id, web_uuid, behavior, value, event_time, trigger_time
       FROM tracking_events WHERE page_name = $1 ORDER BY id`,
      [pageName],
    );

  it('serves the tracking config without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: TRACKING_CONFIG });
    expect(response.statusCode).toBe(200);
    expect(expectEnvelope(response).data).toMatchObject({
      enabled: expect.any(Boolean),
      projectName: 'saral-web',
      batchSize: expect.any(Number),
      flushIntervalMs: expect.any(Number),
      behaviors: expect.any(Array),
    });
  });

  it('stores an anonymous event with no user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: TRACK_EVENT,
      headers: { web_uuid: 'device-uuid-1' },
      payload: event('/login'),
    });
    expect(response.statusCode).toBe(200);
    expect(expectEnvelope(response).code).toBe(0);
    const rows = await rowsFor('/login');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: null,
      web_uuid: 'device-uuid-1',
      behavior: 'click',
      value: 'apply-button',
    });
    expect(new Date(rows[0]!.event_time).getTime()).toBe(Date.UTC(2026, 10, 21, 5, 30, 0));
  });

  it('stores a signed-in borrower’s event with their user id', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: TRACK_EVENT,
      headers: { token },
      payload: event('/home'),
    });
    expect(response.json().code).toBe(0);
    const rows = await rowsFor('/home');
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]?.user_id)).toBe(await userIdOf(t.db, '919844400001'));
  });

  it('does not answer a bad token with -4 and stores the event anonymously', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: TRACK_EVENT,
      headers: { token: 'expired-or-garbage-token' },
      payload: event('/bad-token'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().code).toBe(0);
    const rows = await rowsFor('/bad-token');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.user_id).toBeNull();
  });

  it('refuses an event without a page name and stores nothing', async () => {
    const before = await countRows(t.db, 'SELECT 1 FROM tracking_events');
    const response = await t.app.inject({
      method: 'POST',
      url: TRACK_EVENT,
      payload: { ...event('x'), pageName: undefined },
    });
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response).code).toBe(-1);
    expect(await countRows(t.db, 'SELECT 1 FROM tracking_events')).toBe(before);
  });

  it('stores a batch of cached events with their trigger time', async () => {
    const triggerTime = Date.UTC(2026, 10, 21, 5, 31, 0);
    const events = ['view', 'click', 'leave'].map((behavior, index) =>
      event('/batch', { behavior, eventTime: triggerTime - (3 - index) * 1000, triggerTime }),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: SAVE_EVENTS,
      headers: { token },
      payload: { events },
    });
    expect(response.statusCode).toBe(200);
    expect(expectEnvelope(response).data).toEqual({ saved: 3 });
    const rows = await rowsFor('/batch');
    expect(rows.map((row) => row.behavior)).toEqual(['view', 'click', 'leave']);
    for (const row of rows) {
      expect(new Date(row.trigger_time!).getTime()).toBe(triggerTime);
      expect(Number(row.user_id)).toBe(await userIdOf(t.db, '919844400001'));
    }
  });

  it.each([
    ['an empty batch', 0],
    ['more than 200 events', 201],
  ])('refuses %s and stores nothing', async (_label, size) => {
    const before = await countRows(t.db, 'SELECT 1 FROM tracking_events');
    const events = Array.from({ length: size }, (_, index) =>
      event('/too-many', { eventTime: 1_000 + index, triggerTime: 5_000 }),
    );
    const response = await t.app.inject({ method: 'POST', url: SAVE_EVENTS, payload: { events } });
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response)).toMatchObject({
      code: -1,
      msg: expect.stringMatching(/events/),
    });
    expect(await countRows(t.db, 'SELECT 1 FROM tracking_events')).toBe(before);
  });

  it('accepts exactly 200 events', async () => {
    const events = Array.from({ length: 200 }, (_, index) =>
      event('/two-hundred', { eventTime: 1_000 + index, triggerTime: 5_000 }),
    );
    const response = await t.app.inject({ method: 'POST', url: SAVE_EVENTS, payload: { events } });
    expect(response.json()).toMatchObject({ code: 0, data: { saved: 200 } });
    expect(await rowsFor('/two-hundred')).toHaveLength(200);
  });

  it('refuses a whole batch when one event is invalid', async () => {
    const events = [
      event('/one-bad', { triggerTime: 5_000 }),
      event('/one-bad', { triggerTime: 5_000, eventTime: -1 }),
    ];
    const response = await t.app.inject({ method: 'POST', url: SAVE_EVENTS, payload: { events } });
    expect(response.statusCode).toBe(400);
    expect(await rowsFor('/one-bad')).toHaveLength(0);
  });
});

describe('device data', () => {
  const needUpload = (sessionToken: string) =>
    t.app.inject({ method: 'POST', url: NEED_UPLOAD, headers: { token: sessionToken } });
  const upload = (sessionToken: string, gps: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: UPLOAD_DEVICE_INFO,
      headers: { token: sessionToken },
      payload: { gps },
    });

  it('asks a new borrower for the location, not again after an upload, and again after a day', async () => {
    const deviceToken = await signIn(t.app, '919844400010', '10.0.5.10');
    expect((await needUpload(deviceToken)).json()).toEqual({
      code: 0,
      msg: expect.any(String),
      data: [{ type: 'gps', needUpload: true }],
    });

    const uploaded = await upload(deviceToken, { latitude: 12.9716, longitude: 77.5946 });
    expect(uploaded.statusCode).toBe(200);
    expect(expectEnvelope(uploaded).code).toBe(0);
    expect((await needUpload(deviceToken)).json().data).toEqual([
      { type: 'gps', needUpload: false },
    ]);

    t.clock.advanceSeconds(23 * 3600);
    expect((await needUpload(deviceToken)).json().data).toEqual([
      { type: 'gps', needUpload: false },
    ]);
    t.clock.advanceSeconds(3600 + 1);
    expect((await needUpload(deviceToken)).json().data).toEqual([
      { type: 'gps', needUpload: true },
    ]);
  });

  it('keeps one borrower’s upload from satisfying another', async () => {
    const first = await signIn(t.app, '919844400011', '10.0.5.11');
    const second = await signIn(t.app, '919844400012', '10.0.5.12');
    await upload(first, { latitude: 28.6139, longitude: 77.209 });
    expect((await needUpload(first)).json().data[0].needUpload).toBe(false);
    expect((await needUpload(second)).json().data[0].needUpload).toBe(true);
  });

  it.each([
    ['latitude above 90', { latitude: 90.5, longitude: 77 }, /latitude/, 1],
    ['latitude below -90', { latitude: -91, longitude: 77 }, /latitude/, 2],
    ['longitude above 180', { latitude: 12, longitude: 180.1 }, /longitude/, 3],
    ['a missing longitude', { latitude: 12 }, /longitude/, 4],
    ['a text latitude', { latitude: '12.9', longitude: 77 }, /latitude/, 5],
  ])('refuses %s with 400 and stores nothing', async (_label, gps, field, n) => {
    const phone = `9198444001${String(n).padStart(2, '0')}`;
    const deviceToken = await signIn(t.app, phone, `10.0.6.${n}`);
    const response = await upload(deviceToken, gps);
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response)).toMatchObject({ code: -1, msg: expect.stringMatching(field) });
    const userId = await userIdOf(t.db, phone);
    expect(await countRows(t.db, 'SELECT 1 FROM device_reports WHERE user_id = $1', [userId])).toBe(
      0,
    );
    expect((await needUpload(deviceToken)).json().data[0].needUpload).toBe(true);
  });

  it.each([NEED_UPLOAD, UPLOAD_DEVICE_INFO])('%s needs a session', async (url) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { gps: { latitude: 1, longitude: 1 } },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(-4);
  });
});
