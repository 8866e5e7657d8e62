import { describe, expect, it } from 'vitest';
import { chooseSampleAmount, isValidSampleAmount, sampleAmountFrom } from './sample-amount';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('sample amount within a first-loan limit of ₹70,000 or more', () => {
  it('is a multiple of 1000 from 50000 up to the limit, both ends reachable', () => {
    expect(chooseSampleAmount(70_000, () => 0)).toBe(50_000);
    expect(chooseSampleAmount(70_000, () => 0.999_999)).toBe(70_000);
    expect(chooseSampleAmount(70_000, () => 1)).toBe(70_000);
    const seen = new Set<number>();
    for (let index = 0; index < 2_000; index += 1) {
      const amount = chooseSampleAmount(70_000);
      expect(isValidSampleAmount(amount, 70_000)).toBe(true);
      seen.add(amount);
    }
    // 21 possible values; 2000 draws reach them all unless the spread is broken.
    expect(seen.size).toBe(21);
  });

  it('never steps past a limit that is not a whole thousand', () => {
    expect(chooseSampleAmount(62_500, () => 0.999_999)).toBe(62_000);
    expect(chooseSampleAmount(50_000, () => 0.7)).toBe(50_000);
  });

  it('tells valid amounts from others', () => {
    for (const valid of [50_000, 61_000, 70_000]) {
      expect(isValidSampleAmount(valid, 70_000)).toBe(true);
    }
    for (const invalid of [49_000, 71_000, 55_500, 60_000.5, Number.NaN, 0, -60_000]) {
      expect(isValidSampleAmount(invalid, 70_000)).toBe(false);
    }
    expect(isValidSampleAmount(65_000, 60_000)).toBe(false);
  });

  it('chooses once, stores it under localAmount and shows the same amount on return', () => {
    const storage = memoryStorage();
    const first = sampleAmountFrom(storage, 70_000, () => 0.5);
    expect(first).toBe(60_000);
    expect(storage.items.get('localAmount')).toBe('60000');
    // A later visit with another random draw still gets the stored amount.
    expect(sampleAmountFrom(storage, 70_000, () => 0)).toBe(60_000);
  });

  it('replaces a stored value that is not a multiple of 1000 in range', () => {
    for (const stored of ['55500', '45000', '71000', 'abc', '', '6e4', '60000.0', '-60000']) {
      const storage = memoryStorage({ localAmount: stored });
      expect(
        sampleAmountFrom(storage, 70_000, () => 0),
        stored,
      ).toBe(50_000);
      expect(storage.items.get('localAmount')).toBe('50000');
    }
    const kept = memoryStorage({ localAmount: '67000' });
    expect(sampleAmountFrom(kept, 70_000, () => 0)).toBe(67_000);
  });

  it('replaces a stored amount above a limit that has since fallen', () => {
    const storage = memoryStorage({ localAmount: '68000' });
    expect(sampleAmountFrom(storage, 60_000, () => 0.999)).toBe(60_000);
    expect(storage.items.get('localAmount')).toBe('60000');
  });

  it('still answers when storage refuses to save', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(sampleAmountFrom(storage, 70_000, () => 0.25)).toBe(55_000);
  });
});

describe('sample amount below ₹50,000 (every seeded product: a first loan is at most ₹5,000)', () => {
  it('is the limit itself, whatever the draw: never more than a new borrower can get', () => {
    for (const draw of [0, 0.5, 0.999_999, 1])
      expect(chooseSampleAmount(5_000, () => draw)).toBe(5_000);
    expect(chooseSampleAmount(4_999.5, () => 0.3)).toBe(4_999.5);
  });

  it('replaces an amount stored by the old page (₹50,000–70,000) with the real limit', () => {
    for (const stored of ['50000', '70000', '60000', '4000']) {
      const storage = memoryStorage({ localAmount: stored });
      expect(
        sampleAmountFrom(storage, 5_000, () => 0.9),
        stored,
      ).toBe(5_000);
      expect(storage.items.get('localAmount')).toBe('5000');
    }
    const kept = memoryStorage({ localAmount: '5000' });
    expect(sampleAmountFrom(kept, 5_000)).toBe(5_000);
    const fractional = memoryStorage({ localAmount: '4999.5' });
    expect(sampleAmountFrom(fractional, 4_999.5)).toBe(4_999.5);
  });
});
