import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@saral/contract/api/loan';
import { canExtend, canRepay, orderDetailSections, repaymentButtonText } from './order-detail-view';

const order: OrderDetail = {
  orderId: 12,
  orderNo: 'SR12',
  productId: 3,
  productName: 'Saral Quick',
  orderState: 6,
  loanAmount: 5_000,
  period: 7,
  arriveAmount: 4_528,
  repaymentAmount: 5_017.5,
  loanDate: '2025-03-12',
  repaymentDate: '2025-03-19',
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
  canChooseAmount: [],
  apr: 560.12,
  interestRate: 0.05,
  kfsAcceptedAt: '2025-03-12T09:35:00.000Z',
  extensionAvailableFrom: null,
  coolingOff: null,
};

const table = (detail: OrderDetail) =>
  orderDetailSections(detail).map((section) => [
    section.title,
    section.rows.map((row) => `${row.label}: ${row.value}`),
  ]);

describe('orderDetailSections', () => {
  it('lists order info and fees', () => {
    expect(table(order)).toEqual([
      [
        'Loan information',
        [
          'Order No.: SR12',
          'Product: Saral Quick',
          'Loan Amount: ₹5,000',
          'Amount received: ₹4,528',
          'Loan date: 12 Mar 2025',
          'Due date: 19 Mar 2025',
          'Period: 7 days',
        ],
      ],
      [
        'Fees',
        [
          'Interest: ₹17.50',
          'Processing fee: ₹400',
          'GST (18%) on processing fee: ₹72',
          'Repayment Amount: ₹5,017.50',
        ],
      ],
    ]);
  });

  it('adds the overdue info once the loan is overdue', () => {
    const sections = orderDetailSections({ ...order, overdueDays: 1, overdueFee: 25 });
    expect(sections.map((section) => section.key)).toEqual(['info', 'overdue', 'fees']);
    expect(sections[1]?.rows.map((row) => row.value)).toEqual(['1 day', '₹25']);
  });

  it('leaves out dates the server has not set yet', () => {
    const keys = orderDetailSections({ ...order, loanDate: '', repaymentDate: '' })[0]?.rows.map(
      (row) => row.key,
    );
    expect(keys).not.toContain('loanDate');
    expect(keys).not.toContain('due');
  });
});

describe('repayment actions', () => {
  it('labels the button with the amount', () => {
    expect(repaymentButtonText(5_017.5)).toBe('Repayment ₹5,017.50');
    expect(repaymentButtonText(100_000)).toBe('Repayment ₹1,00,000');
  });

  it('offers repayment while money is out', () => {
    expect([6, 8, 11].every((orderState) => canRepay({ orderState }))).toBe(true);
    expect([1, 2, 3, 4, 5, 7, 9].some((orderState) => canRepay({ orderState }))).toBe(false);
  });

  it('hides the extend link when extensionState is 2', () => {
    expect(canExtend(order)).toBe(true);
    expect(canExtend({ ...order, extensionState: 2 })).toBe(false);
    expect(canExtend({ ...order, orderState: 7 })).toBe(false);
  });
});
