import type { AuditActionValue } from '@saral/contract/api/operator-admin';
import type { ProductVersionStatus } from '@saral/contract/api/ops-products';
import type { Database, Queryable } from '../../db/database';
import { failed, notFound, staleEdit } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import { recordAudit, type OperatorActor } from '../audit-log/audit-log';

export const SECOND_ADMIN = 'A second admin must approve';
export const PROPOSAL_PENDING =
  'Another proposal is waiting for a decision: approve or reject it first';

/** One version of a versioned setting, as its store returns it (value in server units). */
export type VersionRow<V> = {
  id: number;
  version: number;
  value: V;
  base_version: number | null;
  reason: string;
  status: ProductVersionStatus;
  proposed_by: number | null;
  proposed_by_username: string;
  proposed_at: Date;
  decided_by: number | null;
  decided_by_username: string | null;
  decided_at: Date | null;
  decision_reason: string | null;
};

export type VersionDecision = {
  status: 'approved' | 'rejected';
  operatorId: number | null;
  username: string;
  reason: string | null;
  at: Date;
};

/** The SQL of one subject's versions (one product's terms, one product's rules, the tiers). */
export type VersionStore<V> = {
  /** Locks the subject while its versions change; false when there is no such subject. */
  lockSubject(): Promise<boolean>;
  subjectExists(): Promise<boolean>;
  /** Newest first. */
  list(): Promise<VersionRow<V>[]>;
  find(version: number, lock: boolean): Promise<VersionRow<V> | null>;
  withStatus(status: ProductVersionStatus): Promise<VersionRow<V> | null>;
  insertPending(proposal: {
    value: V;
    baseVersion: number;
    reason: string;
    operatorId: number;
    username: string;
    at: Date;
  }): Promise<VersionRow<V>>;
  decide(id: number, decision: VersionDecision): Promise<VersionRow<V>>;
  /** An approved version replaced by a newer one; its decision stays as it was. */
  supersede(id: number): Promise<void>;
  /** The approved version takes effect: written where the rest of the server reads it. */
  apply(row: VersionRow<V>): Promise<void>;
};

export type VersionedSubject<V> = {
  /** For "… not found". */
  name: string;
  /** The audit entries' entity type. */
  entityType: string;
  actions: { propose: AuditActionValue; approve: AuditActionValue; reject: AuditActionValue };
  store: (q: Queryable, subjectId: number) => VersionStore<V>;
  /** The value as the audit log shows it (rupees at the edge). */
  audited: (value: V) => unknown;
  /** The audit entries' name for the value ('value' unless given; product terms: 'terms'). */
  auditKey?: string;
  /** Said when the proposal was edited from an older version. */
  staleMessage: string;
};

type Actor = OperatorActor & { operatorId: number };

/**
 * Maker-checker versions of a setting, shared by product terms, decision rules and credit tiers:
 * an admin proposes a version edited from the approved one (pending, nothing changes), a
 * different admin approves it (the earlier version is superseded and the new one applied in the
 * same transaction) or rejects it. The subject is locked while its versions change, so a stale
 * edit, a second proposal or two decisions at once are refused rather than lost. Every proposal
 * and decision is audited with the approved value before and the proposed one after.
 */
export function createVersionedChanges<V>(
  deps: { db: Database; clock: Clock },
  subject: VersionedSubject<V>,
) {
  const { db, clock } = deps;
  const audited = (row: VersionRow<V> | null) =>
    row
      ? { version: row.version, [subject.auditKey ?? 'value']: subject.audited(row.value) }
      : null;

  return {
    async list(subjectId: number): Promise<VersionRow<V>[]> {
      const store = subject.store(db, subjectId);
      if (!(await store.subjectExists())) throw notFound(subject.name);
      return store.list();
    },

    async propose(
      subjectId: number,
      proposal: { value: V; baseVersion: number; reason: string },
      actor: Actor,
    ): Promise<VersionRow<V>> {
      const at = clock.now();
      return db.transaction(async (tx) => {
        const store = subject.store(tx, subjectId);
        if (!(await store.lockSubject())) throw notFound(subject.name);
        const current = await store.withStatus('approved');
        if (!current || current.version !== proposal.baseVersion) {
          throw staleEdit(subject.staleMessage);
        }
        if (await store.withStatus('pending')) throw failed(PROPOSAL_PENDING, 409);
        const row = await store.insertPending({
          ...proposal,
          operatorId: actor.operatorId,
          username: actor.username,
          at,
        });
        await recordAudit(tx, {
          actor,
          action: subject.actions.propose,
          at,
          entityType: subject.entityType,
          entityId: subjectId,
          before: audited(current),
          after: { ...audited(row), reason: row.reason },
        });
        return row;
      });
    },

    async decide(
      subjectId: number,
      version: number,
      actor: Actor,
      decision: { approve: boolean; reason: string | null },
    ): Promise<VersionRow<V>> {
      const at = clock.now();
      return db.transaction(async (tx) => {
        const store = subject.store(tx, subjectId);
        if (!(await store.lockSubject())) throw notFound(subject.name);
        const row = await store.find(version, true);
        if (!row) throw notFound('Version');
        if (row.status !== 'pending') throw failed(`This version is already ${row.status}`, 409);
        if (decision.approve && row.proposed_by === actor.operatorId) {
          throw failed(SECOND_ADMIN, 403);
        }
        const current = await store.withStatus('approved');
        const decided = {
          operatorId: actor.operatorId,
          username: actor.username,
          reason: decision.reason,
          at,
        };
        if (!decision.approve) {
          const rejected = await store.decide(row.id, { status: 'rejected', ...decided });
          await recordAudit(tx, {
            actor,
            action: subject.actions.reject,
            at,
            entityType: subject.entityType,
            entityId: subjectId,
            before: audited(current),
            after: { ...audited(row), reason: decision.reason },
          });
          return rejected;
        }
        if (current?.version !== row.base_version) throw staleEdit(subject.staleMessage);
        // The earlier version keeps who approved it and when.
        if (current) await store.supersede(current.id);
        const approved = await store.decide(row.id, { status: 'approved', ...decided });
        await store.apply(approved);
        await recordAudit(tx, {
          actor,
          action: subject.actions.approve,
          at,
          entityType: subject.entityType,
          entityId: subjectId,
          before: audited(current),
          after: audited(approved),
        });
        return approved;
      });
    },
  };
}
export type VersionedChanges<V> = ReturnType<typeof createVersionedChanges<V>>;

/** A stored version as the operator API shows it, its value converted by `present`. */
export function presentVersion<V, P>(row: VersionRow<V>, present: (value: V) => P) {
  return {
    id: row.id,
    version: row.version,
    value: present(row.value),
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

/** Rows from either engine: bigint ids as strings on one, dates as strings on the other. */
export function normaliseVersionRow<V>(
  row: Omit<VersionRow<unknown>, 'value'>,
  value: V,
): VersionRow<V> {
  return {
    ...row,
    value,
    id: Number(row.id),
    version: Number(row.version),
    base_version: row.base_version === null ? null : Number(row.base_version),
    proposed_by: row.proposed_by === null ? null : Number(row.proposed_by),
    decided_by: row.decided_by === null ? null : Number(row.decided_by),
    proposed_at: new Date(row.proposed_at),
    decided_at: row.decided_at === null ? null : new Date(row.decided_at),
  };
}
