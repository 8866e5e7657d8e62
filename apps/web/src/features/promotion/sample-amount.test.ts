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

describe('sample amount', () => {
  it('is a multiple of 1000 between 50000 and 70000, both ends reachable', () => {
    expect(chooseSampleAmount(() => 0)).toBe(50_000);
    expect(chooseSampleAmount(() => 0.999_999)).toBe(70_000);
    expect(chooseSampleAmount(() => 1)).toBe(70_000);
    const seen = new Set<number>();
    for (let index = 0; index < 2_000; index += 1) {
      const amount = chooseSampleAmount();
      expect(isValidSampleAmount(amount)).toBe(true);
      seen.add(amount);
    }
    // 21 possible values; 2000 draws reach them all unless the spread is broken.
    expect(seen.size).toBe(21);
  });

  it('tells valid amounts from others', () => {
    for (const valid of [50_000, 61_000, 70_000]) expect(isValidSampleAmount(valid)).toBe(true);
    for (const invalid of [49_000, 71_000, 55_500, 60_000.5, Number.NaN, 0, -60_000]) {
      expect(isValidSampleAmount(invalid)).toBe(false);
    }
  });

  it('chooses once, stores it under localAmount and shows the same amount on return', () => {
    const storage = memoryStorage();
    const first = sampleAmountFrom(storage, () => 0.5);
    expect(first).toBe(60_000);
    expect(storage.items.get('localAmount')).toBe('60000');
    // A later visit with another random draw still gets the stored amount.
    expect(sampleAmountFrom(storage, () => 0)).toBe(60_000);
  });

  it('replaces a stored value that is not a multiple of 1000 in range', () => {
    for (const stored of ['55500', '45000', '71000', 'abc', '', '6e4', '60000.0', '-60000']) {
      const storage = memoryStorage({ localAmount: stored });
      expect(
        sampleAmountFrom(storage, () => 0),
        stored,
      ).toBe(50_000);
      expect(storage.items.get('localAmount')).toBe('50000');
    }
    const kept = memoryStorage({ localAmount: '67000' });
    expect(sampleAmountFrom(kept, () => 0)).toBe(67_000);
  });

  it('still answers when storage refuses to save', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(sampleAmountFrom(storage, () => 0.25)).toBe(55_000);
  });
});
