import { OrderState } from '@saral/contract/order-states';

/**
 * Where the audit screen's refresh leads (spec section 4): approved → confirm; any later state
 * (including 10, review done, outside the app) → the orders; null otherwise: the screen stays
 * (a denied order stays too, and the screen shows the denial in place).
 */
export function auditRefreshTarget(orderState: number, orderId: string): string | null {
  if (orderState === OrderState.pass) return `/orders/${encodeURIComponent(orderId)}/confirm`;
  if (orderState > OrderState.lending) return '/orders';
  return null;
}

export type AuditRefreshOutcome =
  | { kind: 'stay' }
  | { kind: 'navigate'; to: string }
  /** State 10 inside the native app: the app is told to finish and goes on natively. */
  | { kind: 'finish'; fallback: string };

export function auditRefreshOutcome(
  orderState: number,
  orderId: string,
  inNativeApp: boolean,
): AuditRefreshOutcome {
  const target = auditRefreshTarget(orderState, orderId);
  if (orderState === OrderState.reviewComplete && inNativeApp) {
    // Should the bridge not take the message, the borrower still gets somewhere useful.
    return { kind: 'finish', fallback: target ?? '/orders' };
  }
  return target ? { kind: 'navigate', to: target } : { kind: 'stay' };
}

/** The order of the audit screen: from the route (/orders/{id}/audit) or ?orderId. */
export function auditOrderId(routeId: string | undefined, queryId: string | null): string | null {
  const id = routeId ?? queryId ?? '';
  return /^\d+$/.test(id) ? id : null;
}
