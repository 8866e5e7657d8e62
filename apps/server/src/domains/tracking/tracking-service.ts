import type { SaveTrackedEvents, TrackEvent } from '@saral/contract/api/tracking';
import type { Database, SqlParam } from '../../db/database';

export type TrackingOrigin = { userId: number | null; webUuid: string | null };

export type StoredTrackingEvent = {
  eventId: string | null;
  userId: number | null;
  projectName: string;
  pageName: string;
  behavior: string;
  value: string;
  eventTime: string;
  triggerTime: string | null;
  receivedAt: string;
};

const COLUMNS = 9;

/** Stores page and click events; anonymous visitors (login page) are recorded without a user. */
export function createTrackingService(db: Database) {
  /** Returns how many events were newly stored: an event id the table already holds is skipped. */
  async function insert(
    origin: TrackingOrigin,
    events: (TrackEvent & { triggerTime?: number })[],
  ): Promise<number> {
    if (events.length === 0) return 0;
    // One multi-row insert per batch keeps uploads cheap.
    const params: SqlParam[] = [];
    const tuples = events.map((event) => {
      const base = params.length;
      params.push(
        origin.userId,
        origin.webUuid,
        event.projectName,
        event.pageName,
        event.behavior,
        event.value,
        new Date(event.eventTime),
        event.triggerTime === undefined ? null : new Date(event.triggerTime),
        event.eventId ?? null,
      );
      return `(${Array.from({ length: COLUMNS }, (_, index) => `$${base + index + 1}`).join(', ')})`;
    });
    // The app re-sends events whose upload it could not confirm; the unique event_id drops the
    // copies (also a repeated id inside one batch), and RETURNING counts only new rows.
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO tracking_events
         (user_id, web_uuid, project_name, page_name, behavior, value, event_time, trigger_time,
          event_id)
       VALUES ${tuples.join(', ')}
       ON CONFLICT (event_id) DO NOTHING
       RETURNING id`,
      params,
    );
    return inserted.length;
  }

  return {
    record: (origin: TrackingOrigin, event: TrackEvent) => insert(origin, [event]),
    recordBatch: (origin: TrackingOrigin, batch: SaveTrackedEvents) => insert(origin, batch.events),

    /** One browser's newest events, newest first (development inspection). */
    async eventsOf(webUuid: string, limit: number): Promise<StoredTrackingEvent[]> {
      const rows = await db.query<{
        event_id: string | null;
        user_id: number | null;
        project_name: string;
        page_name: string;
        behavior: string;
        value: string;
        event_time: Date;
        trigger_time: Date | null;
        received_at: Date;
      }>(
        `SELECT event_id, user_id, project_name, page_name, behavior, value, event_time,
                trigger_time, received_at
         FROM tracking_events WHERE web_uuid = $1 ORDER BY id DESC LIMIT $2`,
        [webUuid, limit],
      );
      return rows.map((row) => ({
        eventId: row.event_id,
        userId: row.user_id === null ? null : Number(row.user_id),
        projectName: row.project_name,
        pageName: row.page_name,
        behavior: row.behavior,
        value: row.value,
        eventTime: new Date(row.event_time).toISOString(),
        triggerTime: row.trigger_time === null ? null : new Date(row.trigger_time).toISOString(),
        receivedAt: new Date(row.received_at).toISOString(),
      }));
    },
  };
}
