import type { Overpayment } from '@saral/contract/api/operator';
import { paiseToRupees } from '@saral/contract/money';
import type { Queryable } from '../../db/database';
import { PostingKind } from '../ledger/ledger';
import { borrowerCredits } from '../ledger/ledger-receipts';
import { createServicingRepository } from '../orders/servicing-repository';

/** Money kept as borrowers' credit (the ledger's borrower_credit), for operators to refund. */
export function createOverpaymentService(db: Queryable) {
  return {
    /** The newest `limit` credits, with their order numbers. */
    async list(limit: number): Promise<Overpayment[]> {
      const credits = await borrowerCredits(db, limit);
      const numbers = await createServicingRepository(db).orderNumbers([
        ...new Set(credits.map((credit) => credit.orderId)),
      ]);
      return credits.map((credit) => ({
        orderId: credit.orderId,
        orderNo: numbers.get(credit.orderId) ?? String(credit.orderId),
        amount: paiseToRupees(credit.amountPaise),
        source: credit.kind === PostingKind.overpayment ? 'repeatPayment' : 'excess',
        reference: credit.reference,
        receivedAt: credit.at.toISOString(),
      }));
    },
  };
}
export type OverpaymentService = ReturnType<typeof createOverpaymentService>;
