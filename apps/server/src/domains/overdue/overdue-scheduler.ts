import type { JobRunner } from '../jobs/job-runner';
import type { OverdueService } from './overdue-service';

export const OVERDUE_SWEEP = 'overdue.sweep';

/**
 * The overdue job as a recurring job of the job runner: every minute by default (charges are per
 * day, so often is cheap), one run at a time over all server processes.
 */
export function registerOverdueSweep(
  runner: Pick<JobRunner, 'registerRecurring'>,
  deps: { overdue: Pick<OverdueService, 'runOverdue'>; intervalMs?: number },
): void {
  runner.registerRecurring(OVERDUE_SWEEP, deps.intervalMs ?? 60_000, () =>
    deps.overdue.runOverdue(),
  );
}
