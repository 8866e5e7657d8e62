import { describe, expect, it } from 'vitest';
import type { ExtensionCalc } from '@saral/contract/api/money';
import {
  dueDateMove,
  extensionActionBody,
  extensionBreakdown,
  formatDays,
  formatRate,
  overdueFeeOf,
} from './extension-view';

const calc: ExtensionCalc = {
  extensionFee: 350,
  extensionFeePaid: 0,
  extensionServiceFee: 200,
  extensionRate: 0.5,
  interest: 150,
  extensionApplyTime: '2025-03-12T09:30:00.000Z',
  extensionDay: 7,
  extensionTime: '2025-03-19',
  currentDueDate: '2025-03-15',
  orderRepayId: 31,
  extensionId: 9,
  payBy: '2025-03-13T09:30:00.000Z',
};

describe('overdueFeeOf', () => {
  it('is 0 when the fee is only service fee and interest', () => {
    expect(overdueFeeOf(calc)).toBe(0);
  });

  it('is what remains of the fee, counting what was already paid', () => {
    expect(overdueFeeOf({ ...calc, extensionFee: 380.5, extensionFeePaid: 20 })).toBe(50.5);
  });

  it('never drifts on rupee fractions', () => {
    expect(
      overdueFeeOf({
        extensionFee: 0.3,
        extensionFeePaid: 0,
        extensionServiceFee: 0.1,
        interest: 0.1,
      }),
    ).toBe(0.1);
  });

  it('is never negative', () => {
    expect(overdueFeeOf({ ...calc, extensionFee: 100 })).toBe(0);
  });
});

describe('extensionBreakdown', () => {
  it('shows service fee and interest when nothing is overdue or paid', () => {
    expect(extensionBreakdown(calc)).toEqual([
      { key: 'service', label: 'Extension service fee', value: '₹200' },
      { key: 'interest', label: 'Interest', value: '₹150' },
    ]);
  });

  it('adds the overdue fee and deducts what was already paid', () => {
    const rows = extensionBreakdown({ ...calc, extensionFee: 330, extensionFeePaid: 100 });
    expect(rows.map((row) => [row.label, row.value, row.deduction ?? false])).toEqual([
      ['Extension service fee', '₹200', false],
      ['Interest', '₹150', false],
      ['Overdue fee', '₹80', false],
      ['Extension fee already paid', '− ₹100', true],
    ]);
  });
});

describe('formatting', () => {
  it('shows the rate and the days', () => {
    expect(formatRate(0.5)).toBe('0.5% per day');
    expect(formatDays(7)).toBe('7 days');
    expect(formatDays(1)).toBe('1 day');
  });
});

describe('extensionActionBody', () => {
  it('carries the extension, the order and the repayment ids', () => {
    expect(extensionActionBody(calc, 12)).toEqual({
      extensionId: 9,
      orderId: 12,
      orderRepayId: 31,
    });
  });
});

describe('dueDateMove', () => {
  it('shows the current and the new due date and the days gained', () => {
    expect(dueDateMove(calc)).toEqual({ from: '2025-03-15', to: '2025-03-19', gain: '+4 days' });
    expect(dueDateMove({ currentDueDate: '2025-03-18', extensionTime: '2025-03-19' }).gain).toBe(
      '+1 day',
    );
  });

  it('counts across a month end', () => {
    expect(dueDateMove({ currentDueDate: '2025-02-26', extensionTime: '2025-03-05' }).gain).toBe(
      '+7 days',
    );
  });
});
