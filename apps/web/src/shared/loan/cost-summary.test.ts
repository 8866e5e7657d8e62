import { describe, expect, it } from 'vitest';
import { costSummary, feeGroups } from './cost-summary';

const figures = {
  loanAmount: 5_000,
  arriveAmount: 4_528,
  repaymentAmount: 5_017.5,
  interest: 17.5,
  serviceFee: 400,
  gstFee: 72,
  apr: 561.27,
  dueDate: '2026-12-05',
};

describe('costSummary', () => {
  it('says what you get today, what you repay when, the cost and the APR', () => {
    expect(costSummary(figures)).toEqual({
      getToday: '₹4,528',
      repay: '₹5,017.50',
      on: 'on 5 Dec 2026',
      cost: '₹489.50',
      apr: '561.3%',
    });
    expect(costSummary({ ...figures, dueDate: '' }).on).toBe('');
  });
});

describe('feeGroups', () => {
  it('separates what is deducted at payout from what is repaid, each adding up', () => {
    const [payout, repaid] = feeGroups(figures, 18);
    expect(payout?.lines.map((line) => [line.label, line.value])).toEqual([
      ['Loan amount', '₹5,000'],
      ['Processing fee', '− ₹400'],
      ['GST (18%) on processing fee', '− ₹72'],
      ['You receive', '₹4,528'],
    ]);
    expect(repaid?.title).toBe('Repaid on 5 Dec 2026');
    expect(repaid?.lines.map((line) => [line.label, line.value])).toEqual([
      ['Loan amount', '₹5,000'],
      ['Interest', '+ ₹17.50'],
      ['You repay', '₹5,017.50'],
    ]);
  });
});
