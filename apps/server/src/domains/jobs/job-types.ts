import type { Queryable } from '../../db/database';

/**
 * The one background-job system's shape, shared by the job module and the domains that queue
 * work on it. Jobs live in the database, so they survive a restart and are claimed by exactly
 * one of any number of server processes at a time.
 */

export type JobPayload = Record<string, unknown>;

export type NewJob = {
  /** What to run, e.g. 'message.deliver'; a handler is registered per kind. */
  kind: string;
  /** Unique over all jobs: a second enqueue with the same key does nothing (exactly once). */
  key: string;
  payload: JobPayload;
  /** Not before this moment; now when left out. */
  runAt?: Date;
  /** Attempts before the job is dead-lettered; the runner's default when left out. */
  maxAttempts?: number;
};

/**
 * Queues a job inside the caller's transaction, so the job exists if and only if the change
 * that asked for it was committed. Resolves true when queued, false when the key existed.
 */
export type EnqueueJob = (executor: Queryable, job: NewJob) => Promise<boolean>;

/** Queues many jobs in one statement, in the caller's transaction; resolves how many were new. */
export type EnqueueJobs = (executor: Queryable, jobs: readonly NewJob[]) => Promise<number>;

export type ClaimedJob = {
  id: number;
  kind: string;
  key: string;
  payload: JobPayload;
  /** 1 on the first run. */
  attempt: number;
};

/**
 * A handler's answer: nothing when done, or a moment to run again without counting a failure
 * (a message held by quiet hours). Throwing retries with backoff until the job is dead.
 */
export type JobOutcome = void | { retryAt: Date };

export type JobHandler = (job: ClaimedJob) => Promise<JobOutcome>;

/** Thrown by a handler for a failure no retry can mend: the job is dead-lettered at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}
