import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Queryable } from '../../db/database';
import type { Clock } from '../../shared/clock';
import {
  claimJobs,
  completeJob,
  deadLetterJob,
  ensureRecurringJob,
  LEASE_EXPIRED,
  renewLeases,
  requeueJob,
  type JobClaim,
} from './job-repository';
import { PermanentJobError, type ClaimedJob, type JobHandler } from './job-types';

/**
 * The one background-job runner of a server process (decision 0014). It polls the jobs table,
 * claims due jobs of the kinds registered here (SKIP LOCKED: any number of processes may run
 * one), runs them with bounded concurrency under a lease it renews while they run, and records
 * the outcome: done, again later with backoff, or dead. A recurring kind is one row for the whole
 * database that queues itself again after each run, so its sweep runs once at a time across all
 * processes and keeps its schedule across restarts.
 */

export type JobRunnerLog = {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
};

export type JobRunnerOptions = {
  db: Queryable;
  clock: Clock;
  log: JobRunnerLog;
  /** How often to look for due jobs (ms); at once again after a full batch. */
  pollIntervalMs?: number;
  /** Jobs run at once by this process. */
  concurrency?: number;
  /** How long a claim holds a job without a renewal; renewed every third of it while running. */
  leaseMs?: number;
  /** Retry delays: base × 2^(attempt−1), at most max, the upper half jittered. */
  backoff?: { baseMs: number; maxMs: number };
  random?: () => number;
  /** Names this runner in locked_by; unique per process by default. */
  workerId?: string;
};

type Registered = { handler: JobHandler; everyMs: number | null };

export function createJobRunner(options: JobRunnerOptions) {
  const { db, clock, log } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 500;
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const leaseMs = options.leaseMs ?? 30_000;
  const backoff = options.backoff ?? { baseMs: 10_000, maxMs: 3_600_000 };
  const random = options.random ?? Math.random;
  const workerId =
    options.workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  const handlers = new Map<string, Registered>();
  /** Recurring kinds whose row is still to be made sure of (at the next poll). */
  const unsettled = new Map<string, number>();
  const active = new Map<number, { claim: JobClaim; done: Promise<void> }>();
  let polling: Promise<number> | null = null;
  let pollTimer: NodeJS.Timeout | null = null;
  let leaseTimer: NodeJS.Timeout | null = null;
  let started = false;

  function register(kind: string, handler: JobHandler, everyMs: number | null): void {
    if (handlers.has(kind)) throw new Error(`a job handler for "${kind}" is already registered`);
    handlers.set(kind, { handler, everyMs });
    if (everyMs !== null) unsettled.set(kind, everyMs);
  }

  function retryDelayMs(attempt: number): number {
    const full = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempt - 1));
    return Math.round(full / 2 + (random() * full) / 2);
  }

  /** Records what became of a claimed job; never throws (a lost write leaves the lease to run out). */
  async function settle(claim: JobClaim, claimedAt: Date, run: () => Promise<unknown>) {
    // An interval after the claim; never further than an interval from now (a development
    // clock moved back while the job ran would otherwise park the sweep in the future).
    const nextRun = (everyMs: number) =>
      new Date(Math.min(claimedAt.getTime(), clock.now().getTime()) + everyMs);
    try {
      let outcome: unknown;
      try {
        outcome = await run();
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.error(
          { err: error, job: { id: claim.id, kind: claim.kind, attempt: claim.attempt } },
          'background job failed',
        );
        const now = clock.now();
        if (claim.everyMs !== null) {
          await requeueJob(db, claim, nextRun(claim.everyMs), now, { failed: message });
        } else if (error instanceof PermanentJobError || claim.attempt >= claim.maxAttempts) {
          await deadLetterJob(db, claim, message, now);
        } else {
          const at = new Date(now.getTime() + retryDelayMs(claim.attempt));
          await requeueJob(db, claim, at, now, { failed: message });
        }
        return;
      }
      const now = clock.now();
      const retryAt = retryAtOf(outcome);
      const kept = retryAt
        ? await requeueJob(db, claim, retryAt, now, 'postponed')
        : claim.everyMs !== null
          ? await requeueJob(db, claim, nextRun(claim.everyMs), now, 'ran')
          : await completeJob(db, claim, now);
      if (!kept) {
        log.warn({ job: { id: claim.id, kind: claim.kind } }, 'background job lost its lease');
      }
    } catch (error) {
      log.error({ err: error, job: { id: claim.id } }, 'recording a background job failed');
    }
  }

  function execute(claim: JobClaim, claimedAt: Date): void {
    const registered = handlers.get(claim.kind);
    const job: ClaimedJob = {
      id: claim.id,
      kind: claim.kind,
      key: claim.key,
      payload: claim.payload,
      attempt: claim.attempt,
    };
    const run = async () => {
      if (!registered) throw new PermanentJobError(`No handler for ${claim.kind}`);
      // Its last allowed attempt ended with the process (lease ran out): dead, not run again.
      if (claim.everyMs === null && claim.attempt > claim.maxAttempts) {
        throw new PermanentJobError(claim.lastError ?? LEASE_EXPIRED);
      }
      return registered.handler(job);
    };
    const done = settle(claim, claimedAt, run).finally(() => {
      active.delete(claim.id);
      // A slot is free: take the next due job now, not at the next poll (a worker reading cards
      // of about half a second each sat idle up to a poll interval after every one).
      lookNow();
    });
    active.set(claim.id, { claim, done });
  }

  /** One look for due jobs now, between the timer's; nothing once the runner is stopped. */
  function lookNow(): void {
    if (!started) return;
    poll().catch((error: unknown) =>
      log.error({ err: error }, 'looking for background jobs failed'),
    );
  }

  /** One look for due jobs (as of `asOf`); starts what it claimed, resolves with how many. */
  async function pollOnce(asOf?: Date): Promise<number> {
    for (const [kind, everyMs] of unsettled) {
      await ensureRecurringJob(db, kind, everyMs, clock.now());
      unsettled.delete(kind);
    }
    const claimedAt = asOf ?? clock.now();
    const claims = await claimJobs(db, {
      kinds: [...handlers.keys()],
      limit: concurrency - active.size,
      workerId,
      now: claimedAt,
      leaseMs,
    });
    for (const claim of claims) execute(claim, claimedAt);
    return claims.length;
  }

  /** Polls one at a time: a poll already under way is joined, never doubled. */
  function poll(asOf?: Date): Promise<number> {
    polling ??= pollOnce(asOf).finally(() => {
      polling = null;
    });
    return polling;
  }

  function schedule(delayMs: number): void {
    if (!started) return;
    pollTimer = setTimeout(() => {
      poll()
        .catch((error: unknown) => {
          log.error({ err: error }, 'looking for background jobs failed');
          return 0;
        })
        .then((claimed) => schedule(claimed > 0 && active.size < concurrency ? 0 : pollIntervalMs))
        .catch(() => undefined);
    }, delayMs);
    pollTimer.unref();
  }

  return {
    workerId,

    /** A one-off kind: jobs queued with enqueueJob(tx, {kind, ...}) run here. */
    register(kind: string, handler: JobHandler): void {
      register(kind, handler, null);
    },

    /** A sweep every `everyMs`, once at a time across all processes (row `recurring:<kind>`). */
    registerRecurring(kind: string, everyMs: number, handler: () => Promise<unknown>): void {
      register(
        kind,
        async () => {
          await handler();
        },
        everyMs,
      );
    },

    /** One look for due jobs now, between the timer's (e.g. right after this process queued one). */
    nudge(): void {
      lookNow();
    },

    get kinds(): string[] {
      return [...handlers.keys()];
    },

    start(): void {
      if (started) return;
      started = true;
      schedule(0);
      leaseTimer = setInterval(
        () => {
          const claims = [...active.values()].map((entry) => entry.claim);
          renewLeases(db, claims, new Date(clock.now().getTime() + leaseMs)).catch(
            (error: unknown) => log.error({ err: error }, 'renewing job leases failed'),
          );
        },
        Math.max(10, Math.floor(leaseMs / 3)),
      );
      leaseTimer.unref();
    },

    /** Stops polling and waits for the jobs under way, so the database can close after them. */
    async stop(): Promise<void> {
      started = false;
      if (pollTimer) clearTimeout(pollTimer);
      pollTimer = null;
      await polling?.catch(() => 0);
      await Promise.all([...active.values()].map((entry) => entry.done));
      if (leaseTimer) clearInterval(leaseTimer);
      leaseTimer = null;
    },

    /**
     * Runs every job due now and waits for them (tests, a manual nudge): batch after batch until
     * none is left that was due when it was called. Returns how many ran.
     */
    async runDueNow(): Promise<number> {
      const asOf = clock.now();
      let total = 0;
      for (;;) {
        const claimed = await poll(asOf);
        await Promise.all([...active.values()].map((entry) => entry.done));
        total += claimed;
        if (claimed === 0) return total;
      }
    },

    get isRunning(): boolean {
      return started;
    },
  };
}
export type JobRunner = ReturnType<typeof createJobRunner>;

function retryAtOf(outcome: unknown): Date | null {
  if (typeof outcome !== 'object' || outcome === null || !('retryAt' in outcome)) return null;
  const { retryAt } = outcome as { retryAt: unknown };
  return retryAt instanceof Date ? retryAt : null;
}
