import type { SaveTrackedEvents, TrackEvent } from '@saral/contract/api/tracking';
import type { Database, SqlParam } from '../../db/database';

type Origin = { userId: number | null; webUuid: string | null };

/** Stores page and click events; anonymous visitors (login page) are recorded without a user. */
export function createTrackingService(db: Database) {
  async function insert(
    origin: Origin,
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
      );
      return `(${Array.from({ length: 8 }, (_, index) => `$${base + index + 1}`).join(', ')})`;
    });
    await db.query(
      `INSERT INTO tracking_events
         (user_id, web_uuid, project_name, page_name, behavior, value, event_time, trigger_time)
       VALUES ${tuples.join(', ')}`,
      params,
    );
    return events.length;
  }

  return {
    record: (origin: Origin, event: TrackEvent) => insert(origin, [event]),
    recordBatch: (origin: Origin, batch: SaveTrackedEvents) => insert(origin, batch.events),
  };
}
