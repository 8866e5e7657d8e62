import { describe, expect, it } from 'vitest';
import type { Calculation, OrderDetail } from '@saral/contract/api/loan';
import { amountChoices, getMoneyBody, needsKfsAcceptance, repriceOrder } from './amount-choice';
import { confirmFigures, confirmRows } from './confirm-rows';

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
  canChooseAmount: [1_000, 2_000, 3_000, 4_000, 5_000],
  apr: 560.12,
  interestRate: 0.05,
  kfsAcceptedAt: '2025-03-12T09:35:00.000Z',
  purpose: null,
  extensionAvailableFrom: null,
  coolingOff: null,
  denialReason: null,
};

const threeThousand: Calculation = {
  repaymentAmount: 3_010.5,
  serviceFee: 240,
  gstFee: 43.2,
  interest: 10.5,
  arriveAmount: 2_716.8,
  interestRate: 0.05,
  apr: 561.3,
  repaymentDate: '2026-12-01',
};

describe('amountChoices', () => {
  it('offers the approved amount and the lower ones, largest first, once each', () => {
    expect(amountChoices(5_000, [1_000, 3_000, 3_000, 5_000])).toEqual([5_000, 3_000, 1_000]);
  });

  it('never offers more than was approved', () => {
    expect(amountChoices(3_000, [1_000, 3_000, 5_000, 0])).toEqual([3_000, 1_000]);
  });

  it('has nothing to choose without lower amounts', () => {
    expect(amountChoices(5_000, [])).toEqual([5_000]);
  });
});

describe('repriceOrder', () => {
  it('shows the figures of the chosen amount', () => {
    const repriced = repriceOrder(order, 3_000, threeThousand);
    expect(confirmRows(repriced).map((row) => [row.label, row.value])).toEqual([
      ['Repayment Amount', '₹3,010.50'],
      ['Apply Date', '12 Mar 2025'],
      ['Bank Account', 'State Bank of India ••7890'],
    ]);
    expect(confirmFigures(repriced)).toMatchObject({
      loanAmount: 3_000,
      interest: 10.5,
      serviceFee: 240,
      gstFee: 43.2,
      arriveAmount: 2_716.8,
      repaymentAmount: 3_010.5,
    });
  });

  it('keeps what the amount does not change', () => {
    const repriced = repriceOrder(order, 3_000, threeThousand);
    expect(repriced.loanAmount).toBe(3_000);
    expect(repriced.gtsFee).toBe(43.2);
    expect(repriced.bankNo).toBe(order.bankNo);
    expect(repriced.kfsAcceptedAt).toBe(order.kfsAcceptedAt);
  });
});

describe('getMoneyBody', () => {
  it('sends the approved amount by leaving it out', () => {
    expect(getMoneyBody(order, null)).toEqual({ orderId: 12 });
    expect(getMoneyBody(order, 5_000)).toEqual({ orderId: 12 });
  });

  it('sends a lower amount the borrower chose', () => {
    expect(getMoneyBody(order, 3_000)).toEqual({ orderId: 12, amount: 3_000 });
  });
});

describe('needsKfsAcceptance', () => {
  it('is true for an approved order whose Key Fact Statement is not accepted', () => {
    expect(needsKfsAcceptance({ ...order, kfsAcceptedAt: null })).toBe(true);
    expect(needsKfsAcceptance(order)).toBe(false);
    expect(needsKfsAcceptance({ ...order, orderState: 4, kfsAcceptedAt: null })).toBe(false);
  });
});
