import type { FastifyBaseLogger } from 'fastify';
import type { OverdueService } from './overdue-service';

type Deps = {
  overdue: Pick<OverdueService, 'runOverdue'>;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** How often the job runs; a minute by default (charges are per day, so often is cheap). */
  intervalMs?: number;
};

/**
 * Runs the overdue job on a timer in every server process. The job claims its rows with SKIP
 * LOCKED and charges each day once, so several processes may run it at once. A failed run is
 * logged and the next tick tries again; the timer never keeps the process alive and never throws.
 */
export function createOverdueScheduler({ overdue, log, intervalMs = 60_000 }: Deps) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function runOnce(): Promise<void> {
    try {
      await overdue.runOverdue();
    } catch (error) {
      log.error({ err: error }, 'overdue run failed');
    }
  }

  function tick(): void {
    // A slow run is not overlapped by the next tick.
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
export type OverdueScheduler = ReturnType<typeof createOverdueScheduler>;
