import type { FastifyBaseLogger } from 'fastify';
import { OnboardingMessage, type CardType } from '@saral/contract/onboarding';
import type { Database } from '../../db/database';
import { busy, failed } from '../../shared/app-error';
import type { FieldCipher } from '../../shared/field-cipher';
import type { JobRunner } from '../jobs/job-runner';
import type { ClaimedJob, EnqueueJob } from '../jobs/job-types';
import { OcrError, type OcrFailure, type OcrProvider } from '../ocr/ocr-provider';
import { createCardReadingRepository, type CardReadingRow } from './card-reading-repository';
import {
  CARD_FILE_COLUMN,
  createIdentityRepository,
  type IdentityChange,
} from './identity-repository';
import { busyVerdict, RETRY_AFTER_MIN_S, type CardReadingSettings } from './card-reading-estimate';
import type { UploadService } from './upload-service';

/**
 * Card photos are read by OCR workers, not by the API process that received them (issue 20).
 * The API process records a reading and queues an `ocr.read` job in one transaction, then
 * waits for the row to be done (a primary-key read, less and less often). Any process whose
 * runner has the kind registered reads it: the result goes into the reading and the borrower's
 * identity row in one transaction, only while the reading is still queued, so a card whose
 * borrower gave up or sent a newer photo is not read, and a card read twice (a worker stalled
 * past its lease) is applied once.
 *
 * A borrower answered busy keeps a place in line: the reading stays queued, held for the
 * Retry-After plus a grace period, and the retry with the same photo takes that place again (or
 * gets the result, if it was read meanwhile). A card whose hold ran out is dropped unread.
 */

export const OCR_READ_JOB = 'ocr.read';

/** Attempts of one reading: a worker killed mid-card leaves its lease to run out, then another. */
const READ_ATTEMPTS = 3;
/** How long past its Retry-After (or a waiting request's deadline) a place in line is kept. */
export const HOLD_GRACE_MS = 30_000;
/** The waiting request reads the row after 50 ms, then twice as long each time, at most 1 s. */
const FIRST_LOOK_MS = 50;
const LOOK_MAX_MS = 1_000;

export type CardReadingDeps = {
  db: Database;
  uploads: UploadService;
  ocr: OcrProvider;
  cipher: FieldCipher;
  enqueueJob: EnqueueJob;
  now: () => Date;
  log: FastifyBaseLogger;
  settings: CardReadingSettings;
  /** Called once a reading is queued, e.g. to make this process's own worker look at once. */
  onQueued?: () => void;
};

/** What a waiting request gets: the reading as the worker left it. */
export type CardReadingOutcome = Pick<CardReadingRow, 'name' | 'aadhaar_last4' | 'pan' | 'failure'>;

export function createCardReadingService(deps: CardReadingDeps) {
  const { db, uploads, ocr, cipher, now, log, settings } = deps;
  const repository = createCardReadingRepository(db);
  /** Requests of this process waiting for a reading, woken when a worker here finishes it. */
  const waiters = new Map<number, Set<() => void>>();
  /** Development only: the next uploads answered busy (the journeys' busy screen). */
  let forcedBusy = 0;

  function wake(id: number) {
    for (const resume of waiters.get(id) ?? []) resume();
  }

  /** Sleeps `ms`, or less when a worker of this process finished the reading or the caller left. */
  function pause(id: number, ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const set = waiters.get(id) ?? new Set<() => void>();
      waiters.set(id, set);
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        set.delete(done);
        if (set.size === 0) waiters.delete(id);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      signal?.addEventListener('abort', done);
      set.add(done);
    });
  }

  /** Keeps a queued reading's place for `seconds` and a grace period; false once it is not queued. */
  function keepPlace(id: number, seconds: number): Promise<boolean> {
    return repository.hold(id, new Date(now().getTime() + seconds * 1000 + HOLD_GRACE_MS));
  }

  /** When to come back for a reading in line: when what is left of its wait fits the budget. */
  async function returnAfterSeconds(id: number): Promise<number> {
    const verdict = busyVerdict(await repository.load(now(), id), settings, true);
    return verdict.busy ? verdict.retryAfterSeconds : RETRY_AFTER_MIN_S;
  }

  return {
    /**
     * Refuses a new card at once (busy, Retry-After) when the queue is full, before anything is
     * stored: it gets no place in line.
     */
    async admit(): Promise<void> {
      if (forcedBusy > 0) {
        forcedBusy -= 1;
        throw busy(OnboardingMessage.cardReadingBusy, RETRY_AFTER_MIN_S);
      }
      const verdict = busyVerdict(await repository.load(now()), settings, false);
      if (!verdict.busy) return;
      log.warn({ retryAfterSeconds: verdict.retryAfterSeconds }, 'card reading queue full');
      throw busy(OnboardingMessage.cardReadingBusy, verdict.retryAfterSeconds);
    },

    /**
     * The borrower's place for this photo, when the newest reading of the card is of the same
     * bytes and still in line or read (not when the reader itself failed): the retry after a busy
     * answer, or the same photo sent twice.
     */
    async resume(
      userId: number,
      card: CardType,
      contentHash: string,
    ): Promise<{ id: number; fileId: string } | null> {
      const newest = await repository.newest(userId, card);
      if (!newest || newest.content_hash !== contentHash) return null;
      const inLine = newest.state === 'queued';
      const read = newest.state === 'done' && newest.failure !== 'unavailable';
      if (!inLine && !read) return null;
      // The card on the profile is this photo again (a photo sent without reading may be there).
      await createIdentityRepository(db).update(userId, {
        [CARD_FILE_COLUMN[card]]: newest.file_id,
      });
      return { id: newest.id, fileId: newest.file_id };
    },

    /**
     * Records the stored card on the borrower and queues its reading, in one transaction; an
     * earlier photo of the same card still waiting is dropped. Resolves with the reading's id.
     */
    async queue(
      userId: number,
      card: CardType,
      file: { id: string; contentHash: string },
    ): Promise<number> {
      const id = await db.transaction(async (tx) => {
        const at = now();
        await createIdentityRepository(tx).update(userId, { [CARD_FILE_COLUMN[card]]: file.id });
        const readings = createCardReadingRepository(tx);
        await readings.supersede(userId, card, at);
        const readingId = await readings.insert(userId, card, file, at);
        await deps.enqueueJob(tx, {
          kind: OCR_READ_JOB,
          key: `${OCR_READ_JOB}:${readingId}`,
          payload: { readingId },
          maxAttempts: READ_ATTEMPTS,
        });
        return readingId;
      });
      deps.onQueued?.();
      return id;
    },

    /**
     * Waits for the worker's result. When the cards ahead would take most of the budget, or the
     * budget runs out, or the caller goes away first, the answer is busy: the reading keeps its
     * place for the Retry-After and a grace period, for the retry with the same photo.
     */
    async result(id: number, signal?: AbortSignal): Promise<CardReadingOutcome> {
      const deadline = performance.now() + settings.waitBudgetMs;
      const ahead = busyVerdict(await repository.load(now(), id), settings, true);
      if (ahead.busy && (await keepPlace(id, ahead.retryAfterSeconds))) {
        throw busy(OnboardingMessage.cardReadingBusy, ahead.retryAfterSeconds);
      }
      // Held while this request waits, and for the grace period after it.
      await keepPlace(id, settings.waitBudgetMs / 1000);
      let lookMs = FIRST_LOOK_MS;
      for (;;) {
        const row = await repository.find(id);
        if (!row) throw new Error(`card reading ${id} vanished`);
        if (row.state === 'done') return row;
        if (row.state === 'cancelled') {
          if (row.cancel_reason === 'superseded') throw failed(OnboardingMessage.cardReplaced, 409);
          throw busy(OnboardingMessage.cardReadingBusy, RETRY_AFTER_MIN_S);
        }
        const left = deadline - performance.now();
        if (left <= 0 || signal?.aborted) {
          // Kept in line unless a worker finished it this very moment (the next look returns it).
          const seconds = await returnAfterSeconds(id);
          if (await keepPlace(id, seconds)) {
            log.info({ readingId: id, aborted: Boolean(signal?.aborted) }, 'card reading held');
            throw busy(OnboardingMessage.cardReadingBusy, seconds);
          }
          continue;
        }
        await pause(id, Math.min(lookMs, left), signal);
        lookMs = Math.min(LOOK_MAX_MS, lookMs * 2);
      }
    },

    /** The `ocr.read` job: reads the card unless it was dropped, and applies the result once. */
    async readJob(job: ClaimedJob, workerId: string): Promise<void> {
      const id = Number(job.payload.readingId);
      const reading = await repository.find(id);
      if (!reading || reading.state !== 'queued') return;
      if (reading.held_until !== null && reading.held_until < now()) {
        // Its borrower did not come back for it: dropped, not read.
        if (await repository.cancel(id, 'abandoned', now())) {
          log.info({ readingId: id }, 'card reading dropped');
        }
        return;
      }
      const { bytes } = await uploads.read(reading.user_id, reading.file_id);
      const started = performance.now();
      let read: { name: string | null; aadhaar: string | null; pan: string | null };
      let failure: OcrFailure | null = null;
      try {
        read = await ocr.readCard(bytes, reading.card);
      } catch (error) {
        // The card is kept: the borrower can still type what is on it. A reader that failed for
        // any other reason is retried; on the last attempt the borrower is told it failed.
        const lastAttempt = job.attempt >= READ_ATTEMPTS;
        if (!(error instanceof OcrError) && !lastAttempt) throw error;
        failure = error instanceof OcrError ? error.failure : 'unavailable';
        log.warn(
          { card: reading.card, failure, reason: (error as Error).message },
          'card not read',
        );
        read = { name: null, aadhaar: null, pan: null };
      }
      const readMs = performance.now() - started;
      await db.transaction(async (tx) => {
        const applied = await createCardReadingRepository(tx).complete(
          id,
          {
            name: read.name,
            aadhaarLast4: read.aadhaar?.slice(-4) ?? null,
            pan: read.pan,
            failure,
            readMs,
            workerId,
          },
          now(),
        );
        if (!applied) return;
        const change: IdentityChange = {};
        if (read.name) change.recognized_name = read.name;
        if (read.aadhaar) {
          change.recognized_aadhaar_cipher = cipher.encrypt(read.aadhaar);
          change.recognized_aadhaar_last4 = read.aadhaar.slice(-4);
        }
        if (read.pan) change.recognized_pan = read.pan;
        if (Object.keys(change).length > 0) {
          await createIdentityRepository(tx).update(reading.user_id, change);
        }
      });
      wake(id);
    },

    /** Development only: answers the next `count` uploads busy, as a full queue would. */
    forceBusy(count: number): void {
      forcedBusy = Math.max(0, count);
    },
  };
}
export type CardReadingService = ReturnType<typeof createCardReadingService>;

/** Makes `runner` an OCR worker: it claims and reads the queued cards of every API process. */
export function registerCardReadingWorker(runner: JobRunner, readings: CardReadingService): void {
  runner.register(OCR_READ_JOB, (job) => readings.readJob(job, runner.workerId));
}
