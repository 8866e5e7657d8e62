import type { CardType } from '@saral/contract/onboarding';
import type { Queryable } from '../../db/database';
import type { OcrFailure } from '../ocr/ocr-provider';

/** SQL of card_readings (migration 0049): one row per card photo sent to be read. */

export type CardReadingState = 'queued' | 'done' | 'cancelled';

export type CardReadingRow = {
  id: number;
  user_id: number;
  card: CardType;
  file_id: string;
  state: CardReadingState;
  cancel_reason: 'abandoned' | 'superseded' | 'refused' | null;
  name: string | null;
  aadhaar_last4: string | null;
  pan: string | null;
  unreadable: boolean;
  /** Why nothing was read (migration 0059): the photo's fault or the reader's; null when read. */
  failure: OcrFailure | null;
  /** SHA-256 of the photo, hex (migration 0063): a retry with the same photo resumes it. */
  content_hash: string | null;
  /** Until when its borrower is expected (waiting, or back after a busy answer); null: always. */
  held_until: Date | null;
};

export type CardReadingResult = {
  name: string | null;
  aadhaarLast4: string | null;
  pan: string | null;
  failure: OcrFailure | null;
  readMs: number;
  workerId: string;
};

/** What the busy check needs: cards waiting, and how fast recent ones were read and by how many. */
export type QueueLoad = { queued: number; recentReadMs: number | null; recentWorkers: number };

const COLUMNS = `id, user_id, card, file_id, state, cancel_reason, name, aadhaar_last4, pan,
  unreadable, failure, content_hash, held_until`;

const toRow = (row: CardReadingRow): CardReadingRow => ({
  ...row,
  id: Number(row.id),
  user_id: Number(row.user_id),
  held_until: row.held_until === null ? null : new Date(row.held_until),
});

export function createCardReadingRepository(db: Queryable) {
  return {
    async find(id: number): Promise<CardReadingRow | null> {
      const [row] = await db.query<CardReadingRow>(
        `SELECT ${COLUMNS} FROM card_readings WHERE id = $1`,
        [id],
      );
      return row ? toRow(row) : null;
    },

    /** The borrower's newest reading of this card, whatever its state. */
    async newest(userId: number, card: CardType): Promise<CardReadingRow | null> {
      const [row] = await db.query<CardReadingRow>(
        `SELECT ${COLUMNS} FROM card_readings WHERE user_id = $1 AND card = $2
         ORDER BY id DESC LIMIT 1`,
        [userId, card],
      );
      return row ? toRow(row) : null;
    },

    /** Keeps a queued reading's place until `until` (false when it was read or cancelled). */
    async hold(id: number, until: Date): Promise<boolean> {
      const rows = await db.query(
        `UPDATE card_readings SET held_until = $2 WHERE id = $1 AND state = 'queued' RETURNING id`,
        [id, until],
      );
      return rows.length === 1;
    },

    /** Cancels the borrower's earlier photos of this card still waiting: only the newest is read. */
    async supersede(userId: number, card: CardType, now: Date): Promise<number> {
      const rows = await db.query(
        `UPDATE card_readings SET state = 'cancelled', cancel_reason = 'superseded',
           finished_at = $3
         WHERE user_id = $1 AND card = $2 AND state = 'queued' RETURNING id`,
        [userId, card, now],
      );
      return rows.length;
    },

    async insert(
      userId: number,
      card: CardType,
      file: { id: string; contentHash: string },
      now: Date,
    ): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO card_readings (user_id, card, file_id, content_hash, created_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [userId, card, file.id, file.contentHash, now],
      );
      if (!row) throw new Error('card_readings insert returned no row');
      return Number(row.id);
    },

    /** Nobody waits for it any more (or it was refused); false when it was read or cancelled. */
    async cancel(id: number, reason: 'abandoned' | 'refused', now: Date): Promise<boolean> {
      const rows = await db.query(
        `UPDATE card_readings SET state = 'cancelled', cancel_reason = $3, finished_at = $2
         WHERE id = $1 AND state = 'queued' RETURNING id`,
        [id, now, reason],
      );
      return rows.length === 1;
    },

    /** Records the result once: false when it was done or cancelled meanwhile (nothing changes). */
    async complete(id: number, result: CardReadingResult, now: Date): Promise<boolean> {
      const rows = await db.query(
        `UPDATE card_readings SET state = 'done', name = $2, aadhaar_last4 = $3, pan = $4,
           unreadable = $5, read_ms = $6, worker_id = $7, finished_at = $8, failure = $9
         WHERE id = $1 AND state = 'queued' RETURNING id`,
        [
          id,
          result.name,
          result.aadhaarLast4,
          result.pan,
          result.failure !== null,
          Math.round(result.readMs),
          result.workerId,
          now,
          result.failure,
        ],
      );
      return rows.length === 1;
    },

    /**
     * Cards waiting (all, or those queued before reading `beforeId`; not those whose borrower
     * did not come back), the average time of the last minute's readings, and how many were read
     * at once: the distinct workers, or more when a worker reads several cards at a time (the
     * reading time of the minute over the time it spans).
     */
    async load(now: Date, beforeId: number | null = null): Promise<QueueLoad> {
      const [waiting] = await db.query<{ queued: number }>(
        `SELECT count(*)::int AS queued FROM card_readings
         WHERE state = 'queued' AND ($1::bigint IS NULL OR id < $1::bigint)
           AND (held_until IS NULL OR held_until >= $2)`,
        [beforeId, now],
      );
      const [recent] = await db.query<{
        read_ms: number | null;
        workers: number;
        busy_ms: number | null;
        span_ms: number | null;
      }>(
        `SELECT avg(read_ms)::float8 AS read_ms, count(DISTINCT worker_id)::int AS workers,
                sum(read_ms)::float8 AS busy_ms,
                (EXTRACT(EPOCH FROM ($2::timestamptz - min(finished_at))) * 1000
                  + max(read_ms))::float8 AS span_ms
         FROM (SELECT read_ms, worker_id, finished_at FROM card_readings
               WHERE state = 'done' AND finished_at > $1
               ORDER BY finished_at DESC LIMIT 50) latest`,
        [new Date(now.getTime() - 60_000), now],
      );
      const workers = Number(recent?.workers ?? 0);
      const busyMs = Number(recent?.busy_ms ?? 0);
      const spanMs = Number(recent?.span_ms ?? 0);
      const atOnce = spanMs > 0 ? Math.round(busyMs / spanMs) : 0;
      return {
        queued: Number(waiting?.queued ?? 0),
        recentReadMs: recent?.read_ms == null ? null : Number(recent.read_ms),
        recentWorkers: Math.max(workers, atOnce),
      };
    },
  };
}
