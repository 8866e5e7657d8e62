import type { FastifyBaseLogger } from 'fastify';
import { OrderState } from '@saral/contract/order-states';
import type { Queryable } from '../../db/database';
import { recordRepayment } from '../ledger/ledger-postings';
import { lockOrderState, transition } from './order-state-machine';
import { NotificationEvent, type Notify } from '../../shared/borrower-notify';
import { DAY_MS } from '../../shared/clock';

/** Loaned, Overdued and Extension: the states in which the borrower owes money. */
export const REPAYABLE_STATES: readonly number[] = [
  OrderState.loaned,
  OrderState.overdued,
  OrderState.extension,
];

export type Repayment = { orderId: number; amountPaise: number; reference: string };

/**
 * A repayment received (the payment webhook's transaction): credited in the ledger, and a
 * repayment that clears the balance settles the loan. Anything above the balance is kept as the
 * borrower's credit to refund. The order is locked first, so two payments of one order count
 * against each other, not against a stale balance.
 */
export async function applyRepayment(
  tx: Queryable,
  payment: Repayment,
  context: {
    at: Date;
    log: Pick<FastifyBaseLogger, 'warn'>;
    /** Why a settlement happens, for the order's history (e.g. a cooling-off exit). */
    reason?: string;
    /** Borrower notifications: the payment received, and what is left or that the loan closed. */
    notify?: Notify;
  },
): Promise<void> {
  const state = await lockOrderState(tx, payment.orderId);
  const result = await recordRepayment(tx, { ...payment, at: context.at });
  if (result.excessPaise > 0) {
    context.log.warn(
      { orderId: payment.orderId, reference: payment.reference, excessPaise: result.excessPaise },
      'payment above the balance: refund due',
    );
  }
  const closes =
    result.outstandingPaise === 0 && state !== null && REPAYABLE_STATES.includes(state);
  if (closes) {
    await transition(tx, {
      orderId: payment.orderId,
      from: REPAYABLE_STATES,
      to: OrderState.settled,
      actor: `payment:${payment.reference}`,
      reason: context.reason,
      at: context.at,
    });
  }
  await context.notify?.(tx, {
    orderId: payment.orderId,
    event: NotificationEvent.paymentReceived,
    occurrence: payment.reference,
    data: { amountPaise: payment.amountPaise },
  });
  if (closes) {
    // An offer, the day after: borrowers who stopped offers are not sent it.
    await context.notify?.(tx, {
      orderId: payment.orderId,
      event: NotificationEvent.borrowAgain,
      notBefore: new Date(context.at.getTime() + DAY_MS),
    });
  }
}
