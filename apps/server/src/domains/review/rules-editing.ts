import type { DecisionRules } from '@saral/contract/api/operator';
import { AuditAction } from '@saral/contract/api/operator-admin';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { notFound } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import { recordAudit, type OperatorActor } from '../audit-log/audit-log';
import { createDecisionRulesRepository } from './decision-rules';

/** An operator's username alone (scripts, tests) or the operator with id and address. */
export type Actor = string | OperatorActor;
export const toActor = (actor: Actor): OperatorActor =>
  typeof actor === 'string' ? { operatorId: null, username: actor, ip: null } : actor;

type Deps = { db: Database; clock: Clock; log: Pick<FastifyBaseLogger, 'info'> };

/** Operators read and replace a product's decision rules (part of the review service). */
export function createRulesEditing({ db, clock, log }: Deps) {
  return {
    async getRules(productId: number): Promise<DecisionRules> {
      const repository = createDecisionRulesRepository(db);
      if (!(await repository.productExists(productId))) throw notFound('Product');
      return (await repository.forProduct(productId)).rules;
    },

    /** Saves the rules and their audit entry (before and after) together. */
    async saveRules(productId: number, rules: DecisionRules, by: Actor): Promise<DecisionRules> {
      const actor = toActor(by);
      const saved = await db.transaction(async (tx) => {
        const repository = createDecisionRulesRepository(tx);
        if (!(await repository.productExists(productId))) throw notFound('Product');
        const before = await repository.forProduct(productId);
        const at = clock.now();
        const after = await repository.save(productId, rules, at);
        await recordAudit(tx, {
          actor,
          action: AuditAction.decisionRulesChange,
          at,
          entityType: 'product',
          entityId: productId,
          before: before.rules,
          after,
        });
        return after;
      });
      log.info({ productId, by: actor.username, rules: saved }, 'decision rules changed');
      return saved;
    },
  };
}
