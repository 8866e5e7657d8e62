import { AuditAction } from '@saral/contract/api/operator-admin';
import type {
  CreditTiers,
  CreditTiersVersion,
  ProposeCreditTiersBody,
} from '@saral/contract/api/ops-versions';
import { LOAN_TIERS } from '@saral/contract/constants';
import type { CreditTierRange } from '@saral/contract/loan-math';
import { paiseToRupees, rupeesToPaise } from '@saral/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/database';
import type { Clock } from '../../shared/clock';
import type { OperatorActor } from '../audit-log/audit-log';
import {
  approvedSettingValue,
  settingVersionStore,
} from '../versioning/setting-version-repository';
import {
  createVersionedChanges,
  presentVersion,
  type VersionRow,
} from '../versioning/versioned-changes';

/** A tier as stored (setting_versions, subject 'credit-tiers'): amounts in paise. */
export type StoredCreditTier = { loans: number; minPaise: number; maxPaise: number };

const KEY = { subject: 'credit-tiers', subjectId: 0 } as const;

export const TIERS_STALE_EDIT =
  'These tiers were edited from an older version: someone changed them since. Reload and edit the current tiers.';

const parseStored = (stored: unknown): StoredCreditTier[] =>
  (Array.isArray(stored) ? (stored as StoredCreditTier[]) : []).map((tier) => ({
    loans: Number(tier.loans),
    minPaise: Number(tier.minPaise),
    maxPaise: Number(tier.maxPaise),
  }));

export const tiersOf = (stored: readonly StoredCreditTier[]): CreditTiers =>
  stored.map((tier) => ({
    loans: tier.loans,
    minRupees: paiseToRupees(tier.minPaise),
    maxRupees: paiseToRupees(tier.maxPaise),
  }));

const storedOf = (tiers: CreditTiers): StoredCreditTier[] =>
  tiers.map((tier) => ({
    loans: tier.loans,
    minPaise: rupeesToPaise(tier.minRupees),
    maxPaise: rupeesToPaise(tier.maxRupees),
  }));

/**
 * The approved credit tiers, the ones applying, the credit limit and the review's tier rule use.
 * The seed's tiers (LOAN_TIERS) apply only where no version exists.
 */
export async function readCreditTiers(q: Queryable): Promise<readonly CreditTierRange[]> {
  const approved = await approvedSettingValue(q, KEY);
  const tiers = approved ? tiersOf(parseStored(approved.value)) : [];
  return tiers.length > 0 ? tiers : LOAN_TIERS;
}

/** The tiers' versions: the approved version row is the lock (the migration adds version 1). */
function creditTiersStore(q: Queryable) {
  const approvedRow = async (lock: boolean) =>
    (
      await q.query(
        `SELECT 1 FROM setting_versions WHERE subject = $1 AND subject_id = $2
         AND status = 'approved' ${lock ? 'FOR UPDATE' : ''}`,
        [KEY.subject, KEY.subjectId],
      )
    ).length > 0;
  return settingVersionStore<StoredCreditTier[]>(q, KEY, {
    lock: () => approvedRow(true),
    exists: () => approvedRow(false),
    // Everything reads the approved version itself: nothing else to write.
    apply: async () => {},
    parse: parseStored,
  });
}

type Admin = OperatorActor & { operatorId: number };
const present = (row: VersionRow<StoredCreditTier[]>) =>
  presentVersion(row, tiersOf) as CreditTiersVersion;

/** Credit tiers in versions: an admin proposes, a second admin approves or rejects. */
export function createCreditTierService(deps: {
  db: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info'>;
}) {
  const changes = createVersionedChanges<StoredCreditTier[]>(deps, {
    name: 'Credit tiers',
    entityType: 'credit-tiers',
    actions: {
      propose: AuditAction.creditTiersPropose,
      approve: AuditAction.creditTiersApprove,
      reject: AuditAction.creditTiersReject,
    },
    store: (q) => creditTiersStore(q),
    audited: tiersOf,
    staleMessage: TIERS_STALE_EDIT,
  });
  return {
    async list(): Promise<CreditTiersVersion[]> {
      return (await changes.list(KEY.subjectId)).map(present);
    },

    async propose(body: ProposeCreditTiersBody, actor: Admin): Promise<CreditTiersVersion> {
      const proposal = { ...body, value: storedOf(body.value) };
      return present(await changes.propose(KEY.subjectId, proposal, actor));
    },

    async decide(
      version: number,
      actor: Admin,
      decision: { approve: boolean; reason: string | null },
    ): Promise<CreditTiersVersion> {
      const decided = await changes.decide(KEY.subjectId, version, actor, decision);
      if (decided.status === 'approved') {
        deps.log.info(
          { version, by: actor.username, tiers: decided.value },
          'credit tiers approved',
        );
      }
      return present(decided);
    },
  };
}
export type CreditTierService = ReturnType<typeof createCreditTierService>;
