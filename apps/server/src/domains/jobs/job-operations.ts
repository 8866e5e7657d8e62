import { AuditAction } from '@saral/contract/api/operator-admin';
import type { JobListQuery, JobListResponse, OpsJob } from '@saral/contract/api/ops-jobs';
import type { Database, Queryable, SqlParam } from '../../db/database';
import { failed, notFound } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import { decodeCursor, pageOf } from '../../shared/keyset-cursor';
import { recordAudit, type OperatorActor } from '../audit-log/audit-log';
import type { JobState } from './job-repository';

/**
 * Operators' view of the jobs table: the list by state (keyset pages, latest change first), the
 * counts that need attention, and a retry that sends a dead job back to the queue with its
 * attempts restored (audited, under the row lock, so two retries at once queue it once).
 */

type JobRow = {
  id: number;
  kind: string;
  key: string;
  state: JobState;
  attempts: number;
  max_attempts: number;
  every_ms: number | null;
  run_at: Date;
  last_error: string | null;
  locked_by: string | null;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
};

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

function toOpsJob(row: JobRow): OpsJob {
  return {
    id: Number(row.id),
    kind: row.kind,
    key: row.key,
    state: row.state,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    everyMs: row.every_ms === null ? null : Number(row.every_ms),
    runAt: new Date(row.run_at).toISOString(),
    lastError: row.last_error,
    lockedBy: row.locked_by,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    finishedAt: iso(row.finished_at),
  };
}

async function jobCounts(db: Queryable): Promise<JobListResponse['counts']> {
  // Done jobs are left out: they are most of the table and need nobody.
  const rows = await db.query<{ state: JobState; retrying: boolean; count: number }>(
    `SELECT state, (state = 'queued' AND last_error IS NOT NULL) AS retrying, count(*)::int AS count
     FROM jobs WHERE state IN ('queued', 'running', 'dead') GROUP BY 1, 2`,
  );
  const counts = { queued: 0, running: 0, dead: 0, retrying: 0 };
  for (const row of rows) {
    if (row.state !== 'done') counts[row.state] += Number(row.count);
    if (row.retrying) counts.retrying += Number(row.count);
  }
  return counts;
}

export function createJobOperations({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async list(query: JobListQuery): Promise<JobListResponse> {
      const params: SqlParam[] = [query.state];
      const where = ['state = $1'];
      if (query.kind) {
        params.push(query.kind);
        where.push(`kind = $${params.length}`);
      }
      if (query.cursor) {
        const cursor = decodeCursor(query.cursor);
        params.push(cursor.at, Number(cursor.id));
        where.push(`(updated_at, id) < ($${params.length - 1}, $${params.length})`);
      }
      params.push(query.limit + 1);
      const rows = await db.query<JobRow>(
        `SELECT id, kind, key, state, attempts, max_attempts, every_ms, run_at, last_error,
           locked_by, created_at, updated_at, finished_at
         FROM jobs WHERE ${where.join(' AND ')}
         ORDER BY updated_at DESC, id DESC LIMIT $${params.length}`,
        params,
      );
      const { page, nextCursor } = pageOf(rows, query.limit, (row) => ({
        at: new Date(row.updated_at),
        id: Number(row.id),
      }));
      return { items: page.map(toOpsJob), nextCursor, counts: await jobCounts(db) };
    },

    /** A dead job queued again, due now, with all its attempts ahead of it. */
    async retryDead(id: number, actor: OperatorActor): Promise<{ id: number; state: 'queued' }> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [job] = await tx.query<Pick<JobRow, 'kind' | 'key' | 'state' | 'attempts'>>(
          `SELECT kind, key, state, attempts FROM jobs WHERE id = $1 FOR UPDATE`,
          [id],
        );
        if (!job) throw notFound('Job');
        if (job.state !== 'dead') {
          throw failed(`Only a dead job can be retried; this one is ${job.state}`, 409);
        }
        await tx.query(
          `UPDATE jobs SET state = 'queued', attempts = 0, run_at = $2, updated_at = $2,
             finished_at = NULL
           WHERE id = $1`,
          [id, now],
        );
        await recordAudit(tx, {
          actor,
          action: AuditAction.jobRetry,
          at: now,
          entityType: 'job',
          entityId: id,
          before: { state: 'dead', kind: job.kind, key: job.key, attempts: Number(job.attempts) },
          after: { state: 'queued' },
        });
        return { id, state: 'queued' as const };
      });
    },
  };
}
export type JobOperations = ReturnType<typeof createJobOperations>;
