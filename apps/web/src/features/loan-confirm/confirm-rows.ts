import type { OrderDetail } from '@saral/contract/api/loan';
import { formatRupees } from '@saral/contract/money';
import { formatCalendarDay, formatDate } from '../../shared/format/dates';
import { bankAccountText } from '../../shared/loan/bank-account';
import { orderFigures, type LoanFigures } from '../../shared/loan/cost-summary';

export type DetailRow = { key: string; label: string; value: string; emphasis?: boolean };

/** The figures of the cost summary and the fees card; due as if paid out today. */
export function confirmFigures(order: OrderDetail): LoanFigures {
  return orderFigures(order, order.repaymentDate || (order.dueIfPaidOutToday ?? ''));
}

/** "Approved for ₹4,000 of the ₹5,000 you applied for"; null when approved as applied. */
export function approvedLessNote(order: OrderDetail): string | null {
  return order.appliedAmount > order.loanAmount
    ? `Approved for ${formatRupees(order.loanAmount)} of the ${formatRupees(order.appliedAmount)} you applied for`
    : null;
}

/**
 * The approved loan as the confirm screen lists it below the loan amount (which has its own
 * control) and the cost summary; the fees have their own card. The due date only once known.
 */
export function confirmRows(order: OrderDetail): DetailRow[] {
  const rows: DetailRow[] = [
    {
      key: 'repayment',
      label: 'Repayment Amount',
      value: formatRupees(order.repaymentAmount),
      emphasis: true,
    },
    { key: 'applied', label: 'Apply Date', value: formatDate(order.applyTime) },
  ];
  if (order.repaymentDate) {
    rows.push({ key: 'due', label: 'Due date', value: formatCalendarDay(order.repaymentDate) });
  }
  rows.push({ key: 'bank', label: 'Bank Account', value: bankAccountText(order) || 'Not set' });
  return rows;
}
