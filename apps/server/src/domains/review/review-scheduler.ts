import type { JobRunner } from '../jobs/job-runner';
import type { ReviewService } from './review-service';

export const REVIEW_SWEEP = 'review.sweep';

/**
 * The automatic review as a recurring job of the job runner: every second by default, one run at
 * a time over all server processes (each order is still claimed with SKIP LOCKED).
 */
export function registerReviewSweep(
  runner: Pick<JobRunner, 'registerRecurring'>,
  deps: { review: Pick<ReviewService, 'runDueReviews'>; intervalMs?: number },
): void {
  runner.registerRecurring(REVIEW_SWEEP, deps.intervalMs ?? 1_000, () =>
    deps.review.runDueReviews(),
  );
}
