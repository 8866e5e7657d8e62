import { amountsWithinTier } from '@saral/contract/loan-math';
import { paiseToRupees, rupeesToPaise } from '@saral/contract/money';
import type { Queryable } from '../../db/database';
import { createOrderRepository } from './order-repository';

/** The borrower's next loan is their nth: loans repaid in full (Settled) + 1. */
export function loanNumberAfter(settledLoans: number): number {
  return settledLoans + 1;
}

/** The loan number of the borrower's next (or current) application. */
export async function loanNumberOf(q: Queryable, userId: number): Promise<number> {
  return loanNumberAfter(await createOrderRepository(q).settledCount(userId));
}

/** The product's amounts (rupees) this borrower may borrow: none above their credit tier. */
export function offeredRupees(amountListPaise: readonly number[], loanNumber: number): number[] {
  return amountsWithinTier(amountListPaise.map(paiseToRupees), loanNumber);
}

/** What the confirm screen lets the borrower take instead: offered, and no more than approved. */
export function choosableRupees(offered: readonly number[], approvedPaise: number): number[] {
  return offered.filter((amount) => rupeesToPaise(amount) <= approvedPaise);
}
