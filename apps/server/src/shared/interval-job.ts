/**
 * A background job run on a timer in every server process. The jobs themselves claim their rows
 * with SKIP LOCKED, so any number of processes may run them at once. A failed run is logged and
 * the next tick tries again; a slow run is not overlapped by the next tick; the timer never keeps
 * the process alive and never throws.
 */
export function createIntervalJob(options: {
  run: () => Promise<unknown>;
  log: { error(details: object, message: string): void };
  /** Written to the log when a run fails. */
  failureMessage: string;
  intervalMs: number;
}) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function runOnce(): Promise<void> {
    try {
      await options.run();
    } catch (error) {
      options.log.error({ err: error }, options.failureMessage);
    }
  }

  function tick(): void {
    if (running) return;
    running = runOnce().finally(() => {
      running = null;
    });
  }

  return {
    start(): void {
      if (timer) return;
      timer = setInterval(tick, options.intervalMs);
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
export type IntervalJob = ReturnType<typeof createIntervalJob>;
