import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALL_BUSY_RETRIES } from '@saral/contract/constants';
import { ErrorCode } from '@saral/contract/error-codes';
import { apiRequest } from './api-client';

const BUSY = {
  code: ErrorCode.busy,
  msg: 'Many people are using Saral right now. Please wait a moment.',
  data: { retryAfterSeconds: 2 },
};

/** fetch answering the given envelopes in turn (the last one again once they run out). */
function answers(...bodies: unknown[]) {
  const sent: { body: unknown; at: number }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: URL, init: RequestInit) => {
      sent.push({ body: init.body, at: Date.now() });
      const body = bodies[Math.min(sent.length - 1, bodies.length - 1)];
      return new Response(JSON.stringify(body), {
        status: (body as { code: number }).code === ErrorCode.busy ? 503 : 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a busy answer (the server shedding load)', () => {
  it('is sent again, with the same body, after its Retry-After, and the caller gets the answer', async () => {
    const sent = answers(BUSY, BUSY, { code: 0, msg: 'success', data: { orderId: 7 } });
    const result = apiRequest(
      { method: 'POST', path: '/loan/v1/apply' },
      { body: { amount: 3000 } },
    );
    await vi.advanceTimersByTimeAsync(1_999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(result).resolves.toEqual({ orderId: 7 });
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((item) => item.body))).toEqual(new Set(['{"amount":3000}']));
  });

  it(`gives up after ${CALL_BUSY_RETRIES} retries and shows the busy message`, async () => {
    const sent = answers(BUSY);
    const result = apiRequest({ method: 'GET', path: '/home/v1/index' });
    const settled = expect(result).rejects.toMatchObject({
      code: ErrorCode.busy,
      message: BUSY.msg,
    });
    await vi.advanceTimersByTimeAsync(CALL_BUSY_RETRIES * 2_000);
    await settled;
    expect(sent).toHaveLength(CALL_BUSY_RETRIES + 1);
  });

  it('tells a caller that shows the wait (card uploads) when it waits, within its own retries, and never retries other failures', async () => {
    const waits: boolean[] = [];
    let sent = answers(BUSY, BUSY, BUSY);
    const upload = apiRequest(
      { method: 'POST', path: '/auth/v1/ocr-separate' },
      { busyRetries: 1, onBusyWait: (waiting) => waits.push(waiting) },
    );
    const refused = expect(upload).rejects.toMatchObject({ code: ErrorCode.busy });
    await vi.advanceTimersByTimeAsync(2_000);
    await refused;
    expect(sent).toHaveLength(2);
    expect(waits).toEqual([true, false]);

    sent = answers({
      code: ErrorCode.failed,
      msg: 'Please Enter correct Phone Number',
      data: null,
    });
    await expect(apiRequest({ method: 'GET', path: '/a' })).rejects.toMatchObject({
      code: ErrorCode.failed,
    });
    expect(sent).toHaveLength(1);
  });
});
