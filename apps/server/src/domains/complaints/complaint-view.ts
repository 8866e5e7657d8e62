import type { OperatorRoleValue } from '@saral/contract/api/operator';
import {
  complaintClock,
  isPendingComplaint,
  type ComplaintDetail,
  type ComplaintListItem,
} from '@saral/contract/api/ops-complaints';
import { maskOperatorPhone, seesPersonalData } from '@saral/contract/api/operator-masking';
import { localPhoneDigits } from '@saral/contract/field-rules';
import { failed } from '../../shared/app-error';
import type { ComplaintEventRow, ComplaintRow } from './complaints-repository';

/** Complaints as operators see them: the clock at `now`, the phone masked by role, the cursor. */

export const BAD_CURSOR = 'The cursor is not valid; start again without it';

/** The cursor names the last complaint of a page: its due time (ms) and id. */
export const encodeComplaintCursor = (row: ComplaintRow) =>
  Buffer.from(`${row.due_at.getTime()}:${row.id}`).toString('base64url');

export function decodeComplaintCursor(cursor: string): { dueAt: Date; id: number } {
  const match = /^(\d{1,15}):(\d{1,18})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1] || !match[2]) throw failed(BAD_CURSOR);
  return { dueAt: new Date(Number(match[1])), id: Number(match[2]) };
}

export function complaintItemOf(
  row: ComplaintRow,
  orderNo: string | null,
  now: Date,
  role: OperatorRoleValue,
): ComplaintListItem {
  const clock = complaintClock(row.received_at, now);
  const local = localPhoneDigits(row.phone);
  return {
    id: row.id,
    borrower: {
      userId: row.user_id,
      name: row.borrower_name,
      phone: seesPersonalData(role) ? local : maskOperatorPhone(local),
    },
    orderId: row.order_id,
    orderNo,
    category: row.category,
    channel: row.channel,
    status: row.status,
    receivedAt: row.received_at.toISOString(),
    dueAt: row.due_at.toISOString(),
    dueDate: clock.dueDate,
    daysLeft: clock.daysLeft,
    overdue: isPendingComplaint(row.status) && clock.overdue,
    assignedTo:
      row.assigned_to === null
        ? null
        : { id: row.assigned_to, username: row.assigned_username ?? '' },
  };
}

export function complaintDetailOf(
  row: ComplaintRow,
  orderNo: string | null,
  events: readonly ComplaintEventRow[],
  now: Date,
  role: OperatorRoleValue,
): ComplaintDetail {
  return {
    ...complaintItemOf(row, orderNo, now, role),
    description: row.description,
    resolution: row.resolution,
    resolvedAt: row.resolved_at ? row.resolved_at.toISOString() : null,
    createdBy: row.created_by_username,
    history: events.map((event) => ({
      at: event.at.toISOString(),
      operator: event.operator_username,
      kind: event.kind,
      detail: event.detail,
    })),
  };
}
