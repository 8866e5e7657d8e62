import type { Queryable } from '../db/database';

/**
 * The borrower-notifications port other domains call (review, payouts, payments, extensions,
 * collections, the orders module): the event names and `notify`'s shape. The notifications
 * domain implements it; this file keeps the callers from importing that domain.
 */

/** What happened to a borrower's loan that the borrower is told of. */
export const NotificationEvent = {
  approved: 'loan.approved',
  denied: 'loan.denied',
  disbursed: 'loan.disbursed',
  documents: 'loan.documents',
  dueSoon: 'loan.due-soon',
  dueToday: 'loan.due-today',
  overdue: 'loan.overdue',
  paymentReceived: 'payment.received',
  extensionConfirmed: 'extension.confirmed',
  agentAssigned: 'collections.agent-assigned',
  /** An offer (marketing): the loan is repaid, the borrower may borrow again. */
  borrowAgain: 'offer.borrow-again',
} as const;
export type NotificationEventValue = (typeof NotificationEvent)[keyof typeof NotificationEvent];

/** Event facts the order itself does not hold; the rest is read from the order. */
export type NotificationData = {
  /** loan.denied: why, as a category the borrower may read ("our credit rules"). */
  reasonCategory?: string;
  /** loan.overdue: whole days past the due date. */
  daysOverdue?: number;
  /** payment.received: the amount received. */
  amountPaise?: number;
  /** collections.agent-assigned: the agent, the phone to reach them on and their agency. */
  agent?: { name: string; phone: string; agency: string };
};

export type NotifyInput = {
  /** Checked against the order's borrower when given. */
  userId?: number;
  orderId: number;
  event: NotificationEventValue;
  /** Tells repeated events of one order apart (a payment's reference, 'due-2d:2026-12-01'). */
  occurrence?: string;
  data?: NotificationData;
  /** Not sent before this moment (an offer the day after the loan closed); default now. */
  notBefore?: Date;
};

/**
 * Queues the event's messages (one per channel) and their delivery jobs in the caller's
 * transaction; the same event and occurrence again queues nothing. Other domains receive this.
 */
export type Notify = (tx: Queryable, input: NotifyInput) => Promise<void>;
