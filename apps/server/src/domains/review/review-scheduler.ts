import { createIntervalJob } from '../../shared/interval-job';
import type { ReviewLog, ReviewService } from './review-service';

/** The automatic review, every second by default, in every server process. */
export function createReviewScheduler(deps: {
  review: Pick<ReviewService, 'runDueReviews'>;
  log: ReviewLog;
  intervalMs?: number;
}) {
  return createIntervalJob({
    run: () => deps.review.runDueReviews(),
    log: deps.log,
    failureMessage: 'automatic review run failed',
    intervalMs: deps.intervalMs ?? 1_000,
  });
}
export type ReviewScheduler = ReturnType<typeof createReviewScheduler>;
