import { AuditAction } from '@saral/contract/api/operator-admin';
import type {
  ProductTerms,
  ProductVersion,
  ProposeProductTermsBody,
} from '@saral/contract/api/ops-products';
import { paiseToRupees, rupeesToPaise } from '@saral/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { failed, notFound } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import { recordAudit, type OperatorActor } from '../audit-log/audit-log';
import {
  createProductVersionRepository,
  type ProductVersionRow,
  type StoredProductTerms,
} from './product-version-repository';

export const SECOND_ADMIN = 'A second admin must approve';
export const STALE_EDIT =
  'These terms were edited from an older version: someone changed them since. Reload and edit the current terms.';
export const PROPOSAL_PENDING =
  'Another proposal for this product is waiting for a decision: approve or reject it first';

type Actor = OperatorActor & { operatorId: number };

export const storedTermsOf = (terms: ProductTerms): StoredProductTerms => ({
  maxAmountPaise: rupeesToPaise(terms.maxAmount),
  amountChoicesPaise: terms.amountChoices.map(rupeesToPaise),
  dailyInterestPercent: terms.dailyInterestPercent,
  processingFeePercent: terms.processingFeePercent,
  periodDays: terms.periodDays,
  periodChoices: terms.periodChoices,
  tenureLabel: terms.tenureLabel,
});

export const termsOf = (stored: StoredProductTerms): ProductTerms => ({
  maxAmount: paiseToRupees(stored.maxAmountPaise),
  amountChoices: stored.amountChoicesPaise.map(paiseToRupees),
  dailyInterestPercent: stored.dailyInterestPercent,
  processingFeePercent: stored.processingFeePercent,
  periodDays: stored.periodDays,
  periodChoices: stored.periodChoices,
  tenureLabel: stored.tenureLabel,
});

export function toProductVersion(row: ProductVersionRow): ProductVersion {
  return {
    id: row.id,
    productId: row.product_id,
    version: row.version,
    terms: termsOf(row.terms),
    baseVersion: row.base_version,
    reason: row.reason,
    status: row.status,
    proposedBy: row.proposed_by_username,
    proposedById: row.proposed_by,
    proposedAt: row.proposed_at.toISOString(),
    decidedBy: row.decided_by_username,
    decidedAt: row.decided_at?.toISOString() ?? null,
    decisionReason: row.decision_reason,
  };
}

/**
 * Product terms change in versions: an admin proposes (pending, nothing changes), a different
 * admin approves (the version and the products row change together, the earlier version is
 * superseded) or rejects. The product row is locked while its versions change, so a stale edit,
 * a second proposal or two decisions at once are refused rather than lost. Orders keep the
 * figures and the version they were priced with.
 */
export function createProductTermsService(deps: {
  db: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info'>;
  /** The catalog's cached products are stale once the terms change. */
  onTermsChanged: () => void;
}) {
  const { db, clock, log } = deps;

  return {
    async list(productId: number): Promise<ProductVersion[]> {
      const versions = createProductVersionRepository(db);
      if (!(await versions.productExists(productId))) throw notFound('Product');
      return (await versions.list(productId)).map(toProductVersion);
    },

    async propose(
      productId: number,
      body: ProposeProductTermsBody,
      actor: Actor,
    ): Promise<ProductVersion> {
      const at = clock.now();
      return db.transaction(async (tx) => {
        const versions = createProductVersionRepository(tx);
        if (!(await versions.lockProduct(productId))) throw notFound('Product');
        const current = await versions.withStatus(productId, 'approved');
        if (!current || current.version !== body.baseVersion) throw failed(STALE_EDIT, 409);
        if (await versions.withStatus(productId, 'pending')) throw failed(PROPOSAL_PENDING, 409);
        const row = await versions.insertPending({
          productId,
          terms: storedTermsOf(body.terms),
          baseVersion: body.baseVersion,
          reason: body.reason,
          operatorId: actor.operatorId,
          username: actor.username,
          at,
        });
        await recordAudit(tx, {
          actor,
          action: AuditAction.productTermsPropose,
          at,
          entityType: 'product',
          entityId: productId,
          before: { version: current.version, terms: termsOf(current.terms) },
          after: { version: row.version, terms: termsOf(row.terms), reason: row.reason },
        });
        return toProductVersion(row);
      });
    },

    async decide(
      productId: number,
      version: number,
      actor: Actor,
      decision: { approve: boolean; reason: string | null },
    ): Promise<ProductVersion> {
      const at = clock.now();
      const decided = await db.transaction(async (tx) => {
        const versions = createProductVersionRepository(tx);
        if (!(await versions.lockProduct(productId))) throw notFound('Product');
        const row = await versions.find(productId, version, true);
        if (!row) throw notFound('Version');
        if (row.status !== 'pending') throw failed(`This version is already ${row.status}`, 409);
        if (decision.approve && row.proposed_by === actor.operatorId) {
          throw failed(SECOND_ADMIN, 403);
        }
        const current = await versions.withStatus(productId, 'approved');
        const before = current ? { version: current.version, terms: termsOf(current.terms) } : null;
        if (!decision.approve) {
          const rejected = await versions.decide(row.id, {
            status: 'rejected',
            operatorId: actor.operatorId,
            username: actor.username,
            reason: decision.reason,
            at,
          });
          await recordAudit(tx, {
            actor,
            action: AuditAction.productTermsReject,
            at,
            entityType: 'product',
            entityId: productId,
            before,
            after: { version: row.version, terms: termsOf(row.terms), reason: decision.reason },
          });
          return rejected;
        }
        if (current?.version !== row.base_version) throw failed(STALE_EDIT, 409);
        // The earlier version keeps who approved it and when; the new one says when it ended.
        if (current) await versions.supersede(current.id);
        const approved = await versions.decide(row.id, {
          status: 'approved',
          operatorId: actor.operatorId,
          username: actor.username,
          reason: decision.reason,
          at,
        });
        await versions.writeTermsToProduct(productId, row.terms);
        await recordAudit(tx, {
          actor,
          action: AuditAction.productTermsApprove,
          at,
          entityType: 'product',
          entityId: productId,
          before,
          after: { version: row.version, terms: termsOf(row.terms) },
        });
        return approved;
      });
      if (decided.status === 'approved') {
        deps.onTermsChanged();
        log.info(
          { productId, version, by: actor.username, terms: decided.terms },
          'product terms approved',
        );
      }
      return toProductVersion(decided);
    },
  };
}
export type ProductTermsService = ReturnType<typeof createProductTermsService>;
