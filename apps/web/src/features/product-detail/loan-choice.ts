import type { BankCard } from '@saral/contract/api/bank';
import type { LoanOffer } from '@saral/contract/api/loan';

/** The amounts this borrower may pick, ascending: the offer's list, none above their tier. */
export function allowedAmounts(offer: Pick<LoanOffer, 'amountList' | 'tier'>): number[] {
  // The server already limits the list; the tier check keeps a stale or odd list from offering more.
  const within = offer.amountList.filter((amount) => amount > 0 && amount <= offer.tier.maxRupees);
  return [...new Set(within)].sort((a, b) => a - b);
}

/** The amount to show: the borrower's earlier pick while it is still allowed, else the largest. */
export function resolveAmount(preferred: number | null, allowed: readonly number[]): number | null {
  if (preferred !== null && allowed.includes(preferred)) return preferred;
  return allowed.at(-1) ?? null;
}

/** The account the money goes to: the one picked on /bank (bank_id), else the first one. */
export function chooseCard(
  cards: readonly BankCard[] | undefined,
  bankId: string | null,
): BankCard | null {
  if (!cards || cards.length === 0) return null;
  const picked = bankId ? cards.find((card) => String(card.id) === bankId) : undefined;
  return picked ?? cards[0] ?? null;
}
