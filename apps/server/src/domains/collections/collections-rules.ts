import type { OperatorRoleValue } from '@saral/contract/api/operator';
import {
  CONTACT_HOURS,
  type CollectionContact,
  type CollectionItem,
  type CollectionsQuery,
  type PromiseToPay,
} from '@saral/contract/api/ops-collections';
import { DPD_BUCKETS, dpdBucketOf } from '@saral/contract/api/ops-dashboard';
import { paiseToRupees } from '@saral/contract/money';
import { failed } from '../../shared/app-error';
import type { CollectionQueueRow, CollectionQueueSearch } from '../orders/collections-queries';
import type { OrderMoney } from '../orders/order-money';
import { phoneFor } from '../loan-desk/loan-search';
import type { ContactRow, PromiseRow } from './collections-repository';

/**
 * The rules of collections that need no database: the queue's filters and cursor, the contact
 * hours in India and the shapes the operator API answers.
 */

export const BAD_CURSOR = 'The cursor is not valid; start again without it';
const IST_OFFSET_MINUTES = 330;

/** Minutes since midnight in India at `at`. */
export function istMinuteOfDay(at: Date): number {
  const minutes = Math.floor(at.getTime() / 60_000) + IST_OFFSET_MINUTES;
  return ((minutes % 1440) + 1440) % 1440;
}

/** Whether a borrower may be contacted at `at`: 08:00 to 19:00 in India, both included. */
export function withinContactHours(at: Date): boolean {
  const minute = istMinuteOfDay(at);
  return minute >= CONTACT_HOURS.fromMinute && minute <= CONTACT_HOURS.toMinute;
}

/** The cursor names the last row of a page: `<days past due>:<order id>`. */
export function encodeCollectionsCursor(row: { dpd: number; id: number }): string {
  return Buffer.from(`${row.dpd}:${row.id}`).toString('base64url');
}

function decodeCollectionsCursor(cursor: string): { dpd: number; id: number } {
  const match = /^(\d{1,9}):(\d{1,18})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1] || !match[2]) throw failed(BAD_CURSOR);
  return { dpd: Number(match[1]), id: Number(match[2]) };
}

/** The queue search of a query on `today` (India), by the operator `me`. */
export function collectionQueueSearchOf(
  query: CollectionsQuery,
  today: string,
  me: number,
): CollectionQueueSearch {
  const bucket = DPD_BUCKETS.find((candidate) => candidate.label === query.bucket);
  const agent = query.agent;
  return {
    today,
    ...(bucket ? { dpdMin: bucket.from, dpdMax: bucket.to } : {}),
    ...(agent === undefined
      ? {}
      : { agentId: agent === 'unassigned' ? null : agent === 'me' ? me : agent }),
    ...(query.cursor ? { after: decodeCollectionsCursor(query.cursor) } : {}),
    limit: query.limit,
  };
}

export function collectionItemOf(
  row: CollectionQueueRow,
  money: OrderMoney,
  role: OperatorRoleValue,
): CollectionItem {
  return {
    orderId: row.id,
    orderNo: row.order_no ?? String(row.id),
    borrowerName: row.borrower_name,
    phone: phoneFor(role, row.phone),
    owed: paiseToRupees(money.owedPaise),
    dueDate: row.due_date,
    daysPastDue: row.dpd,
    bucket: dpdBucketOf(row.dpd) ?? '',
    agent: row.agent_username,
    agentName: row.agent_name,
    openPromise:
      row.promised_date !== null && row.promise_paise !== null
        ? { promisedDate: row.promised_date, amount: paiseToRupees(row.promise_paise) }
        : null,
    lastContact:
      row.contact_channel !== null && row.contact_outcome !== null && row.contacted_at !== null
        ? {
            channel: row.contact_channel,
            outcome: row.contact_outcome,
            at: new Date(row.contacted_at).toISOString(),
          }
        : null,
  };
}

export const promiseOf = (row: PromiseRow): PromiseToPay => ({
  id: row.id,
  amount: paiseToRupees(row.amount_paise),
  promisedDate: row.promised_date,
  status: row.status,
  createdBy: row.created_by_username,
  createdAt: new Date(row.created_at).toISOString(),
  resolvedAt: row.resolved_at ? new Date(row.resolved_at).toISOString() : null,
});

export const contactOf = (row: ContactRow): CollectionContact => ({
  id: row.id,
  channel: row.channel,
  outcome: row.outcome,
  note: row.note,
  operator: row.operator_username,
  at: new Date(row.contacted_at).toISOString(),
});

/** An agent's details as the borrower is sent them, or null when one of them is missing. */
export function agentDetailsOf(agent: {
  display_name: string | null;
  phone: string | null;
  agency: string | null;
}): { name: string; phone: string; agency: string } | null {
  if (!agent.display_name || !agent.phone || !agent.agency) return null;
  return { name: agent.display_name, phone: agent.phone, agency: agent.agency };
}
