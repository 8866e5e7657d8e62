import { OrderState } from '@saral/contract/order-states';

/**
 * Where the audit screen's refresh leads (spec section 4): approved → confirm; any later state
 * (including 10, review done) → the orders; null while the review goes on.
 */
export function auditRefreshTarget(orderState: number, orderId: string): string | null {
  if (orderState === OrderState.pass) return `/orders/${encodeURIComponent(orderId)}/confirm`;
  // No native bridge exists in this codebase to "finish" on state 10; it goes to the orders too.
  if (orderState > OrderState.lending) return '/orders';
  return null;
}

/** The order of the audit screen: from the route (/orders/{id}/audit) or ?orderId. */
export function auditOrderId(routeId: string | undefined, queryId: string | null): string | null {
  const id = routeId ?? queryId ?? '';
  return /^\d+$/.test(id) ? id : null;
}
