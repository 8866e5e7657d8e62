import { describe, expect, it } from 'vitest';
import { fillPlaceholders, placeholderValues } from '../src/domains/content/site-placeholders';
import { LENDER_IDENTITY_SEED } from '../src/domains/lender/lender-repository';

const figures = {
  firstLoanMaxAmount: 5_000,
  minDailyRatePercent: 0.05,
  maxAmount: 40_000,
  minAmount: 1_000,
};

describe('site placeholders', () => {
  const values = placeholderValues(LENDER_IDENTITY_SEED, figures);

  it('fills the lender and the loan range, spaces inside the braces allowed', () => {
    expect(
      fillPlaceholders(
        'Lent by {{lender.name}} ({{ grievanceOfficer.email }}), {{loans.minAmount}}–{{loans.maxAmount}}.',
        values,
      ),
    ).toBe(
      `Lent by ${LENDER_IDENTITY_SEED.name} (${LENDER_IDENTITY_SEED.grievanceOfficer.email}), ₹1,000–₹40,000.`,
    );
  });

  it('leaves an unknown or inherited name visible instead of inventing a value', () => {
    expect(fillPlaceholders('{{lender.nmae}} {{constructor}} {{toString}}', values)).toBe(
      '{{lender.nmae}} {{constructor}} {{toString}}',
    );
  });

  it('leaves the amounts unfilled when no product is applied for here', () => {
    const withoutProducts = placeholderValues(LENDER_IDENTITY_SEED, null);
    expect(fillPlaceholders('up to {{loans.maxAmount}}', withoutProducts)).toBe(
      'up to {{loans.maxAmount}}',
    );
  });
});
