import type { FastifyBaseLogger } from 'fastify';
import { OnboardingMessage, type CardType } from '@saral/contract/onboarding';
import type { Database } from '../../db/database';
import { busy, failed } from '../../shared/app-error';
import type { FieldCipher } from '../../shared/field-cipher';
import type { JobRunner } from '../jobs/job-runner';
import type { ClaimedJob, EnqueueJob } from '../jobs/job-types';
import { OcrError, type OcrFailure, type OcrProvider } from '../ocr/ocr-provider';
import {
  createCardReadingRepository,
  type CardReadingRow,
  type QueueLoad,
} from './card-reading-repository';
import {
  CARD_FILE_COLUMN,
  createIdentityRepository,
  type IdentityChange,
} from './identity-repository';
import type { UploadService } from './upload-service';

/**
 * Card photos are read by OCR workers, not by the API process that received them (issue 20).
 * The API process records a reading and queues an `ocr.read` job in one transaction, then
 * waits for the row to be done (a primary-key read, less and less often). Any process whose
 * runner has the kind registered reads it: the result goes into the reading and the borrower's
 * identity row in one transaction, only while the reading is still queued, so a card whose
 * borrower gave up or sent a newer photo is not read, and a card read twice (a worker stalled
 * past its lease) is applied once.
 */

export const OCR_READ_JOB = 'ocr.read';

/** Attempts of one reading: a worker killed mid-card leaves its lease to run out, then another. */
const READ_ATTEMPTS = 3;
/** Per-card time assumed before any card was read in the last minute. */
const DEFAULT_CARD_MS = 2_000;
/** The share of the wait budget the estimated wait of a new card may take. */
const ADMIT_SHARE = 0.75;
/** Bounds of the Retry-After of a busy answer, in seconds. */
const RETRY_AFTER_MIN_S = 2;
const RETRY_AFTER_MAX_S = 30;
/** The waiting request reads the row after 50 ms, then twice as long each time, at most 1 s. */
const FIRST_LOOK_MS = 50;
const LOOK_MAX_MS = 1_000;

export type CardReadingSettings = {
  /** Cards waiting beyond which an upload is answered busy at once. */
  queueLimit: number;
  /** Longest wait for a worker's result; below the web app's request timeout. */
  waitBudgetMs: number;
};

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

/** Whether one more card fits, and if not how long to wait (pure: tests read it directly). */
export function busyVerdict(
  load: QueueLoad,
  settings: CardReadingSettings,
): { busy: false } | { busy: true; retryAfterSeconds: number } {
  const perCard = load.recentReadMs ?? DEFAULT_CARD_MS;
  const workers = Math.max(1, load.recentWorkers);
  const waitMs = ((load.queued + 1) * perCard) / workers;
  const full = load.queued >= settings.queueLimit;
  // A quarter of the budget is kept for cards slower than the recent average.
  const admitMs = settings.waitBudgetMs * ADMIT_SHARE;
  if (!full && waitMs <= admitMs) return { busy: false };
  // Back when about half the cards ahead are read: later than the bare excess over the
  // threshold, so the borrowers refused together do not all come back at once.
  const seconds = Math.ceil(
    Math.max(waitMs / 2, ((load.queued - settings.queueLimit + 1) * perCard) / workers) / 1000,
  );
  return {
    busy: true,
    retryAfterSeconds: Math.min(RETRY_AFTER_MAX_S, Math.max(RETRY_AFTER_MIN_S, seconds)),
  };
}

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

  /** Busy (and the queued reading `id`, if given, refused) when the cards ahead take too long. */
  async function refuseWhenBusy(id: number | null): Promise<void> {
    const verdict = busyVerdict(await repository.load(now(), id), settings);
    if (!verdict.busy) return;
    if (id !== null && !(await repository.cancel(id, 'refused', now()))) return;
    log.warn({ retryAfterSeconds: verdict.retryAfterSeconds }, 'card reading queue busy');
    throw busy(OnboardingMessage.cardReadingBusy, verdict.retryAfterSeconds);
  }

  return {
    /**
     * Refuses the upload at once (busy, Retry-After) when the card would not be read in time,
     * before anything is stored. Uploads arriving together all pass it; `result` checks again
     * with the cards really queued ahead.
     */
    async admit(): Promise<void> {
      if (forcedBusy > 0) {
        forcedBusy -= 1;
        throw busy(OnboardingMessage.cardReadingBusy, RETRY_AFTER_MIN_S);
      }
      await refuseWhenBusy(null);
    },

    /**
     * Records the stored card on the borrower and queues its reading, in one transaction; an
     * earlier photo of the same card still waiting is dropped. Resolves with the reading's id.
     */
    async queue(userId: number, card: CardType, fileId: string): Promise<number> {
      const id = await db.transaction(async (tx) => {
        const at = now();
        await createIdentityRepository(tx).update(userId, { [CARD_FILE_COLUMN[card]]: fileId });
        const readings = createCardReadingRepository(tx);
        await readings.supersede(userId, card, at);
        const readingId = await readings.insert(userId, card, fileId, at);
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
     * Waits for the worker's result. When the budget runs out or the caller goes away first,
     * the reading is dropped (never read) and the answer is busy, to be sent again.
     */
    async result(id: number, signal?: AbortSignal): Promise<CardReadingOutcome> {
      const deadline = performance.now() + settings.waitBudgetMs;
      await refuseWhenBusy(id);
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
          // Dropped unless a worker finished it this very moment (then the next look returns it).
          if (await repository.cancel(id, 'abandoned', now())) {
            log.warn({ readingId: id, aborted: Boolean(signal?.aborted) }, 'card reading dropped');
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
