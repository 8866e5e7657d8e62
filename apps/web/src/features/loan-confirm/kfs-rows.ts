import type { KeyFactStatement } from '@saral/contract/api/loan';
import { formatRupees } from '@saral/contract/money';
import { formatCalendarDay } from '../../shared/format/dates';

/**
 * The Key Fact Statement laid out as the RBI's standard format asks: Part 1's numbered facts,
 * the fees table and the repayment schedule. Text-only items (penal charges, cooling-off,
 * Part 2) are shown as they come.
 */

export type KfsRow = { key: string; label: string; value: string };
export type KfsFeeRow = {
  key: string;
  name: string;
  amount: string;
  gst: string;
  payableTo: string;
};

const PERCENT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 4 });
const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

export function kfsFeesTotal(kfs: Pick<KeyFactStatement, 'fees'>): number {
  // Fees are in rupees with paise: add in paise so 0.1 + 0.2 stays 0.3.
  return kfs.fees.reduce((sum, fee) => sum + Math.round(fee.amount * 100), 0) / 100;
}

export function kfsSummaryRows(kfs: KeyFactStatement): KfsRow[] {
  const instalments = kfs.repaymentSchedule.length;
  return [
    { key: 'account', label: 'Loan account number', value: kfs.orderNo },
    { key: 'amount', label: 'Sanctioned loan amount', value: formatRupees(kfs.loanAmount) },
    { key: 'purpose', label: 'Purpose of the loan', value: kfs.loanPurpose ?? 'Not stated' },
    { key: 'disbursal', label: 'Disbursal schedule', value: '100% upfront, in one payment' },
    { key: 'term', label: 'Loan term', value: plural(kfs.loanTermDays, 'day') },
    {
      key: 'instalments',
      label: 'Number of instalments',
      value: instalments === 1 ? '1, at the end of the term' : plural(instalments, 'instalment'),
    },
    {
      key: 'rate',
      label: 'Interest rate (fixed)',
      value: `${PERCENT.format(kfs.interestRatePerDay)}% per day`,
    },
    { key: 'interest', label: 'Interest amount', value: formatRupees(kfs.interestAmount) },
    { key: 'fees', label: 'Fees and charges', value: formatRupees(kfsFeesTotal(kfs)) },
    {
      key: 'net',
      label: 'Net disbursed amount',
      value: formatRupees(kfs.netDisbursedAmount),
    },
    {
      key: 'total',
      label: 'Total amount to be paid',
      value: formatRupees(kfs.repaymentAmount),
    },
    {
      key: 'apr',
      label: 'Annual Percentage Rate (APR)',
      value: `${PERCENT.format(kfs.apr)}%`,
    },
  ];
}

export function kfsFeeRows(kfs: Pick<KeyFactStatement, 'fees'>): KfsFeeRow[] {
  return kfs.fees.map((fee, index) => ({
    key: `${index}-${fee.name}`,
    name: fee.name,
    amount: formatRupees(fee.amount),
    gst: fee.gst > 0 ? formatRupees(fee.gst) : 'Nil',
    payableTo: fee.payableTo,
  }));
}

export function kfsScheduleRows(kfs: Pick<KeyFactStatement, 'repaymentSchedule'>) {
  return kfs.repaymentSchedule.map((instalment, index) => ({
    key: `${index}-${instalment.date}`,
    number: index + 1,
    date: formatCalendarDay(instalment.date),
    amount: formatRupees(instalment.amount),
  }));
}
