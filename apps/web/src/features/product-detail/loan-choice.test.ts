import { describe, expect, it } from 'vitest';
import type { BankCard } from '@saral/contract/api/bank';
import { allowedAmounts, chooseCard, resolveAmount } from './loan-choice';

const tier = { loans: 1, minRupees: 1_000, maxRupees: 5_000 };

describe('allowedAmounts', () => {
  it('keeps the amounts within the tier, ascending and once each', () => {
    expect(allowedAmounts({ amountList: [5_000, 1_000, 3_000, 3_000, 8_000], tier })).toEqual([
      1_000, 3_000, 5_000,
    ]);
  });

  it('is empty when nothing fits', () => {
    expect(allowedAmounts({ amountList: [6_000, 10_000], tier })).toEqual([]);
  });
});

describe('resolveAmount', () => {
  it('defaults to the largest allowed amount', () => {
    expect(resolveAmount(null, [1_000, 3_000, 5_000])).toBe(5_000);
  });

  it('keeps an earlier pick while it is allowed', () => {
    expect(resolveAmount(3_000, [1_000, 3_000, 5_000])).toBe(3_000);
  });

  it('drops a pick that is no longer allowed', () => {
    expect(resolveAmount(8_000, [1_000, 3_000, 5_000])).toBe(5_000);
  });

  it('has nothing to show without amounts', () => {
    expect(resolveAmount(3_000, [])).toBeNull();
  });
});

describe('chooseCard', () => {
  const card = (id: number): BankCard => ({
    id,
    cardNo: `XXXXXX000${id}`,
    bankCode: 'HDFC0000001',
    bankName: 'HDFC Bank',
  });

  it('takes the card picked on the bank screen', () => {
    expect(chooseCard([card(1), card(2)], '2')?.id).toBe(2);
  });

  it('falls back to the first card without a pick or with an unknown one', () => {
    expect(chooseCard([card(1), card(2)], null)?.id).toBe(1);
    expect(chooseCard([card(1), card(2)], '9')?.id).toBe(1);
  });

  it('has no card when the borrower has none', () => {
    expect(chooseCard([], '1')).toBeNull();
    expect(chooseCard(undefined, null)).toBeNull();
  });
});
