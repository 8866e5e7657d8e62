import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@saral/contract/error-codes';
import { OnboardingMessage, type CardType } from '@saral/contract/onboarding';
import { buildApp } from '../src/app';
import { createCardReadingRepository } from '../src/domains/identity/card-reading-repository';
import { busyVerdict } from '../src/domains/identity/card-reading-estimate';
import { HOLD_GRACE_MS } from '../src/domains/identity/card-reading-service';
import type { OcrProvider } from '../src/domains/ocr/ocr-provider';
import { generateCardImage, sampleIdentities, type CardIdentity } from './support/card-images';
import { countingOcr } from './support/counting-ocr';
import { multipart } from './support/multipart-body';
import { createTestApp, signIn, type TestApp } from './support/test-app';

/**
 * Card reading off the API process (issue 20): API processes (OCR_WORKER=off) queue the card and
 * wait; a worker process on the same database reads it. A full queue answers busy at once with
 * Retry-After; a card nobody waits for any more, or replaced by a newer photo, is never read.
 */

const identity = sampleIdentities[0] as CardIdentity;
let panCard: Buffer;
let otherPanCard: Buffer;
beforeAll(async () => {
  panCard = await generateCardImage({ ...identity, card: 'pan', aadhaar: undefined });
  otherPanCard = await generateCardImage({
    ...(sampleIdentities[1] as CardIdentity),
    card: 'pan',
    aadhaar: undefined,
  });
}, 60_000);

let t: TestApp | null = null;
const workers: FastifyInstance[] = [];
afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.close();
  await t?.close();
  t = null;
});

let phoneCounter = 0;
const nextPhone = () => `9171000${String(10_000 + phoneCounter++).slice(-5)}`;

/** An API process that reads no cards itself. */
async function apiProcess(env: Record<string, string>) {
  t = await createTestApp({ env: { OCR_WORKER: 'off', JOB_POLL_INTERVAL_MS: '50', ...env } });
  return t;
}

/** A worker process on the same database: the same server with OCR_WORKER=on. */
async function workerProcess(api: TestApp, ocr: OcrProvider) {
  const worker = await buildApp({
    config: { ...api.config, cardReading: { ...api.config.cardReading, worker: true } },
    db: api.db,
    clock: api.clock,
    logger: false,
    providers: { ocr },
  });
  await worker.ready();
  workers.push(worker);
  return worker;
}

function uploadCard(app: FastifyInstance, token: string, card: CardType, bytes: Buffer) {
  const body = multipart({ type: card, notNeed: '0' }, { name: 'image', bytes });
  return app
    .inject({
      method: 'POST',
      url: '/api1/auth/v1/ocr-separate',
      headers: { token, ...body.headers },
      payload: body.payload,
    })
    .then((response) => ({
      status: response.statusCode,
      retryAfter: response.headers['retry-after'],
      body: response.json() as { code: number; msg: string; data: Record<string, unknown> },
    }));
}

async function readingStates(api: TestApp) {
  return api.db.query<{ state: string; cancel_reason: string | null }>(
    'SELECT state, cancel_reason FROM card_readings ORDER BY id',
  );
}

async function until(check: () => Promise<boolean>, what: string) {
  for (let waited = 0; !(await check()); waited += 25) {
    if (waited > 20_000) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const queuedCount = async (api: TestApp) =>
  (await readingStates(api)).filter((row) => row.state === 'queued').length;

describe('card reading on worker processes', () => {
  it('answers busy at once with Retry-After when the queue is full, then reads after a retry', async () => {
    const api = await apiProcess({ OCR_QUEUE_LIMIT: '1', OCR_WAIT_BUDGET_MS: '20000' });
    const first = await signIn(api.app, nextPhone());
    const second = await signIn(api.app, nextPhone());
    const waiting = uploadCard(api.app, first, 'pan', panCard);
    await until(async () => (await queuedCount(api)) === 1, 'the first card queued');

    const startedAt = performance.now();
    const refused = await uploadCard(api.app, second, 'pan', otherPanCard);
    expect(performance.now() - startedAt).toBeLessThan(5_000);
    expect(refused.status).toBe(503);
    expect(refused.body.code).toBe(ErrorCode.busy);
    expect(refused.body.msg).toBe(OnboardingMessage.cardReadingBusy);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(refused.body.data).toEqual({ retryAfterSeconds: Number(refused.retryAfter) });
    // Refused before anything was stored or queued.
    expect(await readingStates(api)).toHaveLength(1);

    const ocr = countingOcr();
    await workerProcess(api, ocr.provider);
    const answered = await waiting;
    expect(answered.status).toBe(200);
    expect(answered.body.data).toMatchObject({ name: 'ANITA SHARMA', panNo: 'ABCPS1234K' });

    const retried = await uploadCard(api.app, second, 'pan', otherPanCard);
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ panNo: 'ABCPS1234K' });
    expect(ocr.images).toHaveLength(2);
  });

  it('keeps the place of a borrower whose wait ran out: the retry with the same photo is read once', async () => {
    const api = await apiProcess({ OCR_WAIT_BUDGET_MS: '3000' });
    const token = await signIn(api.app, nextPhone());
    const waited = await uploadCard(api.app, token, 'pan', panCard);
    expect(waited.status).toBe(503);
    expect(waited.body.code).toBe(ErrorCode.busy);
    expect(Number(waited.retryAfter)).toBeGreaterThanOrEqual(2);
    // Still in line, for the retry.
    expect(await readingStates(api)).toEqual([{ state: 'queued', cancel_reason: null }]);

    const ocr = countingOcr();
    await workerProcess(api, ocr.provider);
    const retried = await uploadCard(api.app, token, 'pan', panCard);
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ name: 'ANITA SHARMA', panNo: 'ABCPS1234K' });
    expect(ocr.images).toHaveLength(1);
    expect(await readingStates(api)).toEqual([{ state: 'done', cancel_reason: null }]);
    // The retry's bytes were not stored again: one photo, the one on the profile.
    const files = await api.db.query<{ id: string }>('SELECT id FROM uploaded_files');
    expect(files).toHaveLength(1);

    // The same photo sent once more is answered from the reading, without reading it again.
    const again = await uploadCard(api.app, token, 'pan', panCard);
    expect(again.body.data).toMatchObject({ panNo: 'ABCPS1234K' });
    expect(ocr.images).toHaveLength(1);
  });

  it('drops, unread, the card of a borrower who did not come back after a busy answer', async () => {
    const api = await apiProcess({ OCR_WAIT_BUDGET_MS: '3000' });
    const token = await signIn(api.app, nextPhone());
    const gaveUp = await uploadCard(api.app, token, 'pan', panCard);
    expect(gaveUp.status).toBe(503);
    // Past the Retry-After and the grace period, nobody came back.
    api.clock.advanceSeconds(Number(gaveUp.retryAfter) + HOLD_GRACE_MS / 1000 + 1);

    // A worker arrives later: it takes the job, sees nobody waits and reads nothing.
    const ocr = countingOcr();
    await workerProcess(api, ocr.provider);
    await until(
      async () =>
        (await api.db.query(`SELECT 1 FROM jobs WHERE kind = 'ocr.read' AND state = 'done'`))
          .length === 1,
      'the dropped job settled',
    );
    expect(ocr.images).toHaveLength(0);
    expect(await readingStates(api)).toEqual([{ state: 'cancelled', cancel_reason: 'abandoned' }]);
    const [profile] = await api.db.query<{ recognized_pan: string | null; pan_file: string }>(
      'SELECT recognized_pan, pan_file FROM user_identity',
    );
    // The photo is kept (the borrower may type what is on it); nothing was read into the profile.
    expect(profile?.recognized_pan).toBeNull();
    expect(profile?.pan_file).toBeTruthy();
  });

  it('reads only the newest photo when the same card is uploaded again before it was read', async () => {
    const api = await apiProcess({ OCR_WAIT_BUDGET_MS: '20000' });
    const token = await signIn(api.app, nextPhone());
    const older = uploadCard(api.app, token, 'pan', panCard);
    await until(async () => (await queuedCount(api)) === 1, 'the first photo queued');
    const newer = uploadCard(api.app, token, 'pan', otherPanCard);

    const replaced = await older;
    expect(replaced.status).toBe(409);
    expect(replaced.body.msg).toBe(OnboardingMessage.cardReplaced);

    const ocr = countingOcr();
    await workerProcess(api, ocr.provider);
    expect((await newer).status).toBe(200);
    expect(ocr.images).toHaveLength(1);
    expect(ocr.images[0]?.equals(otherPanCard)).toBe(true);
    expect(await readingStates(api)).toEqual([
      { state: 'cancelled', cancel_reason: 'superseded' },
      { state: 'done', cancel_reason: null },
    ]);
  });
});

describe('the busy estimate', () => {
  const settings = { queueLimit: 500, waitBudgetMs: 60_000 };
  it('gives a new card a place in line until the queue is full', () => {
    expect(
      busyVerdict({ queued: 0, recentReadMs: null, recentWorkers: 0 }, settings, false),
    ).toEqual({ busy: false });
    // A long wait alone refuses no one: the card gets its place and is answered from there.
    expect(
      busyVerdict({ queued: 60, recentReadMs: 7_000, recentWorkers: 1 }, settings, false),
    ).toEqual({ busy: false });
    expect(
      busyVerdict({ queued: 500, recentReadMs: 10, recentWorkers: 4 }, settings, false),
    ).toMatchObject({ busy: true, retryAfterSeconds: 2 });
  });

  it('answers a card in line at once when the cards ahead take most of the budget, and counts every worker', () => {
    // 6 cards ahead at 7 s each: 49 s with one worker, past the 45 s (three quarters of the
    // budget) a card may be promised: busy, back in 4 s (when what is left fits); 24.5 s with
    // two workers.
    expect(
      busyVerdict({ queued: 6, recentReadMs: 7_000, recentWorkers: 1 }, settings, true),
    ).toEqual({ busy: true, retryAfterSeconds: 4 });
    expect(
      busyVerdict({ queued: 6, recentReadMs: 7_000, recentWorkers: 2 }, settings, true),
    ).toEqual({ busy: false });
    // Far back in line: back in 30 s at most, and asks again.
    expect(
      busyVerdict({ queued: 400, recentReadMs: 700, recentWorkers: 2 }, settings, true),
    ).toEqual({ busy: true, retryAfterSeconds: 30 });
  });

  it('counts a worker reading two cards at once as two', async () => {
    const api = await apiProcess({});
    const token = await signIn(api.app, nextPhone());
    // A photo stored without reading, for the readings to point at.
    const body = multipart({ type: 'pan', notNeed: '1' }, { name: 'image', bytes: panCard });
    await api.app.inject({
      method: 'POST',
      url: '/api1/auth/v1/ocr-separate',
      headers: { token, ...body.headers },
      payload: body.payload,
    });
    const [stored] = await api.db.query<{ user_id: number; pan_file: string }>(
      'SELECT user_id, pan_file FROM user_identity',
    );
    const userId = Number(stored?.user_id);
    const fileId = String(stored?.pan_file);
    const readings = createCardReadingRepository(api.db);
    const at = api.clock.now();
    for (const card of ['pan', 'aadhaarFront'] as const) {
      const id = await readings.insert(userId, card, { id: fileId, contentHash: card }, at);
      // Both read in the same second by the one worker, side by side.
      await readings.complete(
        id,
        { name: null, aadhaarLast4: null, pan: null, failure: null, readMs: 1_000, workerId: 'w1' },
        at,
      );
    }
    expect((await readings.load(at)).recentWorkers).toBe(2);
  });
});
