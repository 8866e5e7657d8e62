import type { Queryable } from '../../db/database';
import { DAY_MS, HOUR_MS } from '../../shared/clock';
import { createOrderRepository } from './order-repository';

/** What is left of the wait after a denial: until when, and the days and hours to go. */
export type ReapplyWait = { until: Date; leftMs: number; day: number; hour: number };

/**
 * The re-apply wait: after a denial the borrower may apply again once the product's wait
 * (reapplyWaitDays of its decision rules, which operators edit) has passed. Null when there is
 * nothing to wait for. Can-apply, precheck, apply and the review all ask this one function.
 */
export function reapplyWaitLeft(
  lastDenialAt: Date | null,
  waitDays: number,
  now: Date,
): ReapplyWait | null {
  if (lastDenialAt === null || waitDays <= 0) return null;
  const until = new Date(lastDenialAt.getTime() + waitDays * DAY_MS);
  const leftMs = until.getTime() - now.getTime();
  if (leftMs <= 0) return null;
  const hours = Math.ceil(leftMs / HOUR_MS);
  return { until, leftMs, day: Math.floor(hours / 24), hour: hours % 24 };
}

/** The wait of one borrower before applying for one product again. */
export function createReapplyWait(deps: {
  db: Queryable;
  now: () => Date;
  /** The product's re-apply wait in days (its decision rules). */
  waitDays: (productId: number) => Promise<number>;
}) {
  const orders = createOrderRepository(deps.db);
  return async (userId: number, productId: number): Promise<ReapplyWait | null> =>
    reapplyWaitLeft(await orders.lastDenialAt(userId), await deps.waitDays(productId), deps.now());
}
export type ReapplyWaitOf = ReturnType<typeof createReapplyWait>;
