import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, expectEnvelope, userIdOf } from './support/assertions';
import { createSecondProcess, createTestApp, signIn, type TestApp } from './support/test-app';

const SAVE_EVENTS = '/api1/burying-point/burying-point/save-buried-point';
const TRACK_EVENT = '/api1/burying-point/v2/burying-point';
const DEV_EVENTS = '/dev/tracking-events';
const PHONE = '919844401001';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t.app, PHONE, '10.0.7.1');
});
afterAll(async () => {
  await t.close();
});

const TRIGGER_TIME = Date.UTC(2026, 10, 21, 6, 0, 0);
function trackedEvent(overrides: Record<string, unknown> = {}) {
  return {
    projectName: 'saral-web',
    pageName: '/login',
    behavior: 'click',
    value: 'send-code',
    eventTime: TRIGGER_TIME - 2_000,
    triggerTime: TRIGGER_TIME,
    eventId: randomUUID(),
    ...overrides,
  };
}

function upload(payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: SAVE_EVENTS, headers, payload });
}

const rowsOfWebUuid = (webUuid: string) =>
  t.db.query<{ event_id: string | null; user_id: number | null; value: string }>(
    'SELECT event_id, user_id, value FROM tracking_events WHERE web_uuid = $1 ORDER BY id',
    [webUuid],
  );

describe('tracking uploads are idempotent by event id', () => {
  it('stores an event id once and counts only newly stored events', async () => {
    const webUuid = randomUUID();
    const first = trackedEvent({ value: 'first' });
    const second = trackedEvent({ value: 'second' });

    const once = await upload({ events: [first, second] }, { web_uuid: webUuid });
    expect(expectEnvelope(once).data).toEqual({ saved: 2 });

    // The same events again (a beacon whose delivery the app could not see) plus one new.
    const third = trackedEvent({ value: 'third' });
    const again = await upload({ events: [first, second, third] }, { web_uuid: webUuid });
    expect(expectEnvelope(again).data).toEqual({ saved: 1 });

    const rows = await rowsOfWebUuid(webUuid);
    expect(rows.map((row) => row.value)).toEqual(['first', 'second', 'third']);
    expect(rows.map((row) => row.event_id)).toEqual([first.eventId, second.eventId, third.eventId]);
  });

  it('drops a repeated id inside one batch', async () => {
    const webUuid = randomUUID();
    const event = trackedEvent();
    const response = await upload({ events: [event, event] }, { web_uuid: webUuid });
    expect(expectEnvelope(response).data).toEqual({ saved: 1 });
    expect(await rowsOfWebUuid(webUuid)).toHaveLength(1);
  });

  it('dedups the single-event call by id too', async () => {
    const webUuid = randomUUID();
    const { triggerTime: _unused, ...event } = trackedEvent({ behavior: 'page_view' });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: TRACK_EVENT,
        headers: { web_uuid: webUuid },
        payload: event,
      });
      expect(expectEnvelope(response).code).toBe(0);
    }
    expect(await rowsOfWebUuid(webUuid)).toHaveLength(1);
  });

  it('keeps storing events that carry no id (older clients), each time', async () => {
    const webUuid = randomUUID();
    const { eventId: _unused, ...withoutId } = trackedEvent();
    await upload({ events: [withoutId] }, { web_uuid: webUuid });
    const response = await upload({ events: [withoutId] }, { web_uuid: webUuid });
    expect(expectEnvelope(response).data).toEqual({ saved: 1 });
    expect(await rowsOfWebUuid(webUuid)).toHaveLength(2);
  });

  it('refuses an event id that is not a UUID and stores nothing', async () => {
    const before = await countRows(t.db, 'SELECT 1 FROM tracking_events');
    const response = await upload({ events: [trackedEvent({ eventId: 'event-1' })] });
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response)).toMatchObject({
      code: -1,
      msg: expect.stringMatching(/eventId/),
    });
    expect(await countRows(t.db, 'SELECT 1 FROM tracking_events')).toBe(before);
  });
});

describe('who sent a batch', () => {
  it('takes the web uuid from the body when the header is missing (a beacon)', async () => {
    const webUuid = randomUUID();
    const response = await upload({ events: [trackedEvent()], webUuid });
    expect(expectEnvelope(response).data).toEqual({ saved: 1 });
    expect(await rowsOfWebUuid(webUuid)).toHaveLength(1);
  });

  it('prefers the web_uuid header over the body', async () => {
    const header = randomUUID();
    const body = randomUUID();
    await upload({ events: [trackedEvent()], webUuid: body }, { web_uuid: header });
    expect(await rowsOfWebUuid(header)).toHaveLength(1);
    expect(await rowsOfWebUuid(body)).toHaveLength(0);
  });

  it('stores an anonymous batch (no token, no cookie) without a user', async () => {
    const webUuid = randomUUID();
    const response = await upload({ events: [trackedEvent()], webUuid });
    expect(response.statusCode).toBe(200);
    const rows = await rowsOfWebUuid(webUuid);
    expect(rows[0]?.user_id).toBeNull();
  });

  it('does not answer a bad token with -4 on an upload', async () => {
    const webUuid = randomUUID();
    const response = await upload({ events: [trackedEvent()], webUuid }, { token: 'garbage' });
    expect(expectEnvelope(response).code).toBe(0);
    expect((await rowsOfWebUuid(webUuid))[0]?.user_id).toBeNull();
  });

  it('knows the borrower of a beacon from the session cookie', async () => {
    const webUuid = randomUUID();
    const response = await upload(
      { events: [trackedEvent()], webUuid },
      { cookie: `other=1; token=${encodeURIComponent(token)}` },
    );
    expect(expectEnvelope(response).code).toBe(0);
    const rows = await rowsOfWebUuid(webUuid);
    expect(Number(rows[0]?.user_id)).toBe(await userIdOf(t.db, PHONE));
  });

  it('ignores an unknown session cookie and stores the beacon anonymously', async () => {
    const webUuid = randomUUID();
    await upload({ events: [trackedEvent()], webUuid }, { cookie: 'token=not-a-session' });
    expect((await rowsOfWebUuid(webUuid))[0]?.user_id).toBeNull();
  });

  it('refuses a body web uuid longer than 64 characters', async () => {
    const response = await upload({ events: [trackedEvent()], webUuid: 'x'.repeat(65) });
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response)).toMatchObject({
      code: -1,
      msg: expect.stringMatching(/webUuid/),
    });
  });
});

describe('batch limit', () => {
  it('refuses 201 events with a clear message and stores none of them', async () => {
    const webUuid = randomUUID();
    const events = Array.from({ length: 201 }, () => trackedEvent());
    const response = await upload({ events, webUuid });
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response)).toMatchObject({
      code: -1,
      msg: expect.stringMatching(/events/),
    });
    expect(await rowsOfWebUuid(webUuid)).toHaveLength(0);
  });

  it('accepts 200 events with ids in one batch', async () => {
    const webUuid = randomUUID();
    const events = Array.from({ length: 200 }, () => trackedEvent());
    const response = await upload({ events, webUuid });
    expect(expectEnvelope(response).data).toEqual({ saved: 200 });
  });
});

describe('development inspection route', () => {
  it('lists one browser’s events newest first with their trigger time', async () => {
    const webUuid = randomUUID();
    const older = trackedEvent({ behavior: 'page_view', value: '', pageName: '/' });
    const newer = trackedEvent({ value: 'home-apply', pageName: '/' });
    await upload({ events: [older, newer], webUuid }, { token });
    await upload({ events: [trackedEvent()], webUuid: randomUUID() });

    const response = await t.app.inject({
      method: 'GET',
      url: `${DEV_EVENTS}?webUuid=${webUuid}`,
    });
    const events = expectEnvelope(response).data as Record<string, unknown>[];
    expect(events).toEqual([
      expect.objectContaining({
        eventId: newer.eventId,
        userId: await userIdOf(t.db, PHONE),
        behavior: 'click',
        value: 'home-apply',
        pageName: '/',
        triggerTime: new Date(TRIGGER_TIME).toISOString(),
        eventTime: new Date(newer.eventTime).toISOString(),
      }),
      expect.objectContaining({ eventId: older.eventId, behavior: 'page_view' }),
    ]);
  });

  it('needs a web uuid', async () => {
    const response = await t.app.inject({ method: 'GET', url: DEV_EVENTS });
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response)).toMatchObject({
      code: -1,
      msg: expect.stringMatching(/webUuid/),
    });
  });

  it('is not served when development tools are off (production)', async () => {
    const production = await createSecondProcess(t, { exposeDevTools: false });
    try {
      const response = await production.inject({
        method: 'GET',
        url: `${DEV_EVENTS}?webUuid=${randomUUID()}`,
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
