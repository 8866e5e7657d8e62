import { ErrorCode } from '@saral/contract/error-codes';
import { OrderState, orderStateLabel } from '@saral/contract/order-states';
import type { Queryable } from '../../db/database';
import { AppError, notFound } from '../../shared/app-error';
import { post, type PostingDraft } from '../ledger/ledger';

/**
 * The order state machine of spec section 4. `transition` is the only code that changes
 * orders.state: it locks the order, refuses moves the table does not allow and moves from a
 * state the order is no longer in, and writes the change, its history row and its ledger
 * postings in the caller's transaction, so they commit together or not at all.
 */

/** Legal moves: from → the states it may go to. */
export const ORDER_TRANSITIONS: ReadonlyMap<number, readonly number[]> = new Map([
  [OrderState.auditing, [OrderState.pass, OrderState.denied]],
  [OrderState.pass, [OrderState.lending]],
  [OrderState.lending, [OrderState.failed, OrderState.loaned]],
  // An operator re-queues a failed payout (finance): the order waits for the money again.
  [OrderState.failed, [OrderState.lending]],
  [OrderState.loaned, [OrderState.settled, OrderState.overdued, OrderState.extension]],
  [OrderState.overdued, [OrderState.settled, OrderState.extension]],
  [OrderState.extension, [OrderState.loaned, OrderState.overdued, OrderState.settled]],
]);

export function isLegalTransition(from: number, to: number): boolean {
  return ORDER_TRANSITIONS.get(from)?.includes(to) ?? false;
}

/** A refused move; the envelope answers it with code -1 and this message. */
export class OrderTransitionError extends AppError {
  constructor(
    message: string,
    readonly orderId: number,
    readonly from: number,
    readonly to: number,
  ) {
    super(ErrorCode.failed, message, 409);
    this.name = 'OrderTransitionError';
  }
}

/** The move is not in the table at all (a bug in the caller). */
export class IllegalTransitionError extends OrderTransitionError {
  constructor(orderId: number, from: number, to: number) {
    super(
      `An order cannot go from ${orderStateLabel(from)} to ${orderStateLabel(to)}`,
      orderId,
      from,
      to,
    );
    this.name = 'IllegalTransitionError';
  }
}

/** The order is no longer in the state the caller saw (someone else moved it first). */
export class StaleOrderStateError extends OrderTransitionError {
  constructor(
    orderId: number,
    from: number,
    to: number,
    readonly current: number,
  ) {
    super(`This order is ${orderStateLabel(current)} now`, orderId, from, to);
    this.name = 'StaleOrderStateError';
  }
}

export type TransitionInput = {
  orderId: number;
  /** The state the caller expects (one of several, e.g. 6, 8 or 11 before Settled). */
  from: number | readonly number[];
  to: number;
  /** Who moved it: 'user:<id>', an operator's username, 'rules', 'payout:<provider>', … */
  actor: string;
  reason?: string;
  /** The service clock's now; defaults to the system time. */
  at?: Date;
  /** Ledger postings of this move, written in the same transaction. */
  postings?: readonly PostingDraft[];
};

export type TransitionResult = {
  orderId: number;
  from: number;
  to: number;
  at: Date;
  transitionId: number;
};

/** Locks the order row until the transaction ends; its current state, or null if none. */
export async function lockOrderState(tx: Queryable, orderId: number): Promise<number | null> {
  const rows = await tx.query<{ state: number }>(
    'SELECT state FROM orders WHERE id = $1 FOR UPDATE',
    [orderId],
  );
  return rows[0] ? Number(rows[0].state) : null;
}

/**
 * Moves an order. Must run inside Database.transaction: the row lock makes concurrent callers
 * (two taps, two webhooks, two processes) wait, and the loser then sees the new state and gets
 * StaleOrderStateError instead of moving (and posting) a second time.
 */
export async function transition(tx: Queryable, input: TransitionInput): Promise<TransitionResult> {
  const expected = typeof input.from === 'number' ? [input.from] : input.from;
  for (const from of expected) {
    if (!isLegalTransition(from, input.to)) {
      throw new IllegalTransitionError(input.orderId, from, input.to);
    }
  }
  const current = await lockOrderState(tx, input.orderId);
  if (current === null) throw notFound('Order');
  if (!expected.includes(current)) {
    throw new StaleOrderStateError(input.orderId, expected[0] ?? current, input.to, current);
  }
  const at = input.at ?? new Date();
  const decided = input.to === OrderState.pass || input.to === OrderState.denied;
  await tx.query(
    `UPDATE orders SET state = $2, updated_at = $3,
       decided_at = CASE WHEN $4::boolean THEN $3 ELSE decided_at END,
       settled_at = CASE WHEN $5::boolean THEN $3 ELSE settled_at END
     WHERE id = $1`,
    [input.orderId, input.to, at, decided, input.to === OrderState.settled],
  );
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO order_transitions (order_id, from_state, to_state, actor, reason, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [input.orderId, current, input.to, input.actor, input.reason ?? '', at],
  );
  for (const posting of input.postings ?? []) {
    await post(tx, { ...posting, orderId: input.orderId, at: posting.at ?? at });
  }
  return { orderId: input.orderId, from: current, to: input.to, at, transitionId: Number(row?.id) };
}

/** The order's history, oldest first (operators, tests). */
export async function transitionsOf(q: Queryable, orderId: number) {
  const rows = await q.query<{
    from_state: number;
    to_state: number;
    actor: string;
    reason: string;
    created_at: Date;
  }>(
    `SELECT from_state, to_state, actor, reason, created_at FROM order_transitions
     WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
  return rows.map((row) => ({
    from: Number(row.from_state),
    to: Number(row.to_state),
    actor: row.actor,
    reason: row.reason,
    at: new Date(row.created_at),
  }));
}
