import type { Queryable } from '../../db/database';
import type { ClaimedJob, EnqueueJob, EnqueueJobs, JobPayload, NewJob } from './job-types';

/**
 * SQL of the jobs table (migration 0041). A claim is fenced: each write after it names the job,
 * the claiming runner and the attempt, so a runner that lost its lease (it stalled, another
 * process took the job over) changes nothing.
 */

export type JobState = 'queued' | 'running' | 'done' | 'dead';

/** Attempts of a one-off job when the caller names none. */
export const DEFAULT_MAX_ATTEMPTS = 5;

/** A claimed job as the runner needs it: the handler's view plus what decides its retries. */
export type JobClaim = ClaimedJob & {
  maxAttempts: number;
  /** Set for a recurring job: it runs again this long after each run and never dies. */
  everyMs: number | null;
  /** Why the last attempt failed; set by the claim itself when a lease had run out. */
  lastError: string | null;
  workerId: string;
};

type ClaimRow = {
  id: number;
  kind: string;
  key: string;
  payload: JobPayload;
  attempts: number;
  max_attempts: number;
  every_ms: number | null;
  last_error: string | null;
};

export const LEASE_EXPIRED =
  'The process running it stopped before it finished (its lease ran out)';

/** Errors are kept short: a message, never a stack or a whole provider reply. */
const ERROR_MAX = 2000;
const clip = (text: string) => (text.length > ERROR_MAX ? `${text.slice(0, ERROR_MAX)}…` : text);

/** The recurring job of a kind has this key: one row per kind in the whole database. */
export const recurringKey = (kind: string) => `recurring:${kind}`;

/** Queues a job in the caller's transaction (or alone); false when its key was queued before. */
export async function insertJob(
  executor: Queryable,
  job: NewJob,
  defaults: { now: Date; maxAttempts: number },
): Promise<boolean> {
  return (await insertJobs(executor, [job], defaults)) === 1;
}

/**
 * Queues many jobs in one statement (in the given order); answers how many were new. A key
 * queued before is skipped, as with one job.
 */
export async function insertJobs(
  executor: Queryable,
  jobs: readonly NewJob[],
  defaults: { now: Date; maxAttempts: number },
): Promise<number> {
  if (jobs.length === 0) return 0;
  const rows = await executor.query(
    `INSERT INTO jobs (kind, key, payload, max_attempts, run_at, created_at, updated_at)
     SELECT j.kind, j.key, j.payload, j.max_attempts, j.run_at, $2, $2
     FROM jsonb_to_recordset($1::jsonb)
       AS j(n integer, kind text, key text, payload jsonb, max_attempts integer, run_at timestamptz)
     ORDER BY j.n
     ON CONFLICT (key) DO NOTHING RETURNING id`,
    [
      JSON.stringify(
        jobs.map((job, n) => ({
          n,
          kind: job.kind,
          key: job.key,
          payload: job.payload,
          max_attempts: job.maxAttempts ?? defaults.maxAttempts,
          run_at: (job.runAt ?? defaults.now).toISOString(),
        })),
      ),
      defaults.now,
    ],
  );
  return rows.length;
}

/** The `EnqueueJob` every domain receives: the clock and default attempts bound in. */
export function createEnqueueJob(now: () => Date, maxAttempts = DEFAULT_MAX_ATTEMPTS): EnqueueJob {
  return (executor, job) => insertJob(executor, job, { now: now(), maxAttempts });
}

/** The same for many jobs in one statement (`EnqueueJobs`). */
export function createEnqueueJobs(
  now: () => Date,
  maxAttempts = DEFAULT_MAX_ATTEMPTS,
): EnqueueJobs {
  return (executor, jobs) => insertJobs(executor, jobs, { now: now(), maxAttempts });
}

/**
 * Refreshes the planner's statistics of the jobs table. PostgreSQL's autovacuum does it by itself;
 * embedded PGlite runs none, and without statistics each claim sorts every due job instead of
 * reading the first few from the jobs_due index (36 ms against 3 ms a claim with 20,000 queued).
 * For whoever has just queued many jobs at once.
 */
export async function analyzeJobs(db: Queryable): Promise<void> {
  await db.query('ANALYZE jobs');
}

/**
 * The row of a recurring kind: created due now, or kept with its schedule (brought forward when
 * the interval got shorter). A stopped row (done or dead, by hand) is queued again.
 */
export async function ensureRecurringJob(
  db: Queryable,
  kind: string,
  everyMs: number,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO jobs (kind, key, payload, every_ms, run_at, created_at, updated_at)
     VALUES ($1, $2, '{}'::jsonb, $3, $4, $4, $4)
     ON CONFLICT (key) DO UPDATE SET every_ms = EXCLUDED.every_ms,
       state = CASE WHEN jobs.state IN ('done', 'dead') THEN 'queued' ELSE jobs.state END,
       run_at = CASE WHEN jobs.state = 'running' THEN jobs.run_at
                     WHEN jobs.state IN ('done', 'dead') THEN EXCLUDED.run_at
                     ELSE LEAST(jobs.run_at, $4::timestamptz + make_interval(secs => $3 / 1000.0))
                END,
       updated_at = CASE WHEN jobs.every_ms IS DISTINCT FROM EXCLUDED.every_ms
                           OR jobs.state IN ('done', 'dead') THEN EXCLUDED.updated_at
                         ELSE jobs.updated_at END`,
    [kind, recurringKey(kind), everyMs, now],
  );
}

/**
 * Makes every waiting recurring job due at `now`. Only development's clock moves (PUT
 * /dev/clock); without this, moving it back would leave the sweeps waiting for the future.
 */
export async function rearmRecurringJobs(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `UPDATE jobs SET run_at = $1, updated_at = $1
     WHERE every_ms IS NOT NULL AND state = 'queued' RETURNING id`,
    [now],
  );
  return rows.length;
}

/**
 * Claims up to `limit` due jobs of the given kinds: queued ones whose time has come and running
 * ones whose lease ran out (their runner died). Each claim counts an attempt. SKIP LOCKED lets
 * any number of runners claim at once without waiting on each other or taking the same job.
 */
export async function claimJobs(
  db: Queryable,
  options: {
    kinds: readonly string[];
    limit: number;
    workerId: string;
    now: Date;
    leaseMs: number;
  },
): Promise<JobClaim[]> {
  if (options.kinds.length === 0 || options.limit < 1) return [];
  // Two ordered, limited reads (expired leases first, then due jobs by the jobs_due index): an
  // OR of both would sort every due job on each claim.
  const rows = await db.query<ClaimRow>(
    `WITH expired AS (
       SELECT id FROM jobs
       WHERE kind = ANY($1::text[]) AND state = 'running' AND locked_until < $4
       ORDER BY locked_until, id LIMIT $2
       FOR UPDATE SKIP LOCKED
     ), ready AS (
       SELECT id FROM jobs
       WHERE kind = ANY($1::text[]) AND state = 'queued' AND run_at <= $4
       ORDER BY run_at, id LIMIT $2
       FOR UPDATE SKIP LOCKED
     )
     UPDATE jobs SET state = 'running', attempts = jobs.attempts + 1,
       locked_by = $3, locked_until = $4::timestamptz + make_interval(secs => $5 / 1000.0),
       last_error = CASE WHEN jobs.state = 'running' THEN $6 ELSE jobs.last_error END,
       updated_at = $4
     FROM (
       SELECT id FROM expired UNION ALL SELECT id FROM ready LIMIT $2
     ) due
     WHERE jobs.id = due.id
     RETURNING jobs.id, jobs.kind, jobs.key, jobs.payload, jobs.attempts, jobs.max_attempts,
       jobs.every_ms, jobs.last_error`,
    [options.kinds, options.limit, options.workerId, options.now, options.leaseMs, LEASE_EXPIRED],
  );
  return rows
    .map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      key: row.key,
      payload: row.payload,
      attempt: Number(row.attempts),
      maxAttempts: Number(row.max_attempts),
      everyMs: row.every_ms === null ? null : Number(row.every_ms),
      lastError: row.last_error,
      workerId: options.workerId,
    }))
    .sort((a, b) => a.id - b.id);
}

/** Extends the leases of jobs this runner still holds (its heartbeat). */
export async function renewLeases(
  db: Queryable,
  claims: readonly JobClaim[],
  until: Date,
): Promise<void> {
  if (claims.length === 0) return;
  await db.query(
    `UPDATE jobs SET locked_until = $3
     WHERE id = ANY($1::bigint[]) AND state = 'running' AND locked_by = $2`,
    [claims.map((claim) => claim.id), claims[0]?.workerId ?? '', until],
  );
}

const FENCE = `id = $1 AND state = 'running' AND locked_by = $2 AND attempts = $3`;
const fence = (claim: JobClaim) => [claim.id, claim.workerId, claim.attempt];

/** Ran to the end. False when the runner had lost the job (nothing changed). */
export async function completeJob(db: Queryable, claim: JobClaim, now: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE jobs SET state = 'done', locked_by = NULL, locked_until = NULL, last_error = NULL,
       updated_at = $4, finished_at = $4
     WHERE ${FENCE} RETURNING id`,
    [...fence(claim), now],
  );
  return rows.length === 1;
}

/**
 * Queued again at `runAt`. `outcome` says why: a failure (its error kept, the attempt counted),
 * a handler's own `{retryAt}` (the attempt given back, not a failure) or a recurring job's run
 * that went well (its failure count cleared).
 */
export async function requeueJob(
  db: Queryable,
  claim: JobClaim,
  runAt: Date,
  now: Date,
  outcome: { failed: string } | 'postponed' | 'ran',
): Promise<boolean> {
  const attempts =
    outcome === 'ran' ? '0' : outcome === 'postponed' ? 'GREATEST(attempts - 1, 0)' : 'attempts';
  const error = typeof outcome === 'object' ? clip(outcome.failed) : null;
  const rows = await db.query(
    `UPDATE jobs SET state = 'queued', run_at = $4, attempts = ${attempts},
       last_error = CASE WHEN $6::text IS NOT NULL THEN $6::text
                         WHEN $7 THEN NULL ELSE last_error END,
       locked_by = NULL, locked_until = NULL, updated_at = $5,
       finished_at = CASE WHEN $7 THEN $5 ELSE finished_at END
     WHERE ${FENCE} RETURNING id`,
    [...fence(claim), runAt, now, error, outcome === 'ran'],
  );
  return rows.length === 1;
}

/** Given up: out of attempts or a permanent error. It waits for an operator's retry. */
export async function deadLetterJob(
  db: Queryable,
  claim: JobClaim,
  error: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE jobs SET state = 'dead', last_error = $4, locked_by = NULL, locked_until = NULL,
       updated_at = $5, finished_at = $5
     WHERE ${FENCE} RETURNING id`,
    [...fence(claim), clip(error), now],
  );
  return rows.length === 1;
}
