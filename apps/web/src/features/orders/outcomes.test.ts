import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@saral/contract/api/loan';
import type { PaymentStatus } from '@saral/contract/api/money';
import { paymentOutcome } from './payment-outcome';
import { payoutOutcome } from './payout-outcome';

const order = {
  orderId: 12,
  loanAmount: 5_000,
  arriveAmount: 4_528,
  repaymentAmount: 5_017.5,
  repaymentDate: '',
  dueIfPaidOutToday: '2026-12-05',
  loanDate: '',
  bankName: 'State Bank of India',
  bankNo: 'XXXXXX5678',
  orderState: 4,
} as OrderDetail;

describe('payoutOutcome', () => {
  it('says how much is on its way to which account', () => {
    const view = payoutOutcome(order);
    expect(view.title).toBe('Money on its way');
    expect(view.description).toBe(
      '₹4,528 is on its way to State Bank of India ••5678, usually within minutes.',
    );
    expect(view.facts).toContainEqual({ label: 'Repay by 5 Dec 2026', value: '₹5,017.50' });
  });

  it('then that it arrived, or that it could not be sent and nothing is owed', () => {
    const sent = payoutOutcome({
      ...order,
      orderState: 6,
      loanDate: '2026-11-28',
      repaymentDate: '2026-12-05',
    });
    expect(sent.description).toBe('₹4,528 was sent to State Bank of India ••5678 on 28 Nov 2026.');
    const failed = payoutOutcome({ ...order, orderState: 5 });
    expect(failed.status).toBe('error');
    expect(failed.description).toContain('you owe nothing');
  });
});

describe('paymentOutcome', () => {
  const payment: PaymentStatus = {
    orderId: 12,
    purpose: 'repayment',
    status: 'paid',
    amount: 5_017.5,
    paidAmount: 5_017.5,
  };

  it('failed: no money was taken, try again', () => {
    expect(paymentOutcome({ ...payment, status: 'failed', paidAmount: 0 }, null)).toMatchObject({
      title: 'Payment failed',
      description: 'No money was taken, try again.',
      retry: 'repay',
    });
    expect(paymentOutcome({ ...payment, purpose: 'extension', status: 'failed' }, null).retry).toBe(
      'extension',
    );
  });

  it('paid: settled, or what is still due; an extension tells the new due date', () => {
    expect(paymentOutcome(payment, { ...order, orderState: 7 }).description).toBe(
      '₹5,017.50 received. Your loan is fully repaid.',
    );
    const part = { ...payment, paidAmount: 1_000 };
    expect(
      paymentOutcome(part, {
        ...order,
        orderState: 6,
        repaymentAmount: 4_017.5,
        repaymentDate: '2026-12-05',
      }).description,
    ).toBe('₹1,000 received. ₹4,017.50 is still due by 5 Dec 2026.');
    expect(
      paymentOutcome(
        { ...payment, purpose: 'extension', paidAmount: 267.5 },
        { ...order, repaymentDate: '2026-12-12' },
      ),
    ).toMatchObject({
      title: 'Extension paid',
      description: '₹267.50 received. Your new due date is 12 Dec 2026.',
    });
  });

  it('pending: waiting for the bank, nothing to retry yet', () => {
    expect(paymentOutcome({ ...payment, status: 'pending', paidAmount: 0 }, null)).toMatchObject({
      status: 'waiting',
      title: 'Payment pending',
      retry: null,
    });
  });
});
