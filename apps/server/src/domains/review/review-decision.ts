import { AUTOMATIC_DENIAL_CATEGORY } from '@saral/contract/api/operator';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@saral/contract/money';
import { OrderState } from '@saral/contract/order-states';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database';
import { failed } from '../../shared/app-error';
import { NotificationEvent, type Notify } from '../../shared/borrower-notify';
import { StaleOrderStateError, transition } from '../orders/order-state-machine';
import {
  createReviewQueueRepository,
  type ApplicationRow,
} from '../orders/review-queue-repository';
import { createDecisionRulesRepository } from './decision-rules';
import { checkRules, loadReviewFacts, type RuleResult } from './rule-checks';

/**
 * The steps both the automatic review and operators' decisions share: checking an application
 * against its product's rules, recording a decision once, and validating an approved amount.
 */

export type ReviewDecision = 'approve' | 'deny';

/** The product's stored rules and the application's checks against them at `now`. */
export async function evaluateApplication(
  tx: Queryable,
  order: ApplicationRow,
  now: Date,
  log: Pick<FastifyBaseLogger, 'warn'>,
) {
  const stored = await createDecisionRulesRepository(tx).forProduct(order.product_id);
  if (!stored.valid) {
    log.warn({ productId: order.product_id }, 'stored decision rules are invalid; manual review');
  }
  const facts = await loadReviewFacts(tx, {
    id: order.id,
    userId: order.user_id,
    bankCardId: order.bank_card_id,
    amountPaise: Number(order.loan_amount_paise),
  });
  return { stored, checks: checkRules(facts, stored.rules, now) };
}

/** The state change and its record; false when the order had already left state 1. */
export async function recordDecision(
  tx: Queryable,
  notify: Notify | undefined,
  input: {
    orderId: number;
    decision: ReviewDecision;
    by: string;
    reason: string;
    /** Denials: the reason category the borrower is told. */
    category: string | null;
    checks: RuleResult[];
    /** The decision-rules version the checks were made by. */
    rulesVersion: number | null;
    approvedAmountPaise: number | null;
    at: Date;
  },
): Promise<boolean> {
  try {
    await transition(tx, {
      orderId: input.orderId,
      from: OrderState.auditing,
      to: input.decision === 'approve' ? OrderState.pass : OrderState.denied,
      actor: input.by,
      reason: input.reason,
      at: input.at,
    });
  } catch (error) {
    if (error instanceof StaleOrderStateError) return false;
    throw error;
  }
  await createReviewQueueRepository(tx).saveChecks(input.orderId, input.checks, {
    onlyWhileAuditing: false,
    rulesVersion: input.rulesVersion,
  });
  await tx.query(
    `INSERT INTO order_decisions
       (order_id, decision, decided_by, reason, approved_amount_paise, created_at, reason_category)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      input.orderId,
      input.decision,
      input.by,
      input.reason,
      input.approvedAmountPaise,
      input.at,
      input.decision === 'deny' ? input.category : null,
    ],
  );
  await notify?.(
    tx,
    input.decision === 'approve'
      ? { orderId: input.orderId, event: NotificationEvent.approved }
      : {
          orderId: input.orderId,
          event: NotificationEvent.denied,
          // The category the borrower is told, the same one the order detail shows.
          data: { reasonCategory: input.category ?? AUTOMATIC_DENIAL_CATEGORY },
        },
  );
  return true;
}

/** The approved amount in paise, or a message saying why it cannot be approved. */
export function approvedAmount(order: ApplicationRow, amountRupees: number | undefined): number {
  const applied = Number(order.loan_amount_paise);
  if (amountRupees === undefined) return applied;
  const paise = rupeesToPaise(amountRupees);
  if (Math.abs(amountRupees * 100 - paise) > 1e-6) {
    throw failed('The amount can have at most 2 decimals');
  }
  if (paise <= 0) throw failed('The amount must be more than zero');
  if (paise > applied) {
    throw failed(
      `The approved amount cannot be more than the ${formatRupees(paiseToRupees(applied))} applied for`,
    );
  }
  return paise;
}
