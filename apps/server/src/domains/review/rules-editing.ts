import { decisionRulesSchema, type DecisionRules } from '@saral/contract/api/operator';
import { AuditAction } from '@saral/contract/api/operator-admin';
import type {
  DecisionRulesVersion,
  ProposeDecisionRulesBody,
} from '@saral/contract/api/ops-versions';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/database';
import { notFound } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import type { OperatorActor } from '../audit-log/audit-log';
import { settingVersionStore } from '../versioning/setting-version-repository';
import { createVersionedChanges, presentVersion } from '../versioning/versioned-changes';
import { createDecisionRulesRepository, parseStoredRules } from './decision-rules';

/** An operator's username alone (scripts, tests) or the operator with id and address. */
export type Actor = string | OperatorActor;
export const toActor = (actor: Actor): OperatorActor =>
  typeof actor === 'string' ? { operatorId: null, username: actor, ip: null } : actor;

export const RULES_STALE_EDIT =
  'These rules were edited from an older version: someone changed them since. Reload and edit the current rules.';

type Deps = { db: Database; clock: Clock; log: Pick<FastifyBaseLogger, 'info'> };
type Admin = OperatorActor & { operatorId: number };

/** One product's decision-rules versions; an approval writes product_decision_rules. */
function decisionRulesStore(q: Queryable, productId: number) {
  const rules = createDecisionRulesRepository(q);
  return settingVersionStore<DecisionRules>(
    q,
    { subject: 'decision-rules', subjectId: productId },
    {
      lock: async () =>
        (await q.query('SELECT 1 FROM products WHERE id = $1 FOR UPDATE', [productId])).length > 0,
      exists: () => rules.productExists(productId),
      apply: async (row) => {
        await rules.save(productId, row.value, row.decided_at ?? new Date(), row.version);
      },
      // Stored rules over the defaults, as the review reads them.
      parse: (stored) => parseStoredRules(stored).rules,
    },
  );
}

const present = (row: Parameters<typeof presentVersion<DecisionRules, DecisionRules>>[0]) =>
  presentVersion(row, (value) => decisionRulesSchema.parse(value)) as DecisionRulesVersion;

/**
 * Operators read a product's decision rules and change them in versions: an admin proposes, a
 * second admin approves (the review decides by the approved version from then on) or rejects.
 */
export function createRulesEditing({ db, clock, log }: Deps) {
  const changes = createVersionedChanges<DecisionRules>(
    { db, clock },
    {
      name: 'Product',
      entityType: 'product',
      actions: {
        propose: AuditAction.decisionRulesPropose,
        approve: AuditAction.decisionRulesApprove,
        reject: AuditAction.decisionRulesReject,
      },
      store: decisionRulesStore,
      audited: (rules) => rules,
      staleMessage: RULES_STALE_EDIT,
    },
  );

  return {
    async getRules(productId: number): Promise<DecisionRules> {
      const repository = createDecisionRulesRepository(db);
      if (!(await repository.productExists(productId))) throw notFound('Product');
      return (await repository.forProduct(productId)).rules;
    },

    async listRuleVersions(productId: number): Promise<DecisionRulesVersion[]> {
      return (await changes.list(productId)).map(present);
    },

    async proposeRules(
      productId: number,
      body: ProposeDecisionRulesBody,
      actor: Admin,
    ): Promise<DecisionRulesVersion> {
      return present(await changes.propose(productId, body, actor));
    },

    async decideRules(
      productId: number,
      version: number,
      actor: Admin,
      decision: { approve: boolean; reason: string | null },
    ): Promise<DecisionRulesVersion> {
      const decided = await changes.decide(productId, version, actor, decision);
      if (decided.status === 'approved') {
        log.info(
          { productId, version, by: actor.username, rules: decided.value },
          'decision rules approved',
        );
      }
      return present(decided);
    },
  };
}
