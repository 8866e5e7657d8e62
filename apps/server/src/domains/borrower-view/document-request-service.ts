import {
  type KycImageKind,
  type RequestDocumentBody,
  type RequestDocumentResult,
} from '@saral/contract/api/ops-borrower';
import { AuditAction } from '@saral/contract/api/operator-admin';
import { PageType } from '@saral/contract/onboarding';
import { OrderState } from '@saral/contract/order-states';
import type { Database } from '../../db/database';
import { failed, notFound } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import { recordAudit, type OperatorActor } from '../audit-log/audit-log';
import {
  CARD_FILE_COLUMN,
  createIdentityRepository,
  type IdentityChange,
} from '../identity/identity-repository';
import { createReviewQueueRepository } from '../orders/review-queue-repository';
import { createBorrowerViewRepository } from './borrower-view-repository';

export const NOT_UNDER_REVIEW =
  'Documents can be asked for only while the application is under review';

const KIND_LABEL: Record<KycImageKind, string> = {
  aadhaarFront: 'Aadhaar front',
  aadhaarBack: 'Aadhaar back',
  pan: 'PAN card',
  face: 'face photo',
};

/**
 * An operator asks the borrower of an application under review for a document again: the image
 * is unlinked from the identity step (a card) or no longer counts for the face step, the step is
 * reopened so the borrower's onboarding progress (GET /auth/v1/auth-config) reports it
 * incomplete, the application leaves the automatic queue (a person decides it), and the request
 * with its reason and the audit entry are written in the same transaction.
 */
export function createDocumentRequestService(deps: { db: Database; clock: Clock }) {
  return {
    async request(
      orderId: number,
      body: RequestDocumentBody,
      actor: OperatorActor,
    ): Promise<RequestDocumentResult> {
      const at = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        const queue = createReviewQueueRepository(tx);
        const order = await queue.lock(orderId);
        if (!order) throw notFound('Application');
        if (order.state !== OrderState.auditing) throw failed(NOT_UNDER_REVIEW, 409);
        const identities = createIdentityRepository(tx);
        const identity = await identities.find(order.user_id);
        let previousFileId: string | null | undefined;
        let change: IdentityChange;
        if (body.kind === 'face') {
          const check = await createBorrowerViewRepository(tx).faceCheck(order.user_id, null);
          previousFileId = check?.file_id;
          change = { face_check_id: null, face_completed_at: null };
        } else {
          const column = CARD_FILE_COLUMN[body.kind];
          previousFileId = identity?.[column];
          change = { [column]: null, kyc_completed_at: null };
        }
        if (!previousFileId) {
          throw failed(`The borrower has no ${KIND_LABEL[body.kind]} image to replace`, 409);
        }
        await identities.update(order.user_id, change);
        await queue.clearDecideAfter(orderId);
        await createBorrowerViewRepository(tx).insertDocumentRequest({
          orderId,
          userId: order.user_id,
          kind: body.kind,
          reason: body.reason,
          previousFileId,
          operatorId: actor.operatorId,
          requestedBy: actor.username,
          at,
        });
        await recordAudit(tx, {
          actor,
          action: AuditAction.applicationRequestDocument,
          at,
          entityType: 'order',
          entityId: orderId,
          before: { kind: body.kind, fileId: previousFileId },
          after: { kind: body.kind, reason: body.reason },
        });
      });
      return {
        orderId,
        kind: body.kind,
        reason: body.reason,
        requestedBy: actor.username,
        requestedAt: at.toISOString(),
        pageType: body.kind === 'face' ? PageType.face : PageType.identity,
      };
    },
  };
}
export type DocumentRequestService = ReturnType<typeof createDocumentRequestService>;
