import { describe, expect, it } from 'vitest';
import { daysLeftText, statusLine } from './loan-status';

const facts = { repaymentDate: '', overdueDays: 0, closedDate: null };

describe('statusLine', () => {
  it('keeps the spec label and adds where the borrower stands', () => {
    expect(statusLine({ ...facts, orderState: 2 })).toEqual({
      label: 'Pass',
      subLine: 'Approved – confirm to get money',
      overdue: false,
    });
    expect(statusLine({ ...facts, orderState: 6, repaymentDate: '2026-11-30' })).toEqual({
      label: 'Loaned',
      subLine: 'Active – due 30 Nov',
      overdue: false,
    });
    expect(statusLine({ ...facts, orderState: 4 }).subLine).toBe('Money on its way to your bank');
  });

  it('marks an overdue loan red with the days', () => {
    expect(
      statusLine({ ...facts, orderState: 8, repaymentDate: '2026-11-25', overdueDays: 3 }),
    ).toEqual({ label: 'Overdued', subLine: 'Overdue by 3 days', overdue: true });
    expect(statusLine({ ...facts, orderState: 8, overdueDays: 1 }).subLine).toBe(
      'Overdue by 1 day',
    );
  });
});

describe('daysLeftText', () => {
  it('counts the days to the due date in calendar days', () => {
    expect(daysLeftText('2026-12-05', '2026-11-28')).toBe('7 days left');
    expect(daysLeftText('2026-11-29', '2026-11-28')).toBe('1 day left');
    expect(daysLeftText('2026-11-28', '2026-11-28')).toBe('Due today');
    expect(daysLeftText('2026-11-26', '2026-11-28')).toBe('Overdue by 2 days');
  });
});
