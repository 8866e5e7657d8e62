import { describe, expect, it } from 'vitest';
import { productTermsSchema, tenureLabelStates } from '../src/api/ops-products';

const QUICK = {
  maxAmount: 5_000,
  amountChoices: [1_000, 2_000, 3_000, 4_000, 5_000],
  dailyInterestPercent: 0.05,
  processingFeePercent: 8,
  periodDays: 7,
  periodChoices: [7],
  tenureLabel: 'Tenure 7 days',
};

const messagesOf = (change: object) => {
  const result = productTermsSchema.safeParse({ ...QUICK, ...change });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('tenure labels', () => {
  it.each([
    ['Tenure 7 days', true],
    ['Repay in 7 days', true],
    ['7 day loan', true],
    ['Tenure 14 days', false],
    ['Tenure 7~14 days', false],
    ['Tenure 91~180 days', false],
    ['One week', false],
  ])('%s states a 7-day term: %s', (label, states) => {
    expect(tenureLabelStates(label, 7)).toBe(states);
  });
});

describe('proposed product terms', () => {
  it('accept the seeded Saral Quick terms', () => {
    expect(messagesOf({})).toEqual([]);
  });

  it.each([
    [{ dailyInterestPercent: 0 }, 'The daily interest must be above 0 %'],
    [{ dailyInterestPercent: 1.5 }, 'The daily interest is at most 1 % a day'],
    [{ dailyInterestPercent: 0.12345 }, 'The daily interest has at most 4 decimals'],
    [{ processingFeePercent: 50 }, 'The processing fee is at most 10 %'],
    [{ processingFeePercent: -1 }, 'The processing fee cannot be below 0 %'],
    [{ maxAmount: 0 }, 'Amounts must be above ₹0'],
    [{ maxAmount: 150_000 }, 'Amounts are at most ₹100000'],
    [{ amountChoices: [1_000.5] }, 'Amounts are whole rupees'],
    [{ amountChoices: [2_000, 1_000] }, 'Amount choices must be in ascending order, each once'],
    [{ amountChoices: [1_000, 1_000] }, 'Amount choices must be in ascending order, each once'],
    [{ amountChoices: [1_000, 6_000] }, 'Every amount choice must be at most the maximum amount'],
    [{ tenureLabel: 'Tenure 14 days' }, expect.stringContaining('The tenure label must state')],
    [{ periodDays: 14, periodChoices: [7, 14] }, 'Loans are priced over 7 days'],
  ])('refuse %o', (change, message) => {
    expect(messagesOf(change)).toContainEqual(message);
  });

  it('accept a fee of 0 % and the highest daily rate', () => {
    expect(messagesOf({ processingFeePercent: 0, dailyInterestPercent: 1 })).toEqual([]);
  });
});
