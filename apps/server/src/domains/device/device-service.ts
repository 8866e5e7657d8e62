import type { NeedUploadResponse, UploadDeviceInfo } from '@saral/contract/api/device';
import { DeviceDataType } from '@saral/contract/device-data-type';
import type { Database } from '../../db/database';
import { addSeconds, type Clock } from '../../shared/clock';

/** How long a reported location stays fresh before we ask again. */
const GPS_REFRESH_SECONDS = 24 * 3600;

export function createDeviceService(db: Database, clock: Clock) {
  return {
    /** Asks for the location when we have none from the last day. */
    async needUpload(userId: number): Promise<NeedUploadResponse> {
      const rows = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM device_reports
         WHERE user_id = $1 AND kind = $2 AND created_at > $3`,
        [userId, DeviceDataType.gps, addSeconds(clock.now(), -GPS_REFRESH_SECONDS)],
      );
      return [{ type: DeviceDataType.gps, needUpload: (rows[0]?.count ?? 0) === 0 }];
    },

    async upload(userId: number, info: UploadDeviceInfo): Promise<void> {
      await db.query(
        'INSERT INTO device_reports (user_id, kind, payload, created_at) VALUES ($1, $2, $3::jsonb, $4)',
        [userId, DeviceDataType.gps, JSON.stringify(info.gps), clock.now()],
      );
    },
  };
}
