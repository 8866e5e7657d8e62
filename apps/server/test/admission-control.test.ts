import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@saral/contract/error-codes';
import { SERVER_BUSY_MESSAGE } from '../src/plugins/admission-control';
import { createTestApp, type TestApp } from './support/test-app';

const LIMIT = 2;
const HOLD = '/api1/test-only/hold';

describe('load shedding: an API process serves at most API_CONCURRENCY_LIMIT borrower calls', () => {
  let t: TestApp;
  const waiting: (() => void)[] = [];
  /** Starts `count` borrower calls that stay in flight until release(). */
  const hold = (count: number) =>
    Array.from({ length: count }, () => t.app.inject({ method: 'GET', url: HOLD }));
  const release = () => waiting.splice(0).forEach((resume) => resume());
  const untilHeld = async (count: number) => {
    while (waiting.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  const sendCode = (phone: string, language = 'en') =>
    t.app.inject({
      method: 'GET',
      url: `/api1/sms/v1/sendCode?phone=${phone}`,
      headers: { 'accept-language': language },
    });
  const outboxSize = async (phone: string) =>
    (await t.app.inject({ method: 'GET', url: `/dev/sms-outbox?phone=${phone}` })).json().data
      .length as number;

  beforeAll(async () => {
    t = await createTestApp({
      env: { API_CONCURRENCY_LIMIT: String(LIMIT) },
      configure: (app) => {
        app.get(HOLD, () => new Promise((resolve) => waiting.push(() => resolve({ code: 0 }))));
      },
    });
  });
  afterAll(async () => {
    release();
    await t.close();
  });

  it('answers the next call busy at once (503, Retry-After 1–3 s) and does nothing for it', async () => {
    const held = hold(LIMIT);
    await untilHeld(LIMIT);

    const refused = await sendCode('919876512001');
    expect(refused.statusCode).toBe(503);
    const body = refused.json();
    expect(body).toMatchObject({ code: ErrorCode.busy, msg: SERVER_BUSY_MESSAGE });
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(3);
    expect(body.data).toEqual({ retryAfterSeconds: seconds });
    // The borrower reads it in their language.
    const hindi = (await sendCode('919876512001', 'hi')).json();
    expect(hindi.code).toBe(ErrorCode.busy);
    expect(hindi.msg).not.toBe(SERVER_BUSY_MESSAGE);
    expect(hindi.msg).toMatch(/[\u0900-\u097F]/);
    // Refused calls sent no code.
    expect(await outboxSize('919876512001')).toBe(0);

    release();
    await Promise.all(held);
    // Once the calls in flight are answered, the same call is served.
    expect((await sendCode('919876512001')).json()).toMatchObject({ code: 0 });
    expect(await outboxSize('919876512001')).toBe(1);
  });

  it('never turns away health checks, operators, dev routes, pages or card uploads', async () => {
    const held = hold(LIMIT);
    await untilHeld(LIMIT);
    const replies = await Promise.all([
      t.app.inject({ method: 'GET', url: '/healthz' }),
      t.app.inject({ method: 'GET', url: '/ops/v1/me' }),
      t.app.inject({ method: 'GET', url: '/dev/sms-outbox?phone=919876512002' }),
      t.app.inject({ method: 'GET', url: '/login' }),
      // Card uploads queue for the OCR workers instead (card-reading-service.ts).
      t.app.inject({ method: 'POST', url: '/api1/auth/v1/ocr-separate' }),
    ]);
    expect(replies.map((reply) => reply.statusCode)).not.toContain(503);
    const codeOf = (text: string) => (text.startsWith('{') ? JSON.parse(text).code : null);
    expect(replies.map((reply) => codeOf(reply.body))).not.toContain(ErrorCode.busy);
    release();
    await Promise.all(held);
  });

  it('counts a call whose answer failed as finished: the limit is free again', async () => {
    for (let round = 0; round < 3; round += 1) {
      // Refused by validation (bad phone): answered, and its place given back.
      const bad = await Promise.all(Array.from({ length: LIMIT }, () => sendCode('12')));
      expect(bad.map((reply) => reply.json().code)).toEqual([ErrorCode.failed, ErrorCode.failed]);
    }
    expect(t.app.admission.inFlight()).toBe(0);
    expect((await sendCode('919876512003')).json()).toMatchObject({ code: 0 });
  });
});
