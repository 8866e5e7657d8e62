import { AuditAction } from '@saral/contract/api/operator-admin';
import type { FinanceRequest, FinanceRequestListQuery } from '@saral/contract/api/operator-finance';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@saral/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/database';
import { failed, notFound } from '../../shared/app-error';
import { istDay, type Clock } from '../../shared/clock';
import { pageOf } from '../../shared/keyset-cursor';
import { recordAudit, type OperatorActor } from '../audit-log/audit-log';
import { applyFeeWaiver, applyManualRepayment } from '../orders/operator-adjustments';
import { moneyOfOrderId } from '../orders/order-money';
import { createServicingRepository } from '../orders/servicing-repository';
import {
  createFinanceRequestRepository,
  type FinanceRequestRow,
  type NewFinanceRequest,
} from './finance-request-repository';

/**
 * Maker-checker for money operators move by hand: one finance operator asks (nothing is posted),
 * a different one approves (the orders module posts it, with the check of what is owed at that
 * moment) or rejects. The request row is locked while it is decided, so two approvals at once
 * post once.
 */

export const SECOND_OPERATOR = 'A second operator must approve';
type Actor = OperatorActor & { operatorId: number };

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

export function createFinanceRequestService(deps: {
  db: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { db, clock, log } = deps;

  async function toView(q: Queryable, rows: FinanceRequestRow[]): Promise<FinanceRequest[]> {
    const orders = await createServicingRepository(q).summaries(rows.map((row) => row.order_id));
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      orderId: row.order_id,
      orderNo: orders.get(row.order_id)?.orderNo ?? String(row.order_id),
      amount: paiseToRupees(row.amount_paise),
      bankReference: row.bank_reference,
      receivedOn: row.received_on,
      reason: row.reason,
      status: row.status,
      maker: row.maker_username,
      checker: row.checker_username,
      decisionReason: row.decision_reason,
      createdAt: row.created_at.toISOString(),
      decidedAt: row.decided_at?.toISOString() ?? null,
    }));
  }

  /** Checks the amount against the order now (the approval checks again) and records the ask. */
  async function create(
    request: Omit<NewFinanceRequest, 'makerId' | 'makerUsername' | 'at'>,
    actor: Actor,
  ): Promise<FinanceRequest> {
    const at = clock.now();
    const money = await moneyOfOrderId(db, request.orderId);
    if (!money) throw notFound('Order');
    const limit =
      request.kind === 'fee_waiver'
        ? Math.min(money.overdueFeePaise, money.owedPaise)
        : money.owedPaise;
    const what = request.kind === 'fee_waiver' ? 'overdue fees owed' : 'owed';
    if (request.amountPaise > limit) {
      throw failed(
        `The amount ${rupees(request.amountPaise)} is more than the ${rupees(limit)} ${what} now`,
        409,
      );
    }
    if (request.receivedOn !== null && request.receivedOn > istDay(at)) {
      throw failed('The transfer cannot be received after today (India time)');
    }
    return db.transaction(async (tx) => {
      const row = await createFinanceRequestRepository(tx).insert({
        ...request,
        makerId: actor.operatorId,
        makerUsername: actor.username,
        at,
      });
      if (!row) {
        throw failed(`The bank reference ${request.bankReference} is already recorded`, 409);
      }
      const [view] = await toView(tx, [row]);
      await recordAudit(tx, {
        actor,
        action: AuditAction.financeRequestCreate,
        at,
        entityType: 'finance-request',
        entityId: row.id,
        after: view,
      });
      if (!view) throw new Error('finance request view missing');
      return view;
    });
  }

  async function decide(
    id: number,
    actor: Actor,
    decision: { approve: boolean; reason: string | null },
  ): Promise<FinanceRequest> {
    const at = clock.now();
    return db.transaction(async (tx) => {
      const requests = createFinanceRequestRepository(tx);
      const row = await requests.lock(id);
      if (!row) throw notFound('Request');
      if (row.status !== 'pending') throw failed(`This request is already ${row.status}`, 409);
      if (decision.approve && row.maker_id === actor.operatorId) throw failed(SECOND_OPERATOR, 403);
      if (decision.approve) {
        const adjustment = {
          orderId: row.order_id,
          amountPaise: row.amount_paise,
          reference: `finance-request:${row.id}${row.bank_reference ? `:${row.bank_reference}` : ''}`,
          at,
          actor: actor.username,
        };
        if (row.kind === 'manual_repayment') await applyManualRepayment(tx, adjustment, log);
        else await applyFeeWaiver(tx, adjustment);
      }
      const decided = await requests.decide(id, {
        status: decision.approve ? 'approved' : 'rejected',
        checkerId: actor.operatorId,
        checkerUsername: actor.username,
        reason: decision.reason,
        at,
      });
      const [view] = await toView(tx, [decided]);
      await recordAudit(tx, {
        actor,
        action: decision.approve
          ? AuditAction.financeRequestApprove
          : AuditAction.financeRequestReject,
        at,
        entityType: 'finance-request',
        entityId: id,
        before: { status: 'pending' },
        after: view,
      });
      if (!view) throw new Error('finance request view missing');
      return view;
    });
  }

  return {
    requestManualRepayment: (
      body: { orderId: number; amount: number; bankReference: string; receivedOn: string },
      actor: Actor,
    ) =>
      create(
        {
          kind: 'manual_repayment',
          orderId: body.orderId,
          amountPaise: rupeesToPaise(body.amount),
          bankReference: body.bankReference,
          receivedOn: body.receivedOn,
          reason: null,
        },
        actor,
      ),
    requestFeeWaiver: (body: { orderId: number; amount: number; reason: string }, actor: Actor) =>
      create(
        {
          kind: 'fee_waiver',
          orderId: body.orderId,
          amountPaise: rupeesToPaise(body.amount),
          bankReference: null,
          receivedOn: null,
          reason: body.reason,
        },
        actor,
      ),
    approve: (id: number, actor: Actor) => decide(id, actor, { approve: true, reason: null }),
    reject: (id: number, reason: string, actor: Actor) =>
      decide(id, actor, { approve: false, reason }),
    async list(query: FinanceRequestListQuery) {
      const rows = await createFinanceRequestRepository(db).list(query);
      const { page, nextCursor } = pageOf(rows, query.limit, (row) => ({
        at: row.created_at,
        id: row.id,
      }));
      return { items: await toView(db, page), nextCursor };
    },
  };
}
export type FinanceRequestService = ReturnType<typeof createFinanceRequestService>;
