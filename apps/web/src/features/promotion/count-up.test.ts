import { describe, expect, it } from 'vitest';
import { countUpValues } from './count-up';

describe('count-up values', () => {
  it('rises by 3000 from 0 and ends exactly on the target', () => {
    expect(countUpValues(12_000, 3_000)).toEqual([0, 3_000, 6_000, 9_000, 12_000]);
    const values = countUpValues(61_000, 3_000);
    expect(values.slice(0, 3)).toEqual([0, 3_000, 6_000]);
    expect(values.at(-2)).toBe(60_000);
    expect(values.at(-1)).toBe(61_000);
    // 21 steps of 3000 and a last partial one: about 1.1 s at 50 ms a tick.
    expect(values).toHaveLength(22);
    for (let index = 1; index < values.length; index += 1) {
      const rise = values[index]! - values[index - 1]!;
      expect(rise).toBeGreaterThan(0);
      expect(rise).toBeLessThanOrEqual(3_000);
    }
  });

  it('does not repeat the target when it is a multiple of the step', () => {
    expect(countUpValues(69_000, 3_000).filter((value) => value === 69_000)).toHaveLength(1);
  });

  it('refuses a step that would never arrive', () => {
    expect(() => countUpValues(50_000, 0)).toThrow(/step/);
    expect(() => countUpValues(50_000, -3_000)).toThrow(/step/);
  });
});
