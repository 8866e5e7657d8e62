import type { PayoutLog, PayoutService } from './payout-service';

type Deps = {
  payouts: Pick<PayoutService, 'runDuePayouts'>;
  log: PayoutLog;
  /** How often due payouts are looked for; 1 s by default. */
  intervalMs?: number;
};

/**
 * Runs the payouts on a timer in every server process. Payouts are claimed with SKIP LOCKED,
 * so any number of processes can run it at once. A failed run is logged and the next tick tries
 * again; the timer never keeps the process alive and never throws.
 */
export function createPayoutWorker({ payouts, log, intervalMs = 1_000 }: Deps) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function runOnce(): Promise<void> {
    try {
      await payouts.runDuePayouts();
    } catch (error) {
      log.error({ err: error }, 'payout run failed');
    }
  }

  function tick(): void {
    // A slow provider is not overlapped by the next tick.
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
export type PayoutWorker = ReturnType<typeof createPayoutWorker>;
