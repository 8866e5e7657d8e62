import { AUTOMATIC_DENIAL_CATEGORY, type Application } from '@saral/contract/api/operator';
import { AuditAction } from '@saral/contract/api/operator-admin';
import { paiseToRupees } from '@saral/contract/money';
import { OrderState } from '@saral/contract/order-states';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { failed, notFound } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import { repriceOrder } from '../orders/order-repricing';
import { createReviewQueueRepository } from '../orders/review-queue-repository';
import { recordAudit } from '../audit-log/audit-log';
import { listApplicationsOf } from './application-list';
import type { Notify } from '../../shared/borrower-notify';
import { assessRisk } from '../risk/risk-service';
import { toActor, type Actor } from './rules-editing';
import { createRulesEditing } from './rules-editing';
import { decisionReason } from './rule-checks';
import {
  approvedAmount,
  evaluateApplication,
  recordDecision,
  type ReviewDecision,
} from './review-decision';
export type ReviewLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
type Deps = {
  db: Database;
  clock: Clock;
  log: ReviewLog;
  /** Borrower notifications: approved (amount, how to get it) or denied (why, when again). */
  notify?: Notify;
};

/** decided_by of the automatic review; operators' usernames are used otherwise. */
export const RULES_DECIDER = 'rules';
export const ALREADY_DECIDED = 'This application was already decided';
/** Orders decided per run at most, so one tick never holds the scheduler for long. */
const DEFAULT_BATCH_LIMIT = 100;

export type ReviewRunSummary = {
  approved: number[];
  denied: number[];
  /** Manual products: checks stored for the operator, nothing decided. */
  checked: number[];
  /** Orders whose review threw (logged; retried on the next run). */
  errored: number[];
};

/**
 * Reviews applications (state 1): the automatic review decides by the product's rules once
 * decide_after has passed; operators approve or deny by hand. Every decision is recorded in
 * order_decisions, and state changes are conditional on state 1, so a decision happens once
 * however many processes and operators race for it.
 */
export function createReviewService({ db, clock, log, notify }: Deps) {
  async function decideByOperator(
    orderId: number,
    decision: ReviewDecision,
    by: Actor,
    reason: string,
    options: { amountRupees?: number; category?: string } = {},
  ): Promise<Application> {
    const { amountRupees, category = null } = options;
    const actor = toActor(by);
    const operator = actor.username;
    await db.transaction(async (tx) => {
      // Waits for a scheduler holding the row, then sees its decision.
      const order = await createReviewQueueRepository(tx).lock(orderId);
      if (!order) throw notFound('Application');
      if (order.state !== OrderState.auditing) throw failed(ALREADY_DECIDED);
      const now = clock.now();
      const { stored, checks } = await evaluateApplication(tx, order, now, log);
      let approvedAmountPaise: number | null = null;
      if (decision === 'approve') {
        approvedAmountPaise = approvedAmount(order, amountRupees);
        if (approvedAmountPaise !== Number(order.loan_amount_paise)) {
          await repriceOrder(tx, order, approvedAmountPaise, now);
        }
      }
      const recorded = await recordDecision(tx, notify, {
        orderId,
        decision,
        by: operator,
        reason,
        category,
        checks,
        rulesVersion: stored.version,
        approvedAmountPaise,
        at: now,
      });
      if (!recorded) throw failed(ALREADY_DECIDED);
      await recordAudit(tx, {
        actor,
        action:
          decision === 'approve' ? AuditAction.applicationApprove : AuditAction.applicationDeny,
        at: now,
        entityType: 'order',
        entityId: orderId,
        before: { state: order.state, amount: paiseToRupees(Number(order.loan_amount_paise)) },
        after: {
          state: decision === 'approve' ? OrderState.pass : OrderState.denied,
          reason,
          ...(category === null ? {} : { category }),
          ...(approvedAmountPaise === null ? {} : { amount: paiseToRupees(approvedAmountPaise) }),
        },
      });
    });
    log.info({ orderId, decision, by: operator }, 'application decided by an operator');
    const [application] = await listApplications({ orderId, limit: 1 });
    if (!application) throw notFound('Application');
    return application;
  }

  const listApplications = (query: {
    state?: number | undefined;
    limit: number;
    orderId?: number;
  }) => listApplicationsOf(db, query);

  return {
    listApplications,

    /**
     * One pass of the automatic review at `now`: every due order of an automatic product is
     * decided (approved when all rules pass); due orders of manual products get their checks.
     * Each order is claimed and decided in its own short transaction.
     */
    async runDueReviews(
      now: Date = clock.now(),
      batchLimit = DEFAULT_BATCH_LIMIT,
    ): Promise<ReviewRunSummary> {
      const summary: ReviewRunSummary = { approved: [], denied: [], checked: [], errored: [] };
      for (let count = 0; count < batchLimit; count += 1) {
        // Set inside the transaction: which order a failure belongs to.
        const claim: { id: number | null } = { id: null };
        try {
          const done = await db.transaction(async (tx) => {
            const queue = createReviewQueueRepository(tx);
            const order = await queue.claimNextDue(now, summary.errored);
            if (!order) return false;
            const orderId = Number(order.id);
            claim.id = orderId;
            const { stored, checks } = await evaluateApplication(tx, order, now, log);
            // Checks kept for a person to decide by, with the rules version that made them.
            const forOperator = { onlyWhileAuditing: true, rulesVersion: stored.version };
            // The fraud check's signals, stored for operators; their actions may decide first.
            const risk = await assessRisk(tx, orderId, now);
            if (
              stored.rules.mode === 'automatic' &&
              risk.deny.length === 0 &&
              risk.review.length > 0 &&
              checks.every((check) => check.passed)
            ) {
              // The rules would approve, but a signal's action is "review": a person decides.
              await queue.saveChecks(order.id, checks, forOperator);
              await queue.clearDecideAfter(order.id);
              summary.checked.push(orderId);
              return true;
            }
            if (stored.rules.mode === 'manual' && risk.deny.length === 0) {
              await queue.saveChecks(order.id, checks, forOperator);
              // Rules that do not validate would be claimed again every tick; hand it to a person.
              if (!stored.valid) {
                await queue.clearDecideAfter(order.id);
              }
              summary.checked.push(orderId);
              return true;
            }
            const refusedByRisk = risk.deny.length > 0;
            const decision: ReviewDecision =
              !refusedByRisk && checks.every((check) => check.passed) ? 'approve' : 'deny';
            const recorded = await recordDecision(tx, notify, {
              orderId: order.id,
              decision,
              by: RULES_DECIDER,
              reason: refusedByRisk
                ? `Risk check: ${risk.deny.join(', ')}`
                : decisionReason(checks),
              category: decision === 'deny' ? AUTOMATIC_DENIAL_CATEGORY : null,
              checks,
              rulesVersion: stored.version,
              approvedAmountPaise: decision === 'approve' ? Number(order.loan_amount_paise) : null,
              at: now,
            });
            if (recorded) summary[decision === 'approve' ? 'approved' : 'denied'].push(orderId);
            return true;
          });
          if (!done) break;
        } catch (error) {
          // Nothing was claimed: the database itself failed, so let the caller log it once.
          if (claim.id === null) throw error;
          log.error({ err: error, orderId: claim.id }, 'automatic review of an order failed');
          summary.errored.push(claim.id);
        }
      }
      if (summary.approved.length + summary.denied.length > 0) {
        log.info(
          { approved: summary.approved, denied: summary.denied },
          'automatic review decided applications',
        );
      }
      return summary;
    },

    approve(
      orderId: number,
      body: { amount?: number | undefined; reason: string },
      by: Actor,
    ): Promise<Application> {
      return decideByOperator(orderId, 'approve', by, body.reason, {
        ...(body.amount === undefined ? {} : { amountRupees: body.amount }),
      });
    },

    deny(
      orderId: number,
      body: { category: string; reason?: string | undefined },
      by: Actor,
    ): Promise<Application> {
      return decideByOperator(orderId, 'deny', by, body.reason ?? body.category, {
        category: body.category,
      });
    },

    ...createRulesEditing({ db, clock, log }),
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
