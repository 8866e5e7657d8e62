import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@saral/contract/api/loan';
import {
  canExtend,
  canRepay,
  detailFeeFigures,
  detailSummary,
  orderDetailSections,
  paymentRows,
  repaymentButtonText,
  showsPaymentHistory,
} from './order-detail-view';

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
  totalPaid: 0,
  closedDate: null,
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
  bankName: 'State Bank of India',
  appliedAmount: 5000,
  dueIfPaidOutToday: null,
  canChooseAmount: [],
  apr: 560.12,
  interestRate: 0.05,
  kfsAcceptedAt: '2025-03-12T09:35:00.000Z',
  purpose: null,
  extensionAvailableFrom: null,
  coolingOff: null,
  denialReason: null,
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

  it('says the purpose the borrower gave, after the amount', () => {
    const info = table({ ...order, purpose: 'Medical treatment' })[0]?.[1];
    expect(info?.slice(2, 4)).toEqual(['Loan Amount: ₹5,000', 'Purpose: Medical treatment']);
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

describe('settled and closed-without-a-loan orders', () => {
  const settled: OrderDetail = {
    ...order,
    orderState: 7,
    repaymentAmount: 0,
    totalPaid: 5_360,
    closedDate: '2025-03-18',
  };

  it('a settled loan leads with what was paid in total and the day it closed', () => {
    expect(detailSummary(settled)).toEqual({
      caption: 'Total paid',
      amount: '₹5,360',
      note: 'Closed on 18 Mar 2025',
    });
    const rows = table(settled).flatMap(([, lines]) => lines);
    expect(rows).toContain('Closed on: 18 Mar 2025');
    expect(rows).toContain('Total paid: ₹5,360');
    expect(rows.some((line) => String(line).startsWith('Repayment Amount'))).toBe(false);
  });

  it('an owed loan leads with what is owed now and its due date', () => {
    expect(detailSummary({ ...order, repaymentAmount: 5_092.5 })).toEqual({
      caption: 'Repayment Amount',
      amount: '₹5,092.50',
      note: 'Due date 19 Mar 2025',
    });
  });

  it('a denied, failed or invalid order shows no received or repayment figure', () => {
    for (const orderState of [3, 5, 9]) {
      const closed = { ...order, orderState, arriveAmount: 0, repaymentAmount: 0 };
      expect(detailSummary(closed)).toBeNull();
      expect(table(closed)).toEqual([
        [
          'Loan information',
          ['Order No.: SR12', 'Product: Saral Quick', 'Loan Amount: ₹5,000', 'Period: 7 days'],
        ],
      ]);
      expect(showsPaymentHistory(closed)).toBe(false);
    }
  });
});

describe('payment history', () => {
  it('lists each payment with its kind, amount, time, method and reference', () => {
    expect(
      paymentRows([
        {
          kind: 'repayment',
          amount: 1_200.5,
          creditAmount: 0,
          paidAt: '2025-03-15T09:30:00.000Z',
          method: 'upi',
          reference: 'sandbox:evt-1',
        },
        {
          kind: 'extensionFee',
          amount: 342.5,
          creditAmount: 0,
          paidAt: '2025-03-16T09:30:00.000Z',
          method: null,
          reference: 'sandbox:evt-2',
        },
        {
          kind: 'repayment',
          amount: 4_000,
          creditAmount: 182.5,
          paidAt: '2025-03-17T09:30:00.000Z',
          method: 'card',
          reference: 'sandbox:evt-3',
        },
        {
          kind: 'overpayment',
          amount: 100,
          creditAmount: 100,
          paidAt: '2025-03-18T09:30:00.000Z',
          method: 'upi',
          reference: 'sandbox:evt-4',
        },
      ]).map((row) => [row.label, row.amount, row.detail, row.credit, row.reference]),
    ).toEqual([
      ['Repayment', '₹1,200.50', '15 Mar 2025, 3:00 pm · UPI', null, 'sandbox:evt-1'],
      ['Extension fee', '₹342.50', '16 Mar 2025, 3:00 pm', null, 'sandbox:evt-2'],
      [
        'Repayment',
        '₹4,000',
        '17 Mar 2025, 3:00 pm · CARD',
        '₹182.50 above the amount due, to be refunded',
        'sandbox:evt-3',
      ],
      ['Paid again (to be refunded)', '₹100', '18 Mar 2025, 3:00 pm · UPI', null, 'sandbox:evt-4'],
    ]);
  });

  it('shows for paid-out loans, owed or settled', () => {
    expect([6, 7, 8, 11].every((orderState) => showsPaymentHistory({ orderState }))).toBe(true);
    expect([1, 2, 3, 4, 5, 9].some((orderState) => showsPaymentHistory({ orderState }))).toBe(
      false,
    );
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

describe('detailFeeFigures', () => {
  it('splits the fees while the loan owes its price, and not once anything else counts', () => {
    expect(detailFeeFigures(order)).toMatchObject({
      loanAmount: 5_000,
      interest: 17.5,
      repaymentAmount: 5_017.5,
    });
    expect(detailFeeFigures({ ...order, overdueFee: 25, repaymentAmount: 5_042.5 })).toBeNull();
    expect(detailFeeFigures({ ...order, totalPaid: 1_000, repaymentAmount: 4_017.5 })).toBeNull();
    expect(detailFeeFigures({ ...order, orderState: 7 })).toBeNull();
  });
});
