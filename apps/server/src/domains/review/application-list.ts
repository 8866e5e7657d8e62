import type { Application } from '@saral/contract/api/operator';
import { maskPhone } from '@saral/contract/field-rules';
import { paiseToRupees } from '@saral/contract/money';
import type { Queryable } from '../../db/database';
import { createReviewQueueRepository } from '../orders/review-queue-repository';
import type { RuleResult } from './rule-checks';

/** Applications as operators list them: the order, its stored checks and every decision on it. */
export async function listApplicationsOf(
  db: Queryable,
  query: {
    state?: number | undefined;
    limit: number;
    orderId?: number;
  },
): Promise<Application[]> {
  const rows = await createReviewQueueRepository(db).list(query);
  if (rows.length === 0) return [];
  const decisions = await db.query<{
    order_id: number;
    decision: 'approve' | 'deny';
    decided_by: string;
    reason: string;
    reason_category: string | null;
    approved_amount_paise: number | null;
    created_at: Date;
  }>(
    `SELECT order_id, decision, decided_by, reason, reason_category, approved_amount_paise,
       created_at
     FROM order_decisions WHERE order_id = ANY($1::bigint[]) ORDER BY created_at, id`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => ({
    orderId: Number(row.id),
    orderNo: row.order_no ?? String(row.id),
    orderState: row.state,
    productId: Number(row.product_id),
    productName: row.product_name,
    phone: maskPhone(row.phone),
    loanAmount: paiseToRupees(Number(row.loan_amount_paise)),
    purpose: row.purpose,
    applyTime: new Date(row.created_at).toISOString(),
    checks: (row.checks ?? []) as RuleResult[],
    rulesVersion: row.rules_version === null ? null : Number(row.rules_version),
    decisions: decisions
      .filter((decision) => Number(decision.order_id) === Number(row.id))
      .map((decision) => ({
        decision: decision.decision,
        by: decision.decided_by,
        at: new Date(decision.created_at).toISOString(),
        reason: decision.reason,
        category: decision.reason_category,
        amount:
          decision.approved_amount_paise === null
            ? null
            : paiseToRupees(Number(decision.approved_amount_paise)),
      })),
  }));
}
