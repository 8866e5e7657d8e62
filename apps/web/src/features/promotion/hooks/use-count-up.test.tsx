import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountUp } from './use-count-up';

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useCountUp', () => {
  it('shows 0, 3000, 6000 … one step every 50 ms and stops on the target', () => {
    mockReducedMotion(false);
    const { result } = renderHook(() => useCountUp(10_000, 3_000, 50));
    const seen = [result.current.value];
    for (let tick = 0; tick < 6; tick += 1) {
      act(() => {
        vi.advanceTimersByTime(50);
      });
      seen.push(result.current.value);
    }
    expect(seen).toEqual([0, 3_000, 6_000, 9_000, 10_000, 10_000, 10_000]);
    expect(result.current.done).toBe(true);
  });

  it('does not move before a tick has passed', () => {
    mockReducedMotion(false);
    const { result } = renderHook(() => useCountUp(60_000, 3_000, 50));
    act(() => {
      vi.advanceTimersByTime(49);
    });
    expect(result.current).toEqual({ value: 0, done: false });
  });

  it('jumps to the target at once when reduced motion is asked for', () => {
    mockReducedMotion(true);
    const { result } = renderHook(() => useCountUp(64_000, 3_000, 50));
    expect(result.current).toEqual({ value: 64_000, done: true });
    expect(vi.getTimerCount()).toBe(0);
  });
});
