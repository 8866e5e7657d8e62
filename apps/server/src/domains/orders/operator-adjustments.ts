import { OrderState, orderStateLabel } from '@saral/contract/order-states';
import { formatRupees, paiseToRupees } from '@saral/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database';
import { failed, notFound } from '../../shared/app-error';
import { postFeeWaiver } from '../ledger/ledger-postings';
import { moneyOfOrderId } from './order-money';
import { lockOrderState, transition } from './order-state-machine';
import { REPAYABLE_STATES, applyRepayment } from './repayment';

/**
 * Money operators apply to a loan once a second operator approved it (finance maker-checker): a
 * bank transfer received outside the gateway and a waiver of overdue fees. Each locks the order
 * first and checks what is owed at that moment, in the approval's transaction.
 */

type Adjustment = {
  orderId: number;
  amountPaise: number;
  /** The ledger reference (the finance request behind it). */
  reference: string;
  at: Date;
  /** The approving operator, for the order's history. */
  actor: string;
};

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** Locks the order; refuses an order that owes nothing now. Answers its money. */
async function lockOwingOrder(tx: Queryable, orderId: number) {
  const state = await lockOrderState(tx, orderId);
  if (state === null) throw notFound('Order');
  if (!REPAYABLE_STATES.includes(state)) {
    throw failed(`This order is ${orderStateLabel(state)}: nothing is owed on it`, 409);
  }
  const money = await moneyOfOrderId(tx, orderId);
  if (!money) throw notFound('Order');
  return money;
}

/**
 * A bank transfer received: credited like a gateway payment (Dr bank, Cr loan_receivable), and one
 * that clears the balance settles the loan. Never above what is owed now (409, nothing posted):
 * an operator's amount is checked, not kept as credit.
 */
export async function applyManualRepayment(
  tx: Queryable,
  repayment: Adjustment,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<{ owedAfterPaise: number }> {
  const money = await lockOwingOrder(tx, repayment.orderId);
  if (repayment.amountPaise > money.owedPaise) {
    throw failed(
      `The amount ${rupees(repayment.amountPaise)} is more than the ${rupees(money.owedPaise)} owed now; nothing was posted`,
      409,
    );
  }
  await applyRepayment(
    tx,
    {
      orderId: repayment.orderId,
      amountPaise: repayment.amountPaise,
      reference: repayment.reference,
    },
    { at: repayment.at, log, reason: `Bank transfer approved by ${repayment.actor}` },
  );
  return { owedAfterPaise: money.owedPaise - repayment.amountPaise };
}

/**
 * Overdue fees waived (Dr overdue_fee_income, Cr loan_receivable), never more than the overdue
 * fees owed now; a waiver that leaves nothing owed settles the loan.
 */
export async function applyFeeWaiver(
  tx: Queryable,
  waiver: Adjustment,
): Promise<{ owedAfterPaise: number }> {
  const before = await lockOwingOrder(tx, waiver.orderId);
  const waivable = Math.min(before.overdueFeePaise, before.owedPaise);
  if (waiver.amountPaise > waivable) {
    throw failed(
      `The amount ${rupees(waiver.amountPaise)} is more than the ${rupees(waivable)} of overdue fees owed now; nothing was posted`,
      409,
    );
  }
  const { outstandingPaise } = await postFeeWaiver(tx, { ...waiver });
  if (outstandingPaise === 0) {
    await transition(tx, {
      orderId: waiver.orderId,
      from: REPAYABLE_STATES,
      to: OrderState.settled,
      actor: waiver.actor,
      reason: 'Nothing left owed after an overdue-fee waiver',
      at: waiver.at,
    });
  }
  return { owedAfterPaise: outstandingPaise };
}
