import type { Queryable } from '../db/database';

/** Expired rows each hit deletes, so the table stays the size of the live windows. */
const SWEEP_BATCH = 20;

/**
 * Fixed-window attempt counters in the database: one atomic upsert per hit, so the count holds
 * across any number of server processes and is taken before the work it limits.
 */
export function createRateLimitCounter(db: Queryable) {
  return {
    /** Counts one hit on `key`; returns the hits in its window, this one included. */
    async hit(key: string, windowMs: number, at: Date): Promise<{ hits: number; resetsAt: Date }> {
      await db.query(
        `DELETE FROM rate_limit_counters WHERE key IN (
           SELECT key FROM rate_limit_counters WHERE expires_at <= $1 LIMIT ${SWEEP_BATCH})`,
        [at],
      );
      const rows = await db.query<{ hits: number; expires_at: Date }>(
        `INSERT INTO rate_limit_counters AS c (key, hits, expires_at) VALUES ($1, 1, $3)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN c.expires_at <= $2 THEN 1 ELSE c.hits + 1 END,
           expires_at = CASE WHEN c.expires_at <= $2 THEN EXCLUDED.expires_at ELSE c.expires_at END
         RETURNING hits, expires_at`,
        [key, at, new Date(at.getTime() + windowMs)],
      );
      const row = rows[0]!;
      return { hits: row.hits, resetsAt: new Date(row.expires_at) };
    },

    /** Takes one hit back, e.g. an attempt that turned out not to be a failure. */
    async giveBack(key: string): Promise<void> {
      await db.query('UPDATE rate_limit_counters SET hits = hits - 1 WHERE key = $1 AND hits > 0', [
        key,
      ]);
    },

    async forget(key: string): Promise<void> {
      await db.query('DELETE FROM rate_limit_counters WHERE key = $1', [key]);
    },
  };
}
export type RateLimitCounter = ReturnType<typeof createRateLimitCounter>;

/** Whole minutes (at least 1) until `resetsAt`, for "try again in N minutes". */
export const minutesUntil = (resetsAt: Date, now: Date) =>
  Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 60_000));
