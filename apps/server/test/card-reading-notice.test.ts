import Fastify from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OnboardingMessage, type CardType } from '@saral/contract/onboarding';
import { OCR_READ_JOB } from '../src/domains/identity/card-reading-service';
import { OcrError, type CardReading, type OcrProvider } from '../src/domains/ocr/ocr-provider';
import { createServices } from '../src/services';
import { systemClock } from '../src/shared/clock';
import { generateCardImage, sampleIdentities, type CardIdentity } from './support/card-images';
import { multipart } from './support/multipart-body';
import { createTestApp, signIn, type TestApp } from './support/test-app';

/**
 * POST /auth/v1/ocr-separate tells the borrower why nothing was read: an Aadhaar front with no
 * Aadhaar fields on it is "not an Aadhaar card front", but a card reader that is down is never
 * blamed on the photo.
 */

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

let front: Buffer;
beforeAll(async () => {
  front = await generateCardImage({
    ...(sampleIdentities[0] as CardIdentity),
    card: 'aadhaarFront',
    pan: undefined,
  });
}, 60_000);

/** An OCR provider that answers every card the same way. */
function ocrThat(read: () => Promise<CardReading>): OcrProvider {
  return { name: 'scripted', readCard: read, async close() {} };
}

async function upload(ocr: OcrProvider, card: CardType = 'aadhaarFront') {
  t = await createTestApp({ providers: { ocr } });
  const token = await signIn(t.app, '917000077001');
  const body = multipart({ type: card, notNeed: '0' }, { name: 'image', bytes: front });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api1/auth/v1/ocr-separate',
    headers: { token, ...body.headers },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() };
}

const nothing = { name: null, aadhaar: null, pan: null };

describe('what an upload says when nothing was read', () => {
  it('names a photo of something else "not an Aadhaar card front"', async () => {
    const answer = await upload(ocrThat(async () => nothing));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ idNo: null, name: null });
    expect(answer.body.data.notice).toBe(OnboardingMessage.notAadhaarFront);
  });

  it('says reading failed, not the photo, when the card reader is out', async () => {
    const answer = await upload(
      ocrThat(async () => {
        throw new OcrError('Card reading service is unavailable', 'unavailable');
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.notice).toBe(OnboardingMessage.cardReaderFailed);
    expect(answer.body.data.notice).not.toBe(OnboardingMessage.notAadhaarFront);
    // The card is kept: the borrower may type the details instead.
    expect(answer.body.data.fileId).toEqual(expect.any(String));
    const [row] = await (t as TestApp).db.query<{ failure: string }>(
      'SELECT failure FROM card_readings',
    );
    expect(row?.failure).toBe('unavailable');
  });

  it('asks for a clearer photo when the photo itself could not be read', async () => {
    const answer = await upload(
      ocrThat(async () => {
        throw new OcrError('Could not read the card', 'unreadable');
      }),
    );
    expect(answer.body.data.notice).toBe(OnboardingMessage.cardUnreadable);
  });

  it('says nothing when the card was read', async () => {
    const answer = await upload(
      ocrThat(async () => ({ name: 'ANITA SHARMA', aadhaar: null, pan: 'ABCPS1234K' })),
      'pan',
    );
    expect(answer.body.data).toMatchObject({ panNo: 'ABCPS1234K', notice: null });
  });
});

describe('a worker that fails on a card', () => {
  it('retries an unexpected failure, and on the last attempt records the reader as failed', async () => {
    // No worker of the app's own may read the card first: this test hands the job over itself.
    t = await createTestApp({ env: { OCR_WORKER: 'off' } });
    const app = t;
    const crashing = ocrThat(async () => {
      throw new Error('worker ran out of memory');
    });
    const services = createServices({
      config: app.config,
      db: app.db,
      clock: systemClock,
      log: Fastify({ logger: false }).log,
      providers: { ocr: crashing },
    });
    const [user] = await app.db.query<{ id: number }>(
      `INSERT INTO users (phone) VALUES ('917000077002') RETURNING id`,
    );
    const userId = Number(user?.id);
    const fileId = await services.uploads.store(userId, 'aadhaarFront', front);
    const readingId = await services.cardReadings.queue(userId, 'aadhaarFront', {
      id: fileId,
      contentHash: 'test',
    });
    const job = (attempt: number) => ({
      id: 1,
      kind: OCR_READ_JOB,
      key: '',
      payload: { readingId },
      attempt,
    });

    // Not the last attempt: thrown, so the job system tries again; nothing is recorded yet.
    await expect(services.cardReadings.readJob(job(1), 'w1')).rejects.toThrow('out of memory');
    const waiting = await app.db.query<{ state: string }>(
      'SELECT state FROM card_readings WHERE id = $1',
      [readingId],
    );
    expect(waiting[0]?.state).toBe('queued');

    await services.cardReadings.readJob(job(3), 'w1');
    const outcome = await services.cardReadings.result(readingId);
    expect(outcome.failure).toBe('unavailable');
  });
});
