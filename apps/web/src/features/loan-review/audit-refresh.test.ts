import { describe, expect, it } from 'vitest';
import { auditOrderId, auditRefreshOutcome, auditRefreshTarget } from './audit-refresh';

describe('auditRefreshTarget', () => {
  it('goes to the confirm screen once approved', () => {
    expect(auditRefreshTarget(2, '12')).toBe('/orders/12/confirm');
  });

  it('goes to the orders for any state above 4, review-complete included', () => {
    for (const state of [5, 6, 7, 8, 9, 10, 11])
      expect(auditRefreshTarget(state, '12')).toBe('/orders');
  });

  it('stays while auditing, denied or lending', () => {
    for (const state of [1, 3, 4]) expect(auditRefreshTarget(state, '12')).toBeNull();
  });
});

describe('auditRefreshOutcome', () => {
  it('tells the native app to finish on state 10, with the orders as the fallback', () => {
    expect(auditRefreshOutcome(10, '12', true)).toEqual({ kind: 'finish', fallback: '/orders' });
  });

  it('treats state 10 outside the app like any later state', () => {
    expect(auditRefreshOutcome(10, '12', false)).toEqual({ kind: 'navigate', to: '/orders' });
  });

  it('routes the other states the same inside and outside the app', () => {
    for (const inApp of [true, false]) {
      expect(auditRefreshOutcome(2, '12', inApp)).toEqual({
        kind: 'navigate',
        to: '/orders/12/confirm',
      });
      expect(auditRefreshOutcome(6, '12', inApp)).toEqual({ kind: 'navigate', to: '/orders' });
      expect(auditRefreshOutcome(1, '12', inApp)).toEqual({ kind: 'stay' });
    }
  });
});

describe('auditOrderId', () => {
  it('takes the route id first, then the orderId query', () => {
    expect(auditOrderId('12', '99')).toBe('12');
    expect(auditOrderId(undefined, '99')).toBe('99');
  });

  it('refuses a missing or non-numeric id', () => {
    expect(auditOrderId(undefined, null)).toBeNull();
    expect(auditOrderId(undefined, '12abc')).toBeNull();
  });
});
