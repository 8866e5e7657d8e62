import { describe, expect, it } from 'vitest';
import {
  coolingOffButtonText,
  coolingOffNote,
  extensionAvailabilityNote,
} from './loan-options-view';

const exit = { amount: 5002.5, interest: 2.5, daysUsed: 1, until: '2026-11-22T06:00:00.000Z' };

describe('cooling-off exit', () => {
  it('names the amount that closes the loan today', () => {
    expect(coolingOffButtonText(exit)).toBe('Cancel loan (cooling-off): repay ₹5,002.50 today');
  });

  it('says until when (India time), the days of interest, and that the fee is kept', () => {
    expect(coolingOffNote(exit)).toBe(
      'Until 22 Nov 2026, 11:30 am you may cancel this loan: repay the loan amount and 1 day of interest (₹2.50), less anything already repaid. No other charge; the processing fee deducted at payout is not refunded.',
    );
    expect(coolingOffNote({ ...exit, daysUsed: 2, interest: 5 })).toContain(
      '2 days of interest (₹5)',
    );
  });
});

describe('extensionAvailabilityNote', () => {
  it('says from which day an extension moves the due date', () => {
    expect(extensionAvailabilityNote({ extensionAvailableFrom: '2026-11-22' })).toBe(
      'You can extend the due date from 22 Nov 2026.',
    );
    expect(extensionAvailabilityNote({ extensionAvailableFrom: null })).toBeNull();
  });
});
