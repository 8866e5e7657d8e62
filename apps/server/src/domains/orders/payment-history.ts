import { PaymentKind, type PaymentHistoryItem } from '@saral/contract/api/loan';
import { paiseToRupees } from '@saral/contract/money';
import type { Queryable } from '../../db/database';
import { PostingKind } from '../ledger/ledger';
import { receiptsOf } from '../ledger/ledger-receipts';

/**
 * How each payment of an order was made, keyed by the ledger reference its credit carries
 * (`provider:event id`); the payments domain knows, the ledger does not.
 */
export type PaymentMethods = (orderId: number) => Promise<ReadonlyMap<string, string>>;

/** The excess of an extension fee is posted as a repayment with this suffix on its reference. */
export const EXCESS_SUFFIX = ':excess';

const KIND_OF_POSTING: Readonly<Record<string, PaymentHistoryItem['kind']>> = {
  [PostingKind.payment]: PaymentKind.repayment,
  [PostingKind.extensionFee]: PaymentKind.extensionFee,
  [PostingKind.overpayment]: PaymentKind.overpayment,
};

/** Every payment received on the order, oldest first, as the ledger posted it. */
export async function paymentHistoryOf(
  q: Queryable,
  orderId: number,
  paymentMethods: PaymentMethods,
): Promise<PaymentHistoryItem[]> {
  const [receipts, methods] = await Promise.all([receiptsOf(q, orderId), paymentMethods(orderId)]);
  return receipts.map((receipt) => {
    const reference = receipt.reference ?? receipt.postingId;
    const eventReference = reference.endsWith(EXCESS_SUFFIX)
      ? reference.slice(0, -EXCESS_SUFFIX.length)
      : reference;
    return {
      kind: KIND_OF_POSTING[receipt.kind] ?? PaymentKind.repayment,
      amount: paiseToRupees(receipt.amountPaise),
      creditAmount: paiseToRupees(receipt.creditPaise),
      paidAt: receipt.at.toISOString(),
      method: methods.get(eventReference) ?? null,
      reference,
    };
  });
}
