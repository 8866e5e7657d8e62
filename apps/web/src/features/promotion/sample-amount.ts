import {
  PROMOTION_LOCAL_AMOUNT_KEY,
  PROMOTION_SAMPLE_MIN_RUPEES,
  PROMOTION_SAMPLE_STEP_RUPEES,
} from '@saral/contract/constants';

/**
 * The promotion's sample credit limit (spec sections 3 and 9), never above what a new borrower
 * can really get (`limit`, the first-loan limit of the products on offer): a random multiple of
 * ₹1000 from ₹50000 up to the limit, or the limit itself when it is below ₹50000. Kept in local
 * storage so a returning visitor sees the same figure while it is still true.
 */

/** True for an amount this limit allows: the limit itself below the floor, else a step in range. */
export function isValidSampleAmount(amount: number, limit: number): boolean {
  if (limit < PROMOTION_SAMPLE_MIN_RUPEES) return amount === limit;
  return (
    Number.isInteger(amount) &&
    amount % PROMOTION_SAMPLE_STEP_RUPEES === 0 &&
    amount >= PROMOTION_SAMPLE_MIN_RUPEES &&
    amount <= limit
  );
}

/** A fresh sample amount within the limit; `random` returns [0, 1) like Math.random. */
export function chooseSampleAmount(limit: number, random: () => number = Math.random): number {
  if (limit < PROMOTION_SAMPLE_MIN_RUPEES) return limit;
  const choices =
    Math.floor((limit - PROMOTION_SAMPLE_MIN_RUPEES) / PROMOTION_SAMPLE_STEP_RUPEES) + 1;
  // Clamped: a random source returning exactly 1 must not step past the limit.
  const index = Math.min(choices - 1, Math.floor(random() * choices));
  return PROMOTION_SAMPLE_MIN_RUPEES + index * PROMOTION_SAMPLE_STEP_RUPEES;
}

type AmountStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The stored amount when this limit still allows it; otherwise a new one, stored. A value the
 * limit does not allow (edited by hand, from an older page, or above a limit that has fallen)
 * is replaced.
 */
export function sampleAmountFrom(
  storage: AmountStorage,
  limit: number,
  random: () => number = Math.random,
): number {
  const stored = storage.getItem(PROMOTION_LOCAL_AMOUNT_KEY);
  const text = stored?.trim() ?? '';
  // Only a figure as this page writes it ('5000', '4999.5'); '6e4' or '60000.0' are replaced.
  const parsed = /^\d+(\.\d+)?$/.test(text) && String(Number(text)) === text ? Number(text) : NaN;
  if (isValidSampleAmount(parsed, limit)) return parsed;
  const chosen = chooseSampleAmount(limit, random);
  try {
    storage.setItem(PROMOTION_LOCAL_AMOUNT_KEY, String(chosen));
  } catch {
    // Storage full or blocked (private mode): show the amount anyway, it just won't persist.
  }
  return chosen;
}
