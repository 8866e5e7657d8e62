import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@saral/contract/api/loan';
import { approvedLessNote, confirmFigures, confirmRows } from './confirm-rows';

const order: OrderDetail = {
  orderId: 12,
  orderNo: 'SR12',
  productId: 3,
  productName: 'Saral Quick',
  orderState: 2,
  loanAmount: 5_000,
  period: 7,
  arriveAmount: 4_528,
  repaymentAmount: 5_017.5,
  totalPaid: 0,
  closedDate: null,
  loanDate: '',
  repaymentDate: '',
  overdueDays: 0,
  overdueFee: 0,
  serviceFee: 400,
  gtsFee: 72,
  gstFee: 72,
  interest: 17.5,
  applyTime: '2025-03-12T09:30:00.000Z',
  extensionMsg: '',
  extensionState: 0,
  reservation: 0,
  bankNo: 'XXXXXX7890',
  bankName: 'State Bank of India',
  appliedAmount: 5000,
  dueIfPaidOutToday: null,
  canChooseAmount: [],
  apr: 560.12,
  interestRate: 0.05,
  kfsAcceptedAt: null,
  purpose: null,
  extensionAvailableFrom: null,
  coolingOff: null,
  denialReason: null,
};

describe('confirmRows', () => {
  it('lists the approved loan', () => {
    expect(confirmRows(order).map((row) => [row.label, row.value])).toEqual([
      ['Repayment Amount', '₹5,017.50'],
      ['Apply Date', '12 Mar 2025'],
      ['Bank Account', 'State Bank of India ••7890'],
    ]);
  });

  it('sums up the cost due as if paid out today, and says when approved for less', () => {
    const figures = confirmFigures({ ...order, dueIfPaidOutToday: '2025-03-19' });
    expect(figures).toMatchObject({ arriveAmount: 4528, repaymentAmount: 5017.5 });
    expect(figures.dueDate).toBe('2025-03-19');
    expect(approvedLessNote(order)).toBeNull();
    expect(approvedLessNote({ ...order, appliedAmount: 8000 })).toBe(
      'Approved for ₹5,000 of the ₹8,000 you applied for',
    );
  });

  it('adds the due date once it is known', () => {
    const rows = confirmRows({ ...order, repaymentDate: '2025-03-19' });
    expect(rows.find((row) => row.key === 'due')?.value).toBe('19 Mar 2025');
  });
});
