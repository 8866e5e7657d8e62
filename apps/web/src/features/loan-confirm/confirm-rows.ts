import type { OrderDetail } from '@saral/contract/api/loan';
import { GST_RATE_PERCENT } from '@saral/contract/constants';
import { formatRupees } from '@saral/contract/money';
import { formatCalendarDay, formatDate } from '../../shared/format/dates';

export type DetailRow = { key: string; label: string; value: string; emphasis?: boolean };

/**
 * The approved loan as the confirm screen lists it below the loan amount (which has its own
 * control); the due date only once it is known.
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
    { key: 'interest', label: 'Interest Fee', value: formatRupees(order.interest) },
    { key: 'processing', label: 'Processing fee', value: formatRupees(order.serviceFee) },
    {
      key: 'gst',
      label: `GST (${GST_RATE_PERCENT}%) on processing fee`,
      value: formatRupees(order.gstFee),
    },
    {
      key: 'received',
      label: 'Amount received',
      value: formatRupees(order.arriveAmount),
      emphasis: true,
    },
  ];
  if (order.repaymentDate) {
    rows.push({ key: 'due', label: 'Due date', value: formatCalendarDay(order.repaymentDate) });
  }
  rows.push({ key: 'bank', label: 'Bank Account', value: order.bankNo || 'Not set' });
  return rows;
}
