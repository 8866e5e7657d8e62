import { randomUUID } from 'node:crypto';
import type { FaceResult, LivingConfig } from '@saral/contract/api/onboarding';
import { IMAGE_COMPRESSION_QUALITY, IMAGE_MAX_BYTES } from '@saral/contract/constants';
import {
  FACE_STATUS_FAILURE,
  FACE_STATUS_SUCCESS,
  OnboardingMessage,
} from '@saral/contract/onboarding';
import type { Database } from '../../db/database';
import { failed, notFound } from '../../shared/app-error';
import type { LivenessCheck, LivenessProvider } from '../liveness/liveness-provider';
import { LIVENESS_MIN_SIDE_PX } from '../liveness/sandbox-liveness-provider';
import type { IdentityRepository } from '../identity/identity-repository';
import type { UploadService } from '../identity/upload-service';
import type { FastifyBaseLogger } from 'fastify';

type CheckRow = {
  id: string;
  status: number;
  message: string;
  checks: LivenessCheck[];
};

/**
 * The face step (page type 9): a camera photo goes to the liveness provider; the verdict, the
 * checks it applied and the photo as evidence are kept (never a face template). living-hold
 * commits the step once a check has passed.
 */
export function createFaceService(deps: {
  db: Database;
  liveness: LivenessProvider;
  uploads: UploadService;
  identity: IdentityRepository;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { db, liveness, uploads } = deps;

  async function findCheck(userId: number, checkId: string | undefined): Promise<CheckRow | null> {
    const rows = checkId
      ? await db.query<CheckRow>(
          'SELECT id, status, message, checks FROM liveness_checks WHERE id = $1 AND user_id = $2',
          [checkId, userId],
        )
      : await db.query<CheckRow>(
          `SELECT id, status, message, checks FROM liveness_checks WHERE user_id = $1
           ORDER BY created_at DESC LIMIT 1`,
          [userId],
        );
    return rows[0] ?? null;
  }

  return {
    config(): LivingConfig {
      return {
        provider: liveness.name,
        maxImageBytes: IMAGE_MAX_BYTES,
        compressionQuality: IMAGE_COMPRESSION_QUALITY,
        minShortSidePx: LIVENESS_MIN_SIDE_PX,
        tips: [
          'Hold the phone at eye level and look straight at the camera',
          'Make sure your face is well lit and fills the oval',
          'Remove sunglasses, masks and caps',
        ],
      };
    },

    async check(userId: number, bytes: Buffer): Promise<{ checkId: string; status: number }> {
      const fileId = await uploads.store(userId, 'face', bytes);
      let verdict;
      try {
        verdict = await liveness.check(bytes);
      } catch (error) {
        deps.log.warn({ reason: (error as Error).message }, 'liveness provider failed');
        throw failed('Face check service is unavailable, please try again', 503);
      }
      const checkId = randomUUID();
      const status = verdict.passed ? FACE_STATUS_SUCCESS : FACE_STATUS_FAILURE;
      await db.query(
        `INSERT INTO liveness_checks (id, user_id, file_id, provider, status, message, checks)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
        [
          checkId,
          userId,
          fileId,
          liveness.name,
          status,
          verdict.message,
          JSON.stringify(verdict.checks),
        ],
      );
      return { checkId, status };
    },

    async result(userId: number, checkId: string | undefined): Promise<FaceResult> {
      const row = await findCheck(userId, checkId);
      if (!row) throw notFound('Face check');
      return { checkId: row.id, status: row.status, message: row.message, checks: row.checks };
    },

    /** Commits the face step with the borrower's latest check, which must have passed. */
    async hold(userId: number): Promise<void> {
      const latest = await findCheck(userId, undefined);
      if (!latest || latest.status !== FACE_STATUS_SUCCESS) throw failed(OnboardingMessage.face);
      // An operator asked for a new photo (document_requests): the one they saw no longer counts.
      const replaced = await db.query(
        `SELECT 1 FROM document_requests d JOIN liveness_checks c ON c.file_id = d.previous_file_id
         WHERE d.user_id = $1 AND d.kind = 'face' AND c.id = $2`,
        [userId, latest.id],
      );
      if (replaced.length > 0) throw failed(OnboardingMessage.face);
      await deps.identity.update(userId, {
        face_check_id: latest.id,
        face_completed_at: deps.now(),
      });
    },
  };
}
export type FaceService = ReturnType<typeof createFaceService>;
