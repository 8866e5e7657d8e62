import { describe, expect, it } from 'vitest';
import type { OrderListItem } from '@saral/contract/api/loan';
import { orderCardView } from './order-card-view';

const order: OrderListItem = {
  orderId: 12,
  orderState: 6,
  productName: 'Saral Quick',
  productId: 3,
  loanAmount: 5_000,
  arriveAmount: 4_528,
  repaymentAmount: 5_017.5,
  totalPaid: 0,
  closedDate: null,
  repaymentDate: '',
  overdueDays: 0,
};

const figuresOf = (item: OrderListItem) =>
  orderCardView(item).figures.map((figure) => [figure.label, figure.value]);

describe('orderCardView', () => {
  it('names the card by product and state and lists its figures', () => {
    const view = orderCardView(order);
    expect(view.name).toBe('Saral Quick order, Loaned');
    expect(view.stateLabel).toBe('Loaned');
    expect(view.figures.map((figure) => [figure.label, figure.value])).toEqual([
      ['Loan Amount', '₹5,000'],
      ['Received', '₹4,528'],
      ['Repayment Amount', '₹5,017.50'],
    ]);
  });

  it('shows a settled loan’s total paid and closing day instead of a repayment', () => {
    expect(
      figuresOf({
        ...order,
        orderState: 7,
        repaymentAmount: 0,
        totalPaid: 5_360,
        closedDate: '2026-12-02',
      }),
    ).toEqual([
      ['Loan Amount', '₹5,000'],
      ['Received', '₹4,528'],
      ['Total paid', '₹5,360'],
      ['Closed on', '2 Dec 2026'],
    ]);
  });

  it('shows neither received nor repayment for an order that made no loan', () => {
    for (const orderState of [3, 5, 9]) {
      expect(figuresOf({ ...order, orderState, arriveAmount: 0, repaymentAmount: 0 })).toEqual([
        ['Loan Amount', '₹5,000'],
      ]);
    }
  });

  it('links each state as the order list does', () => {
    const linkOf = (orderState: number) => orderCardView({ ...order, orderState }).link;
    expect(linkOf(1)).toBe('/orders/12/audit');
    expect(linkOf(2)).toBe('/orders/12/confirm');
    expect(linkOf(6)).toBe('/orders/12/detail');
    expect(linkOf(8)).toBe('/orders/12/detail');
    expect(linkOf(11)).toBe('/orders/12/extension');
    // The Lending card opens the status page of the money on its way.
    expect(linkOf(4)).toBe('/orders/12/payout');
    for (const state of [3, 5, 7, 9, 10]) expect(linkOf(state)).toBeNull();
  });

  it('says what a tap does only when the card links somewhere', () => {
    expect(orderCardView({ ...order, orderState: 2 }).actionText).toBe('Confirm and get money');
    expect(orderCardView({ ...order, orderState: 7 }).actionText).toBeNull();
  });

  it('styles valid and invalid states apart', () => {
    const valid = (orderState: number) => orderCardView({ ...order, orderState }).valid;
    expect([1, 2, 6, 8, 11].every(valid)).toBe(true);
    expect([3, 4, 5, 7, 9].some(valid)).toBe(false);
  });

  it('labels an unknown state Invalid', () => {
    expect(orderCardView({ ...order, orderState: 9 }).name).toBe('Saral Quick order, Invalid');
  });
});
