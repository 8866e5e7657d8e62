/** Order states of spec section 4 and how the front end treats each. */

export const OrderState = {
  auditing: 1,
  pass: 2,
  denied: 3,
  lending: 4,
  failed: 5,
  loaned: 6,
  settled: 7,
  overdued: 8,
  /** Styled invalid; meaning not shown by the spec. */
  invalid: 9,
  /** Appears on the audit refresh: review done, the native wrapper is told to finish. */
  reviewComplete: 10,
  extension: 11,
} as const;

export type OrderStateCode = (typeof OrderState)[keyof typeof OrderState];

export const ORDER_STATE_LABELS: Readonly<Record<number, string>> = {
  1: 'Auditing',
  2: 'Pass',
  3: 'Denied',
  4: 'Lending',
  5: 'Failed',
  6: 'Loaned',
  7: 'Settled',
  8: 'Overdued',
  11: 'Extension',
};

const VALID_STYLE_STATES: ReadonlySet<number> = new Set([1, 2, 6, 8, 11]);

/**
 * Active loans: in progress or owing money (Auditing, Pass, Lending, Loaned, Overdued,
 * Extension). One blocks a new application on any product (the operator's per-tier limit may
 * allow more, never two on one product). Failed is not active: no money moved and it cannot be
 * retried, the borrower applies again.
 */
export const ACTIVE_ORDER_STATES: readonly number[] = [1, 2, 4, 6, 8, 11];

/**
 * Orders that ended without the borrower receiving money (denied, payout failed, invalid): they
 * answer 0 received and 0 to repay, and the screens show neither figure.
 */
export const NO_LOAN_STATES: readonly number[] = [
  OrderState.denied,
  OrderState.failed,
  OrderState.invalid,
];

export function madeNoLoan(state: number): boolean {
  return NO_LOAN_STATES.includes(state);
}

export function orderStateLabel(state: number): string {
  return ORDER_STATE_LABELS[state] ?? 'Invalid';
}

export function isValidStyledState(state: number): boolean {
  return VALID_STYLE_STATES.has(state);
}

export function isActiveOrderState(state: number): boolean {
  return ACTIVE_ORDER_STATES.includes(state);
}

/** Where a card in the order list (/orders) links; null means no link. */
export function orderListLink(orderId: string | number, state: number): string | null {
  switch (state) {
    case OrderState.auditing:
      return `/orders/${orderId}/audit`;
    case OrderState.pass:
      return `/orders/${orderId}/confirm`;
    case OrderState.loaned:
    case OrderState.overdued:
      return `/orders/${orderId}/detail`;
    case OrderState.extension:
      return `/orders/${orderId}/extension`;
    default:
      return null;
  }
}

/** Where an in-progress order on Home links (spec section 2, Home). */
export function homeOrderLink(orderId: string | number, state: number): string {
  switch (state) {
    case OrderState.auditing:
      return `/orders/${orderId}/audit`;
    case OrderState.pass:
      return `/orders/${orderId}/confirm`;
    case OrderState.loaned:
    case OrderState.overdued:
      return `/orders/${orderId}/detail`;
    default:
      return '/orders';
  }
}
