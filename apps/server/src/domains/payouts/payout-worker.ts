import { createIntervalJob } from '../../shared/interval-job';
import type { PayoutLog, PayoutService } from './payout-service';

/** The payouts, every second by default, in every server process. */
export function createPayoutWorker(deps: {
  payouts: Pick<PayoutService, 'runDuePayouts'>;
  log: PayoutLog;
  intervalMs?: number;
}) {
  return createIntervalJob({
    run: () => deps.payouts.runDuePayouts(),
    log: deps.log,
    failureMessage: 'payout run failed',
    intervalMs: deps.intervalMs ?? 1_000,
  });
}
export type PayoutWorker = ReturnType<typeof createPayoutWorker>;
