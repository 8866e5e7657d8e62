import type { QueueLoad } from './card-reading-repository';

/** The busy estimate of card reading (issue 20): pure, so tests read it directly. */

/** Per-card time assumed before any card was read in the last minute. */
const DEFAULT_CARD_MS = 2_000;
/** The share of the wait budget the estimated wait of a new card may take. */
const ADMIT_SHARE = 0.75;
/** Bounds of the Retry-After of a busy answer, in seconds. */
export const RETRY_AFTER_MIN_S = 2;
const RETRY_AFTER_MAX_S = 30;

/** The limit and the wait budget the estimate weighs (configuration: OCR_QUEUE_LIMIT, …). */
export type CardReadingSettings = {
  /** Cards waiting beyond which an upload is answered busy at once. */
  queueLimit: number;
  /** Longest wait for a worker's result; below the web app's request timeout. */
  waitBudgetMs: number;
};

/**
 * Whether a card is answered at once busy, and when to come back (pure: tests read it directly).
 * A new card (`placed` false) is refused only when the queue is full: it has no place yet, and
 * comes back when about half the cards ahead are read. A card in line (`placed`) is answered at
 * once when the cards ahead would take most of the wait budget, and comes back when what is left
 * of its wait fits in the budget.
 */
export function busyVerdict(
  load: QueueLoad,
  settings: CardReadingSettings,
  placed: boolean,
): { busy: false } | { busy: true; retryAfterSeconds: number } {
  const perCard = load.recentReadMs ?? DEFAULT_CARD_MS;
  const workers = Math.max(1, load.recentWorkers);
  const waitMs = ((load.queued + 1) * perCard) / workers;
  // A quarter of the budget is kept for cards slower than the recent average.
  const admitMs = settings.waitBudgetMs * ADMIT_SHARE;
  const retryAfter = (ms: number) =>
    Math.min(RETRY_AFTER_MAX_S, Math.max(RETRY_AFTER_MIN_S, Math.ceil(ms / 1000)));
  if (placed) {
    return waitMs <= admitMs
      ? { busy: false }
      : { busy: true, retryAfterSeconds: retryAfter(waitMs - admitMs) };
  }
  if (load.queued < settings.queueLimit) return { busy: false };
  // Later than the bare excess over the limit, so the borrowers refused together do not all
  // come back at once.
  const excessMs = ((load.queued - settings.queueLimit + 1) * perCard) / workers;
  return { busy: true, retryAfterSeconds: retryAfter(Math.max(waitMs / 2, excessMs)) };
}
