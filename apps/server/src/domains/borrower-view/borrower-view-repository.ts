import type { KycImageKind } from '@saral/contract/api/ops-borrower';
import type { Queryable } from '../../db/database';
import type { LivenessCheck } from '../liveness/liveness-provider';

/**
 * SQL of the operators' borrower 360 beyond what other domains already answer: the stored KYC
 * files, the face check, the native app's device, the last location and the documents
 * operators asked for again.
 */

export type StoredFileRow = {
  id: string;
  upload_type: KycImageKind;
  content_type: string;
  created_at: Date;
};

export type LivenessRow = {
  id: string;
  file_id: string;
  provider: string;
  status: number;
  message: string;
  checks: LivenessCheck[];
  created_at: Date;
};

export type DeviceRow = {
  device_model: string | null;
  system_version: string | null;
  app_version: string | null;
  created_at: Date;
};

export type DocumentRequestRow = {
  order_id: number;
  kind: KycImageKind;
  reason: string;
  requested_by: string;
  requested_at: Date;
};

export function createBorrowerViewRepository(db: Queryable) {
  return {
    async files(userId: number, fileIds: readonly string[]): Promise<StoredFileRow[]> {
      if (fileIds.length === 0) return [];
      return db.query<StoredFileRow>(
        `SELECT id, upload_type, content_type, created_at FROM uploaded_files
         WHERE user_id = $1 AND id = ANY($2::uuid[])`,
        [userId, fileIds],
      );
    },

    /** The committed face check (`committedId`), or with null the borrower's latest. */
    async faceCheck(userId: number, committedId: string | null): Promise<LivenessRow | null> {
      const [row] = await db.query<LivenessRow>(
        `SELECT id, file_id, provider, status, message, checks, created_at FROM liveness_checks
         WHERE user_id = $1 AND ($2::uuid IS NULL OR id = $2::uuid)
         ORDER BY created_at DESC LIMIT 1`,
        [userId, committedId],
      );
      return row ?? null;
    },

    /** The device of the borrower's latest native-app sign-in. */
    async latestAppDevice(userId: number): Promise<DeviceRow | null> {
      const [row] = await db.query<DeviceRow>(
        `SELECT device_model, system_version, app_version, created_at FROM sessions
         WHERE user_id = $1 AND is_app ORDER BY created_at DESC, id DESC LIMIT 1`,
        [userId],
      );
      return row ?? null;
    },

    async lastLocation(
      userId: number,
    ): Promise<{ latitude: number; longitude: number; at: Date } | null> {
      const [row] = await db.query<{
        payload: { latitude: number; longitude: number };
        created_at: Date;
      }>(
        `SELECT payload, created_at FROM device_reports WHERE user_id = $1 AND kind = 'gps'
         ORDER BY created_at DESC, id DESC LIMIT 1`,
        [userId],
      );
      if (!row) return null;
      return {
        latitude: Number(row.payload.latitude),
        longitude: Number(row.payload.longitude),
        at: row.created_at,
      };
    },

    async insertDocumentRequest(request: {
      orderId: number;
      userId: number;
      kind: KycImageKind;
      reason: string;
      previousFileId: string;
      operatorId: number | null;
      requestedBy: string;
      at: Date;
    }): Promise<void> {
      await db.query(
        `INSERT INTO document_requests
           (order_id, user_id, kind, reason, previous_file_id, operator_id, requested_by,
            requested_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          request.orderId,
          request.userId,
          request.kind,
          request.reason,
          request.previousFileId,
          request.operatorId,
          request.requestedBy,
          request.at,
        ],
      );
    },

    async documentRequests(userId: number): Promise<DocumentRequestRow[]> {
      const rows = await db.query<DocumentRequestRow>(
        `SELECT order_id, kind, reason, requested_by, requested_at FROM document_requests
         WHERE user_id = $1 ORDER BY requested_at DESC, id DESC LIMIT 50`,
        [userId],
      );
      return rows.map((row) => ({ ...row, order_id: Number(row.order_id) }));
    },
  };
}
