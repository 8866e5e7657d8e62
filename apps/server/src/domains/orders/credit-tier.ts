import type { CreditTierRange } from '@saral/contract/loan-math';
import { paiseToRupees, rupeesToPaise } from '@saral/contract/money';
import type { Queryable } from '../../db/database';
import { createCreditLimitRepository } from './credit-limit-repository';
import { readCreditTiers } from './credit-tiers';
import { createOrderRepository } from './order-repository';

/** The borrower's next loan is their nth: loans repaid in full (Settled) + 1. */
export function loanNumberAfter(settledLoans: number): number {
  return settledLoans + 1;
}

/** The loan number of the borrower's next (or current) application. */
export async function loanNumberOf(q: Queryable, userId: number): Promise<number> {
  return loanNumberAfter(await createOrderRepository(q).settledCount(userId));
}

/** A credit tier with its number: 1 for the first tier (no consent needed), 2, 3 … */
export type NumberedTier = {
  tier: number;
  /** The loan number the tier starts at. */
  loans: number;
  minRupees: number;
  maxRupees: number;
};

type Tiers = readonly CreditTierRange[];

/** Tier `tier` (1-based, kept within the tiers) with its number. */
function numbered(tier: number, tiers: Tiers): NumberedTier {
  const index = Math.max(0, Math.min(tier, tiers.length) - 1);
  const found = tiers[index];
  if (!found) throw new Error('no credit tiers');
  const { loans, minRupees, maxRupees } = found;
  return { tier: index + 1, loans, minRupees, maxRupees };
}

/** The tier the borrower's repayments unlocked (loan number n), numbered. */
export function unlockedTier(loanNumber: number, tiers: Tiers): NumberedTier {
  const reached = tiers.filter((tier) => loanNumber >= tier.loans).length;
  return numbered(Math.max(1, reached), tiers);
}

/** Tier `tier` as offered to a borrower, or null when there is no such tier. */
export function tierNumbered(tier: number, tiers: Tiers): NumberedTier | null {
  return tier >= 1 && tier <= tiers.length ? numbered(tier, tiers) : null;
}

export type CreditLimit = {
  loanNumber: number;
  /** What amounts are offered within: the unlocked tier, but no higher than the accepted one. */
  limit: NumberedTier;
  /** A higher tier the repayments unlocked that the borrower has not accepted; null when none. */
  offer: NumberedTier | null;
};

/**
 * The borrower's credit limit. Repayments unlock higher tiers (spec section 9), but RBI's Digital
 * Lending Directions forbid raising a limit without the borrower's explicit consent: the limit
 * rises only to a tier they accepted (credit_limit_acceptances), and a higher unlocked tier is
 * an offer until then.
 */
export async function creditLimitOf(q: Queryable, userId: number): Promise<CreditLimit> {
  const loanNumber = await loanNumberOf(q, userId);
  const tiers = await readCreditTiers(q);
  const unlocked = unlockedTier(loanNumber, tiers);
  const accepted = await createCreditLimitRepository(q).highestAcceptedTier(userId);
  const limit = numbered(Math.min(unlocked.tier, Math.max(1, accepted)), tiers);
  return { loanNumber, limit, offer: unlocked.tier > limit.tier ? unlocked : null };
}

/** The product's amounts (rupees) this borrower may borrow: none above their credit limit. */
export function offeredRupees(
  amountListPaise: readonly number[],
  limit: Pick<NumberedTier, 'maxRupees'>,
): number[] {
  return amountListPaise.map(paiseToRupees).filter((amount) => amount <= limit.maxRupees);
}

/** What the confirm screen lets the borrower take instead: offered, and no more than approved. */
export function choosableRupees(offered: readonly number[], approvedPaise: number): number[] {
  return offered.filter((amount) => rupeesToPaise(amount) <= approvedPaise);
}
