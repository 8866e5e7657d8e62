import { useEffect, useMemo, useState } from 'react';
import { countUpValues } from '../count-up';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/**
 * Counts from 0 up to `target`, one `step` every `tickMs`. With reduced motion asked for, the
 * final value shows at once: a figure racing upwards is exactly the motion to leave out.
 */
export function useCountUp(target: number, step: number, tickMs: number) {
  const values = useMemo(() => countUpValues(target, step), [target, step]);
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const lastIndex = values.length - 1;

  useEffect(() => {
    if (reducedMotion || index >= lastIndex) return;
    const timer = window.setTimeout(() => setIndex((current) => current + 1), tickMs);
    return () => window.clearTimeout(timer);
  }, [index, lastIndex, reducedMotion, tickMs]);

  const shownIndex = reducedMotion ? lastIndex : Math.min(index, lastIndex);
  return { value: values[shownIndex] ?? target, done: shownIndex === lastIndex };
}
