import { describe, expect, it } from 'vitest';
import {
  PLACEHOLDER_NAMES,
  fillPlaceholders,
  placeholderValues,
  unknownPlaceholders,
} from '../src/domains/content/site-placeholders';
import { faqToText, legalToText, parseFaq, parseLegal } from '../src/domains/content/content-texts';
import { PRIVACY_POLICY, TERMS_OF_USE } from '../src/domains/content/legal-texts';
import { FAQ_SEED } from '../src/db/seed/help-content';
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

describe('texts operators edit', () => {
  it('accepts exactly the names the server fills (so an accepted name is never left unfilled)', () => {
    const filled = Object.keys(placeholderValues(LENDER_IDENTITY_SEED, figures));
    expect([...filled].sort()).toEqual([...PLACEHOLDER_NAMES].sort());
    expect(
      unknownPlaceholders('{{lender.name}} {{ loans.maxAmount }} {{lender.nmae}} {{x}}'),
    ).toEqual(['lender.nmae', 'x']);
  });

  it('the shipped texts survive the edited form unchanged, and use only known placeholders', () => {
    for (const document of [PRIVACY_POLICY, TERMS_OF_USE]) {
      const text = legalToText(document);
      expect(parseLegal(text)).toEqual({ intro: document.intro, sections: document.sections });
      expect(unknownPlaceholders(text)).toEqual([]);
    }
    const faq = FAQ_SEED.map(({ title, content }) => ({ title, content }));
    expect(parseFaq(faqToText(faq))).toEqual(faq);
    expect(unknownPlaceholders(faqToText(faq))).toEqual([]);
  });
});
