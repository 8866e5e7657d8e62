// What the payments domain's parts share (the service, its webhooks, the status page and the
// sandbox checkout): kept apart from the service so they need not import it.
import type { Queryable } from '../../db/database';
import type { Repayment } from '../orders/repayment';

/**
 * What payments need from the order's money (the ledger), injected so this domain does not
 * depend on how balances are kept.
 */
export type PaymentMoney = {
  /** What the borrower owes now, in paise. */
  outstandingPaise(orderId: number): Promise<number>;
  /** Credits a payment inside the webhook's transaction; caps anything above the outstanding. */
  applyPayment(tx: Queryable, payment: Repayment): Promise<void>;
  /** Credits an extension fee; without it the money is applied as a repayment, never dropped. */
  applyExtensionFee?(tx: Queryable, payment: Repayment & { extensionId: number }): Promise<unknown>;
  /** Keeps a payment nobody owed (a paid link paid again) whole as the borrower's credit. */
  applyOverpayment(tx: Queryable, payment: Repayment): Promise<unknown>;
  /** Closes the loan with a cooling-off exit priced when its link was made (`requestedAt`). */
  applyCoolingOffExit?(tx: Queryable, payment: Repayment & { requestedAt: Date }): Promise<unknown>;
};

/** What a link collects: everything owed, an extension's fee, or a cooling-off exit. */
export type LinkPurpose = 'repayment' | 'extension' | 'cooling_off';

export type CheckoutView = {
  linkId: string;
  providerLinkId: string;
  orderId: number;
  orderNo: string;
  productName: string;
  purpose: LinkPurpose;
  description: string;
  amountPaise: number;
  status: 'created' | 'paid' | 'cancelled' | 'expired';
};

/** The borrower app's page the gateway sends the browser back to after a payment. */
export const paymentReturnPath = (orderId: number, linkId: string) =>
  `/orders/${orderId}/payment/${linkId}`;
