import { describe, expect, it } from 'vitest';
import {
  ACTIVE_ORDER_STATES,
  homeOrderLink,
  isActiveOrderState,
  isValidStyledState,
  orderListLink,
  orderStateLabel,
} from '../src/order-states';

describe('order states (spec section 4)', () => {
  it('labels every state', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 11].map(orderStateLabel)).toEqual([
      'Auditing',
      'Pass',
      'Denied',
      'Lending',
      'Failed',
      'Loaned',
      'Settled',
      'Overdued',
      'Extension',
    ]);
  });
  it('styles 1, 2, 6, 8, 11 valid and 3, 4, 5, 7, 9 invalid', () => {
    expect([1, 2, 6, 8, 11].every(isValidStyledState)).toBe(true);
    expect([3, 4, 5, 7, 9].some(isValidStyledState)).toBe(false);
  });
  it('treats 1, 2, 4, 6, 8 and 11 (extension fee pending) as active', () => {
    expect(ACTIVE_ORDER_STATES).toEqual([1, 2, 4, 6, 8, 11]);
    expect(isActiveOrderState(11)).toBe(true);
    for (const state of [3, 5, 7, 9]) expect(isActiveOrderState(state)).toBe(false);
  });
  it('links order list cards by state', () => {
    expect(orderListLink(5, 1)).toBe('/orders/5/audit');
    expect(orderListLink(5, 2)).toBe('/orders/5/confirm');
    expect(orderListLink(5, 6)).toBe('/orders/5/detail');
    expect(orderListLink(5, 8)).toBe('/orders/5/detail');
    expect(orderListLink(5, 11)).toBe('/orders/5/extension');
    for (const state of [3, 4, 5, 7, 9]) expect(orderListLink(5, state)).toBeNull();
  });
  it('sends Home order taps by state, others to /orders', () => {
    expect(homeOrderLink(7, 1)).toBe('/orders/7/audit');
    expect(homeOrderLink(7, 2)).toBe('/orders/7/confirm');
    expect(homeOrderLink(7, 6)).toBe('/orders/7/detail');
    expect(homeOrderLink(7, 8)).toBe('/orders/7/detail');
    expect(homeOrderLink(7, 4)).toBe('/orders');
    expect(homeOrderLink(7, 11)).toBe('/orders');
  });
});
