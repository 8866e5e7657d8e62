import type { ReviewLog, ReviewService } from './review-service';

type Deps = {
  review: Pick<ReviewService, 'runDueReviews'>;
  log: ReviewLog;
  /** How often due applications are looked for; 1 s by default. */
  intervalMs?: number;
};

/**
 * Runs the automatic review on a timer in every server process. The review claims orders with
 * SKIP LOCKED, so any number of processes can run it at once. A failed run is logged and the next
 * tick tries again; the timer never keeps the process alive and never throws.
 */
export function createReviewScheduler({ review, log, intervalMs = 1_000 }: Deps) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function runOnce(): Promise<void> {
    try {
      await review.runDueReviews();
    } catch (error) {
      log.error({ err: error }, 'automatic review run failed');
    }
  }

  function tick(): void {
    // A slow run (a busy database) is not overlapped by the next tick.
    if (running) return;
    running = runOnce().finally(() => {
      running = null;
    });
  }

  return {
    start(): void {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },

    /** Stops the timer and waits for a run in progress, so the database can close after it. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },

    /** One run now (tests, or a manual nudge); resolves when it is done. */
    async runNow(): Promise<void> {
      tick();
      await running;
    },

    get isRunning(): boolean {
      return timer !== null;
    },
  };
}
export type ReviewScheduler = ReturnType<typeof createReviewScheduler>;
