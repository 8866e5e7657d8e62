import type { JobRunner } from '../jobs/job-runner';
import type { PayoutService } from './payout-service';

export const PAYOUT_SWEEP = 'payouts.sweep';

/**
 * The payouts as a recurring job of the job runner: every second by default, one run at a time
 * over all server processes (each payout is still claimed with SKIP LOCKED).
 */
export function registerPayoutSweep(
  runner: Pick<JobRunner, 'registerRecurring'>,
  deps: { payouts: Pick<PayoutService, 'runDuePayouts'>; intervalMs?: number },
): void {
  runner.registerRecurring(PAYOUT_SWEEP, deps.intervalMs ?? 1_000, () =>
    deps.payouts.runDuePayouts(),
  );
}
