import {
  PROMOTION_LOCAL_AMOUNT_KEY,
  PROMOTION_MAX_AMOUNT_RUPEES,
  PROMOTION_SAMPLE_MIN_RUPEES,
  PROMOTION_SAMPLE_STEP_RUPEES,
} from '@saral/contract/constants';

/**
 * The promotion's sample credit limit (spec sections 3 and 9): a random multiple of ₹1000
 * between ₹50000 and ₹70000, kept in local storage so a returning visitor sees the same figure.
 */

/** True for a whole multiple of 1000 within 50000..70000. */
export function isValidSampleAmount(amount: number): boolean {
  return (
    Number.isInteger(amount) &&
    amount % PROMOTION_SAMPLE_STEP_RUPEES === 0 &&
    amount >= PROMOTION_SAMPLE_MIN_RUPEES &&
    amount <= PROMOTION_MAX_AMOUNT_RUPEES
  );
}

/** A fresh sample amount; `random` returns [0, 1) like Math.random. */
export function chooseSampleAmount(random: () => number = Math.random): number {
  const choices =
    (PROMOTION_MAX_AMOUNT_RUPEES - PROMOTION_SAMPLE_MIN_RUPEES) / PROMOTION_SAMPLE_STEP_RUPEES + 1;
  // Clamped: a random source returning exactly 1 must not step past the maximum.
  const index = Math.min(choices - 1, Math.floor(random() * choices));
  return PROMOTION_SAMPLE_MIN_RUPEES + index * PROMOTION_SAMPLE_STEP_RUPEES;
}

type AmountStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The stored amount when it is a valid one; otherwise a new one, stored. A value that is not
 * a multiple of 1000 in range (edited by hand, or from an older page) is replaced.
 */
export function sampleAmountFrom(
  storage: AmountStorage,
  random: () => number = Math.random,
): number {
  const stored = storage.getItem(PROMOTION_LOCAL_AMOUNT_KEY);
  const parsed = stored !== null && /^\d+$/.test(stored.trim()) ? Number(stored) : NaN;
  if (isValidSampleAmount(parsed)) return parsed;
  const chosen = chooseSampleAmount(random);
  try {
    storage.setItem(PROMOTION_LOCAL_AMOUNT_KEY, String(chosen));
  } catch {
    // Storage full or blocked (private mode): show the amount anyway, it just won't persist.
  }
  return chosen;
}
