import { ACTIVE_ORDER_STATES, OrderState } from '@saral/contract/order-states';
import type { Queryable } from '../../db/database';
import { failed, notFound } from '../../shared/app-error';
import { createUserRepository } from '../users/user-repository';
import { lockOrderState, transition } from './order-state-machine';
import { createOrderRepository } from './order-repository';
import { createServicingRepository } from './servicing-repository';

/**
 * What a failed payout does to its order once an operator decides (finance). The payout worker
 * already moved the order Lending → Failed when the bank refused it; these run in the operator's
 * transaction.
 */

type Move = { actor: string; reason: string; at: Date };

/**
 * A retried payout: Failed → Lending again. Refused while the borrower holds another active loan
 * (they may have applied again since): one loan at a time. The borrower's row is locked as apply
 * locks it, so a concurrent application and a retry are decided one after the other.
 */
export async function reopenForPayout(tx: Queryable, orderId: number, move: Move): Promise<void> {
  const userId = await createServicingRepository(tx).ownerOf(orderId);
  if (userId === null) throw notFound('Order');
  await createUserRepository(tx).lock(userId);
  const [active] = await createOrderRepository(tx).activeLoansOf(userId, ACTIVE_ORDER_STATES);
  if (active && Number(active.id) !== orderId) {
    throw failed(
      `The borrower has another active loan (order ${active.order_no ?? active.id}); cancel this payout instead`,
      409,
    );
  }
  await transition(tx, { orderId, from: OrderState.failed, to: OrderState.lending, ...move });
}

/**
 * A cancelled payout ends the order as a payout failure does: Failed. An order the worker already
 * moved stays Failed (no second history row).
 */
export async function endWithoutPayout(tx: Queryable, orderId: number, move: Move): Promise<void> {
  const state = await lockOrderState(tx, orderId);
  if (state === null) throw notFound('Order');
  if (state === OrderState.failed) return;
  await transition(tx, { orderId, from: OrderState.lending, to: OrderState.failed, ...move });
}
