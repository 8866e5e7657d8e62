import { describe, expect, it } from 'vitest';
import { localizeMessage } from '../src/shared/message-language';
import { borrowerRefusals } from './support/borrower-refusals';

describe('every borrower refusal has Hindi', () => {
  const refusals = borrowerRefusals();

  it('finds the refusals in the source', () => {
    // The scan itself must keep working: a broken pattern would find nothing and pass.
    expect(refusals.length).toBeGreaterThan(100);
    const texts = refusals.map((refusal) => refusal.text);
    expect(texts).toContain('Please choose one of the amounts offered');
    expect(texts).toContain('Order not found');
    expect(texts).toContain('Invalid OTP');
    expect(texts).toContain('Aadhaar service is unavailable, please try again');
    expect(texts).toContain('Please give three different mobile numbers');
    expect(texts).toContain('7 must contain digits only');
    expect(texts).toContain('The 7 must be a positive whole number');
    expect(texts).toContain(
      'You cannot delete your account while loan 7 is open (7). You can delete it once the loan is closed.',
    );
  });

  it('translates each one', () => {
    const untranslated = refusals.filter(
      ({ text }) =>
        localizeMessage(text, 'hi') === text ||
        !/[\u0900-\u097f]/.test(localizeMessage(text, 'hi')),
    );
    expect(untranslated).toEqual([]);
  });
});
