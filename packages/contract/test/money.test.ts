import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '../src/money';

// The formatter the hand-written one replaced: what every screen and message showed before.
const INR_WHOLE = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const INR_PAISE = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const intlRupees = (rupees: number) =>
  `₹${(Number.isInteger(rupees) ? INR_WHOLE : INR_PAISE).format(rupees)}`;

describe('formatRupees', () => {
  it('groups digits the Indian way and shows paise only when there are some', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(1000)).toBe('₹1,000');
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(123456789)).toBe('₹12,34,56,789');
    expect(formatRupees(3010.5)).toBe('₹3,010.50');
    expect(formatRupees(0.05)).toBe('₹0.05');
    expect(formatRupees(-1500.25)).toBe('₹-1,500.25');
  });

  it('writes every amount in paise exactly as Intl en-IN did', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (paise) => {
        const rupees = paise / 100;
        expect(formatRupees(rupees)).toBe(intlRupees(rupees));
      }),
      { numRuns: 5000 },
    );
  });
});
