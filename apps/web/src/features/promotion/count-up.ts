/**
 * The values the sample amount shows while it counts up: from 0 in `step` increments, the last
 * one clamped to `target` (spec section 9: steps of 3000 every 50 ms).
 */
export function countUpValues(target: number, step: number): number[] {
  if (!(step > 0)) throw new Error(`count-up step must be positive, got ${step}`);
  if (target <= 0) return [Math.max(0, target)];
  const values: number[] = [];
  for (let value = 0; value < target; value += step) values.push(value);
  values.push(target);
  return values;
}
