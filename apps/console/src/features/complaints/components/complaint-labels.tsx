import { Tag } from 'antd';
import {
  complaintClock,
  isPendingComplaint,
  type ComplaintCategory,
  type ComplaintChannel,
  type ComplaintStatus,
} from '@saral/contract/api/ops-complaints';

export const CATEGORY_LABELS: Record<ComplaintCategory, string> = {
  recovery_conduct: 'Recovery conduct',
  charges_and_fees: 'Charges and fees',
  disbursal: 'Disbursal',
  repayment_not_credited: 'Repayment not credited',
  data_privacy: 'Data privacy',
  kyc: 'KYC',
  other: 'Other',
};

export const CHANNEL_LABELS: Record<ComplaintChannel, string> = {
  phone: 'Phone',
  email: 'Email',
  app: 'App',
  letter: 'Letter',
  'walk-in': 'Walk-in',
};

export const STATUS_LABELS: Record<ComplaintStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
  escalated: 'Escalated',
};

const STATUS_COLORS: Record<ComplaintStatus, string> = {
  open: 'gold',
  in_progress: 'blue',
  resolved: 'green',
  escalated: 'volcano',
};

export function StatusTag({ status }: { status: ComplaintStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{STATUS_LABELS[status]}</Tag>;
}

/** What the 30-day clock says now, for a complaint still open or in progress. */
export function clockText(receivedAt: string, now = new Date()) {
  const clock = complaintClock(receivedAt, now);
  if (clock.overdue) {
    const late = -clock.daysLeft;
    return { overdue: true, text: `Overdue by ${late} ${late === 1 ? 'day' : 'days'}` };
  }
  if (clock.daysLeft === 0) return { overdue: false, text: 'Due today' };
  return {
    overdue: false,
    text: `${clock.daysLeft} ${clock.daysLeft === 1 ? 'day' : 'days'} left`,
  };
}

/** The clock's tag: red when overdue, orange in the last week; none once resolved or escalated. */
export function ClockTag({ status, receivedAt }: { status: ComplaintStatus; receivedAt: string }) {
  if (!isPendingComplaint(status)) return null;
  const clock = clockText(receivedAt);
  const daysLeft = complaintClock(receivedAt, new Date()).daysLeft;
  const color = clock.overdue ? 'red' : daysLeft <= 7 ? 'orange' : 'default';
  return <Tag color={color}>{clock.text}</Tag>;
}
