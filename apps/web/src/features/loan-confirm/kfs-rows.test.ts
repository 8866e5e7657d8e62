import { describe, expect, it } from 'vitest';
import type { KeyFactStatement } from '@saral/contract/api/loan';
import { kfsFeeRows, kfsFeesTotal, kfsScheduleRows, kfsSummaryRows } from './kfs-rows';

const kfs: KeyFactStatement = {
  orderId: 12,
  orderNo: 'SR202503120012',
  issuedAt: '2025-03-12T09:30:00.000Z',
  lender: {
    name: 'Saral Finserv',
    address: 'Bengaluru',
    rbiRegistration: 'N-02.00000',
    cin: 'U00000KA2020PTC000000',
  },
  loanAmount: 5_000,
  loanPurpose: 'Education',
  loanTermDays: 7,
  interestRatePerDay: 0.05,
  interestAmount: 17.5,
  fees: [
    { name: 'Processing fee (incl. GST 18%)', amount: 472, gst: 72, payableTo: 'Saral Finserv' },
    { name: 'Stamp duty', amount: 0.1, gst: 0, payableTo: 'State government' },
  ],
  netDisbursedAmount: 4_528,
  repaymentAmount: 5_017.5,
  repaymentDate: '2025-03-19',
  repaymentSchedule: [{ date: '2025-03-19', amount: 5_017.5 }],
  apr: 560.12,
  penalCharges: '0.5% of the overdue principal per day',
  coolingOffDays: 3,
  coolingOffText: 'You may leave within 3 days.',
  recoveryAgents: 'None',
  grievanceOfficer: { name: 'A. Officer', phone: '080 4000 0000', email: 'g@x.in', address: 'B' },
  complaintPortalUrl: 'https://cms.rbi.org.in',
  acceptedAt: null,
  termsHash: 'a'.repeat(64),
};

describe('KFS rows', () => {
  it('lists Part 1 facts in the standard order', () => {
    expect(kfsSummaryRows(kfs).map((row) => [row.label, row.value])).toEqual([
      ['Loan account number', 'SR202503120012'],
      ['Sanctioned loan amount', '₹5,000'],
      ['Purpose of the loan', 'Education'],
      ['Disbursal schedule', '100% upfront, in one payment'],
      ['Loan term', '7 days'],
      ['Number of instalments', '1, at the end of the term'],
      ['Interest rate (fixed)', '0.05% per day'],
      ['Interest amount', '₹17.50'],
      ['Fees and charges', '₹472.10'],
      ['Net disbursed amount', '₹4,528'],
      ['Total amount to be paid', '₹5,017.50'],
      ['Annual Percentage Rate (APR)', '560.12%'],
    ]);
  });

  it('adds fees in paise', () => {
    expect(kfsFeesTotal({ fees: [0.1, 0.2].map((amount) => ({ ...kfs.fees[1]!, amount })) })).toBe(
      0.3,
    );
  });

  it('shows each fee with its GST and who is paid', () => {
    expect(
      kfsFeeRows(kfs).map(({ name, amount, gst, payableTo }) => [name, amount, gst, payableTo]),
    ).toEqual([
      ['Processing fee (incl. GST 18%)', '₹472', '₹72', 'Saral Finserv'],
      ['Stamp duty', '₹0.10', 'Nil', 'State government'],
    ]);
  });

  it('numbers the repayment schedule with readable dates', () => {
    expect(kfsScheduleRows(kfs)).toEqual([
      { key: '0-2025-03-19', number: 1, date: '19 Mar 2025', amount: '₹5,017.50' },
    ]);
  });

  it('counts several instalments', () => {
    const twice = {
      ...kfs,
      repaymentSchedule: [...kfs.repaymentSchedule, ...kfs.repaymentSchedule],
    };
    expect(kfsSummaryRows(twice).find((row) => row.key === 'instalments')?.value).toBe(
      '2 instalments',
    );
  });
});
