import { AuditAction } from '@saral/contract/api/operator-admin';
import type { OperatorRoleValue } from '@saral/contract/api/operator';
import {
  complaintDueAt,
  isPendingComplaint,
  mayMoveComplaint,
  type ComplaintCreateBody,
  type ComplaintDetail,
  type ComplaintListQuery,
  type ComplaintListResponse,
  type ComplaintStatus,
  type ComplaintStatusBody,
} from '@saral/contract/api/ops-complaints';
import { ErrorCode } from '@saral/contract/error-codes';
import { toWirePhone } from '@saral/contract/field-rules';
import type { Database, Queryable } from '../../db/database';
import { AppError, failed, notFound } from '../../shared/app-error';
import { formatIndiaTime, type Clock } from '../../shared/clock';
import { recordAudit, type OperatorActor } from '../audit-log/audit-log';
import { orderNumbers, orderReference } from '../orders/order-references';
import {
  complaintDetailOf,
  complaintItemOf,
  decodeComplaintCursor,
  encodeComplaintCursor,
} from './complaint-view';
import { createComplaintsRepository } from './complaints-repository';

export const ComplaintMessage = {
  noBorrower: 'No borrower with this phone',
  notTheirOrder: 'The order is not this borrower’s',
  future: 'receivedAt must not be in the future',
  stale: 'The complaint changed since you read it; reload it and try again',
  notPending: 'Only an open or in-progress complaint can be assigned',
  noOperator: 'No active operator with this id',
} as const;

const refusedMove = (from: ComplaintStatus, to: ComplaintStatus) =>
  failed(`A complaint that is ${from} cannot become ${to}`, 409);

function operatorIdOf(actor: OperatorActor): number {
  if (actor.operatorId === null) throw new Error('a complaint change needs a signed-in operator');
  return actor.operatorId;
}

async function detailOf(q: Queryable, id: number, now: Date, role: OperatorRoleValue) {
  const repository = createComplaintsRepository(q);
  const row = await repository.find(id);
  if (!row) throw notFound('Complaint');
  const [numbers, events] = await Promise.all([
    orderNumbers(q, row.order_id === null ? [] : [row.order_id]),
    repository.eventsOf(id),
  ]);
  const orderNo = row.order_id === null ? null : (numbers.get(row.order_id) ?? null);
  return complaintDetailOf(row, orderNo, events, now, role);
}

/**
 * Borrowers' complaints for operators (/ops/v1/complaints): recorded by phone or order, listed
 * oldest due first with the 30-day clock, assigned and moved through their statuses. Each change
 * writes a history event and an audit entry in the transaction of the change.
 */
export function createComplaintsService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async create(
      body: ComplaintCreateBody,
      actor: OperatorActor,
      role: OperatorRoleValue,
    ): Promise<ComplaintDetail> {
      const at = clock.now();
      const receivedAt = body.receivedAt ? new Date(body.receivedAt) : at;
      if (receivedAt.getTime() > at.getTime()) throw failed(ComplaintMessage.future);
      const operatorId = operatorIdOf(actor);
      const id = await db.transaction(async (tx) => {
        const repository = createComplaintsRepository(tx);
        const byPhone =
          body.phone === undefined
            ? null
            : await repository.borrowerIdByPhone(toWirePhone(body.phone));
        if (body.phone !== undefined && byPhone === null) {
          throw new AppError(ErrorCode.notFound, ComplaintMessage.noBorrower, 404);
        }
        const order = body.orderId === undefined ? null : await orderReference(tx, body.orderId);
        if (body.orderId !== undefined && !order) throw notFound('Order');
        if (order && byPhone !== null && order.userId !== byPhone) {
          throw failed(ComplaintMessage.notTheirOrder);
        }
        const userId = order?.userId ?? byPhone;
        if (userId === null) throw failed(ComplaintMessage.noBorrower);
        const complaintId = await repository.insert({
          userId,
          orderId: order?.orderId ?? null,
          category: body.category,
          channel: body.channel,
          description: body.description,
          receivedAt,
          dueAt: complaintDueAt(receivedAt),
          createdBy: operatorId,
          at,
        });
        await repository.addEvent({
          complaintId,
          at,
          operatorId,
          username: actor.username,
          kind: 'created',
          detail: `Received by ${body.channel} on ${formatIndiaTime(receivedAt)}; ${body.category}`,
        });
        await recordAudit(tx, {
          actor,
          action: AuditAction.complaintCreate,
          at,
          entityType: 'complaint',
          entityId: complaintId,
          after: {
            userId,
            orderId: order?.orderId ?? null,
            category: body.category,
            channel: body.channel,
            receivedAt: receivedAt.toISOString(),
          },
        });
        return complaintId;
      });
      return detailOf(db, id, at, role);
    },

    async list(query: ComplaintListQuery, role: OperatorRoleValue): Promise<ComplaintListResponse> {
      const now = clock.now();
      const rows = await createComplaintsRepository(db).search({
        ...(query.status ? { status: query.status } : {}),
        ...(query.overdue ? { overdueAt: now } : {}),
        ...(query.cursor ? { after: decodeComplaintCursor(query.cursor) } : {}),
        limit: query.limit,
      });
      const page = rows.slice(0, query.limit);
      const numbers = await orderNumbers(
        db,
        page.flatMap((row) => (row.order_id === null ? [] : [row.order_id])),
      );
      const last = page[page.length - 1];
      return {
        items: page.map((row) =>
          complaintItemOf(
            row,
            row.order_id === null ? null : (numbers.get(row.order_id) ?? null),
            now,
            role,
          ),
        ),
        nextCursor: rows.length > query.limit && last ? encodeComplaintCursor(last) : null,
      };
    },

    detail: (id: number, role: OperatorRoleValue): Promise<ComplaintDetail> =>
      detailOf(db, id, clock.now(), role),

    async assign(
      id: number,
      body: { operatorId: number; expectedStatus: ComplaintStatus },
      actor: OperatorActor,
      role: OperatorRoleValue,
    ): Promise<ComplaintDetail> {
      const at = clock.now();
      const operatorId = operatorIdOf(actor);
      await db.transaction(async (tx) => {
        const repository = createComplaintsRepository(tx);
        const status = await repository.lockStatus(id);
        if (status === null) throw notFound('Complaint');
        if (status !== body.expectedStatus) throw failed(ComplaintMessage.stale, 409);
        if (!isPendingComplaint(status)) throw failed(ComplaintMessage.notPending, 409);
        if (!(await repository.activeOperatorExists(body.operatorId))) {
          throw failed(ComplaintMessage.noOperator);
        }
        const before = (await repository.find(id))?.assigned_to ?? null;
        await repository.assign(id, body.operatorId);
        const assignee = (await repository.find(id))?.assigned_username ?? '';
        await repository.addEvent({
          complaintId: id,
          at,
          operatorId,
          username: actor.username,
          kind: 'assigned',
          detail: `Assigned to ${assignee}`,
        });
        await recordAudit(tx, {
          actor,
          action: AuditAction.complaintAssign,
          at,
          entityType: 'complaint',
          entityId: id,
          before: { assignedTo: before },
          after: { assignedTo: body.operatorId },
        });
      });
      return detailOf(db, id, at, role);
    },

    async changeStatus(
      id: number,
      body: ComplaintStatusBody,
      actor: OperatorActor,
      role: OperatorRoleValue,
    ): Promise<ComplaintDetail> {
      const at = clock.now();
      const operatorId = operatorIdOf(actor);
      await db.transaction(async (tx) => {
        const repository = createComplaintsRepository(tx);
        const status = await repository.lockStatus(id);
        if (status === null) throw notFound('Complaint');
        if (status !== body.expectedStatus) throw failed(ComplaintMessage.stale, 409);
        if (!mayMoveComplaint(status, body.status)) throw refusedMove(status, body.status);
        const resolved = body.status === 'resolved';
        const resolution = resolved ? (body.resolution ?? null) : null;
        await repository.setStatus(id, {
          status: body.status,
          resolution,
          resolvedAt: resolved ? at : null,
        });
        const event = { complaintId: id, at, operatorId, username: actor.username };
        await repository.addEvent({
          ...event,
          kind: 'status',
          detail: resolution
            ? `${status} → ${body.status}: ${resolution}`
            : `${status} → ${body.status}`,
        });
        if (body.note) await repository.addEvent({ ...event, kind: 'note', detail: body.note });
        await recordAudit(tx, {
          actor,
          action: AuditAction.complaintStatus,
          at,
          entityType: 'complaint',
          entityId: id,
          before: { status },
          after: { status: body.status, resolution, note: body.note ?? null },
        });
      });
      return detailOf(db, id, at, role);
    },
  };
}
export type ComplaintsService = ReturnType<typeof createComplaintsService>;
