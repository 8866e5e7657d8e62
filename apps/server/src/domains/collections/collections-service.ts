import { AuditAction } from '@saral/contract/api/operator-admin';
import type { OperatorRoleValue } from '@saral/contract/api/operator';
import {
  CONTACTS_PER_BORROWER_PER_DAY,
  CollectionsMessage,
  PROMISE_MAX_DAYS_AHEAD,
  type CollectionDetail,
  type CollectionsQuery,
  type CollectionsResponse,
  type ContactBody,
  type PromiseBody,
} from '@saral/contract/api/ops-collections';
import { dpdBucketOf } from '@saral/contract/api/ops-dashboard';
import { paiseToRupees, rupeesToPaise } from '@saral/contract/money';
import type { Database, Queryable } from '../../db/database';
import { failed, notFound } from '../../shared/app-error';
import { addDays, istDay, istDayStart, type Clock } from '../../shared/clock';
import { recordAudit, type OperatorActor } from '../audit-log/audit-log';
import { phoneFor } from '../loan-desk/loan-search';
import {
  collectionOrderRow,
  collectionQueue,
  lockOrder,
  settlePromises,
  type CollectionOrderRow,
} from '../orders/collections-queries';
import { moneyOfOrder, withMoney } from '../orders/order-money';
import { NotificationEvent, type Notify } from '../../shared/borrower-notify';
import { createCollectionsRepository } from './collections-repository';
import {
  agentDetailsOf,
  collectionItemOf,
  collectionQueueSearchOf,
  contactOf,
  encodeCollectionsCursor,
  promiseOf,
  withinContactHours,
} from './collections-rules';

/**
 * Collections for operators (/ops/v1/collections): the queue of late loans, assignment to an
 * agent (the borrower is sent the agent's details through the notifications, once per
 * assignment), promises to pay (settled as kept or broken whenever they are read) and the
 * contacts log, within the hours and the contacts a day the fair-practice code allows. Every
 * change is in the audit log.
 */
export function createCollectionsService({
  db,
  clock,
  notify,
}: {
  db: Database;
  clock: Clock;
  notify: Notify;
}) {
  const today = () => istDay(clock.now());

  /** The order, which must be a paid-out loan past its due date. */
  async function lateOrder(q: Queryable, orderId: number): Promise<CollectionOrderRow> {
    const order = await collectionOrderRow(q, orderId, today());
    if (!order) throw notFound('Order');
    if (order.dpd === null || order.dpd < 1) throw failed(CollectionsMessage.notLate, 409);
    return order;
  }

  const operatorIdOf = (actor: OperatorActor): number => {
    if (actor.operatorId === null) throw new Error('collections need a signed-in operator');
    return actor.operatorId;
  };

  return {
    async queue(
      query: CollectionsQuery,
      operator: { id: number; role: OperatorRoleValue },
    ): Promise<CollectionsResponse> {
      await settlePromises(db, { today: today(), now: clock.now() });
      const rows = await collectionQueue(db, collectionQueueSearchOf(query, today(), operator.id));
      const page = rows.slice(0, query.limit);
      const last = page[page.length - 1];
      const priced = await withMoney(db, page);
      return {
        items: priced.map(({ order, money }) => collectionItemOf(order, money, operator.role)),
        nextCursor: rows.length > query.limit && last ? encodeCollectionsCursor(last) : null,
      };
    },

    async detail(orderId: number, role: OperatorRoleValue): Promise<CollectionDetail> {
      await settlePromises(db, { today: today(), now: clock.now(), orderIds: [orderId] });
      const order = await collectionOrderRow(db, orderId, today());
      if (!order) throw notFound('Order');
      const repository = createCollectionsRepository(db);
      const assignment = await repository.currentAssignment(orderId);
      const money = await moneyOfOrder(db, order);
      return {
        orderId: order.id,
        orderNo: order.order_no ?? String(order.id),
        borrowerName: order.borrower_name,
        phone: phoneFor(role, order.phone),
        owed: paiseToRupees(money.owedPaise),
        dueDate: order.due_date,
        daysPastDue: order.dpd,
        bucket: order.dpd === null ? null : dpdBucketOf(order.dpd),
        assignment: assignment && {
          agentId: assignment.agent_operator_id,
          agent: assignment.agent_username,
          agentName: assignment.agent_name,
          agentPhone: assignment.agent_phone,
          agentAgency: assignment.agent_agency,
          assignedBy: assignment.assigned_by_username,
          assignedAt: new Date(assignment.assigned_at).toISOString(),
          agentNotifiedAt: assignment.agent_notified_at
            ? new Date(assignment.agent_notified_at).toISOString()
            : null,
        },
        promises: (await repository.promisesOf(orderId)).map(promiseOf),
        contacts: (await repository.contactsOf(orderId)).map(contactOf),
      };
    },

    /**
     * Assigns the loan to an agent and sends the borrower the agent's details. Repeating the call
     * for the agent already assigned (and told of) changes nothing and sends nothing.
     */
    async assign(orderId: number, agentId: number, actor: OperatorActor): Promise<void> {
      const at = clock.now();
      await db.transaction(async (tx) => {
        if (!(await lockOrder(tx, orderId))) throw notFound('Order');
        const order = await lateOrder(tx, orderId);
        const repository = createCollectionsRepository(tx);
        const agent = await repository.operator(agentId);
        if (!agent || !agent.active || agent.role !== 'collections') {
          throw failed(CollectionsMessage.notAnAgent);
        }
        const details = agentDetailsOf(agent);
        if (!details) throw failed(CollectionsMessage.agentDetailsMissing, 409);
        const current = await repository.currentAssignment(orderId);
        if (current?.agent_operator_id === agentId && current.agent_notified_at) return;
        const assignmentId =
          current?.agent_operator_id === agentId
            ? current.id
            : await repository.insertAssignment({
                orderId,
                agentId,
                assignedBy: operatorIdOf(actor),
                at,
              });
        // The notice is queued with the assignment and goes out within contact hours.
        await notify(tx, {
          orderId: order.id,
          event: NotificationEvent.agentAssigned,
          occurrence: `assignment-${assignmentId}`,
          data: { agent: details },
        });
        await repository.markAgentNotified(assignmentId, at);
        await recordAudit(tx, {
          actor,
          action: AuditAction.collectionAssign,
          at,
          entityType: 'order',
          entityId: orderId,
          before: current
            ? { agentId: current.agent_operator_id, agent: current.agent_username }
            : null,
          after: {
            agentId,
            agent: agent.username,
            sentDetails: details,
            agentNotifiedAt: at.toISOString(),
          },
        });
      });
    },

    async promise(orderId: number, body: PromiseBody, actor: OperatorActor): Promise<void> {
      const at = clock.now();
      const day = today();
      if (body.promisedDate < day || body.promisedDate > addDays(day, PROMISE_MAX_DAYS_AHEAD)) {
        throw failed(`The promised date must be from today to ${PROMISE_MAX_DAYS_AHEAD} days on`);
      }
      await db.transaction(async (tx) => {
        if (!(await lockOrder(tx, orderId))) throw notFound('Order');
        const order = await lateOrder(tx, orderId);
        await settlePromises(tx, { today: day, now: at, orderIds: [orderId] });
        const amountPaise = rupeesToPaise(body.amount);
        const { owedPaise } = await moneyOfOrder(tx, order);
        if (amountPaise > owedPaise) {
          throw failed(
            `The promised amount must not be more than what is owed (₹${paiseToRupees(owedPaise)})`,
          );
        }
        const repository = createCollectionsRepository(tx);
        if ((await repository.promisesOf(orderId)).some((row) => row.status === 'open')) {
          throw failed(CollectionsMessage.promiseOpen, 409);
        }
        const id = await repository.insertPromise({
          orderId,
          amountPaise,
          promisedDate: body.promisedDate,
          createdBy: operatorIdOf(actor),
          at,
        });
        await recordAudit(tx, {
          actor,
          action: AuditAction.collectionPromise,
          at,
          entityType: 'order',
          entityId: orderId,
          after: { promiseId: id, amount: body.amount, promisedDate: body.promisedDate },
        });
      });
    },

    async contact(orderId: number, body: ContactBody, actor: OperatorActor): Promise<void> {
      const at = clock.now();
      if (!withinContactHours(at)) throw failed(CollectionsMessage.outsideContactHours, 409);
      await db.transaction(async (tx) => {
        await lateOrder(tx, orderId);
        const repository = createCollectionsRepository(tx);
        const assignment = await repository.currentAssignment(orderId);
        if (!assignment?.agent_notified_at) throw failed(CollectionsMessage.agentNotNotified, 409);
        const day = istDay(at);
        const dayStart = istDayStart(day);
        const contactsToday = await repository.contactsWithBorrowerBetween(
          orderId,
          dayStart,
          istDayStart(addDays(day, 1)),
        );
        if (contactsToday >= CONTACTS_PER_BORROWER_PER_DAY) {
          throw failed(CollectionsMessage.contactLimitReached, 409);
        }
        const note = body.note ? body.note : null;
        const id = await repository.insertContact({
          orderId,
          operatorId: operatorIdOf(actor),
          channel: body.channel,
          outcome: body.outcome,
          note,
          at,
        });
        await recordAudit(tx, {
          actor,
          action: AuditAction.collectionContact,
          at,
          entityType: 'order',
          entityId: orderId,
          after: { contactId: id, channel: body.channel, outcome: body.outcome, note },
        });
      });
    },
  };
}
export type CollectionsService = ReturnType<typeof createCollectionsService>;
