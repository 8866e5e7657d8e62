import { describe, expect, it } from 'vitest';
import { formatAmount, formatLongDate, formatNumber } from './format';

describe('formatting in the borrower’s language', () => {
  it('groups rupees the Indian way in both languages', () => {
    expect(formatAmount(125000, 'en')).toBe('₹1,25,000');
    expect(formatAmount(125000, 'hi')).toBe('₹1,25,000');
    expect(formatAmount(1250.5, 'hi')).toBe('₹1,250.50');
    expect(formatNumber(10000000, 'hi')).toBe('1,00,00,000');
  });

  it('writes dates out, with Hindi month names in Hindi', () => {
    expect(formatLongDate('2026-11-30', 'hi')).toBe('30 नवंबर 2026');
    expect(formatLongDate('2026-11-30', 'en')).toBe('30 November 2026');
    // 20:00 UTC is already the next day in India.
    expect(formatLongDate('2026-11-29T20:00:00Z', 'hi')).toBe('30 नवंबर 2026');
    expect(formatLongDate('not a date', 'en')).toBe('not a date');
  });
});
