import type { FastifyBaseLogger } from 'fastify';
import { createIntervalJob } from '../../shared/interval-job';
import type { OverdueService } from './overdue-service';

/** The overdue job, every minute by default (charges are per day, so often is cheap). */
export function createOverdueScheduler(deps: {
  overdue: Pick<OverdueService, 'runOverdue'>;
  log: Pick<FastifyBaseLogger, 'error'>;
  intervalMs?: number;
}) {
  return createIntervalJob({
    run: () => deps.overdue.runOverdue(),
    log: deps.log,
    failureMessage: 'overdue run failed',
    intervalMs: deps.intervalMs ?? 60_000,
  });
}
export type OverdueScheduler = ReturnType<typeof createOverdueScheduler>;
