import type { Queryable } from '../../db/database';
import { LedgerAccount, PostingKind, post } from './ledger';
import { createLedgerRepository } from './ledger-repository';

/**
 * Money received from borrowers, read back from the ledger: each order's sums by account and
 * kind (what is owed and paid), the payments themselves (payment history) and the credits kept
 * for a refund (overpayments). The ledger's entries are the only record; nothing here is stored.
 */

/** Σ amounts of one order by account, side and kind. */
export type OrderLedgerSums = {
  sum(account: string, side: 'debit' | 'credit', kind?: string): number;
};

/** The sums of several orders in one query; an order without entries sums to 0 everywhere. */
export async function ledgerSumsOf(
  q: Queryable,
  orderIds: readonly number[],
): Promise<Map<number, OrderLedgerSums>> {
  const rows = await createLedgerRepository(q).sumsByKind(orderIds);
  const byOrder = new Map<number, typeof rows>();
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return new Map(
    orderIds.map((orderId) => {
      const own = byOrder.get(orderId) ?? [];
      return [
        orderId,
        {
          sum: (account, side, kind) =>
            own
              .filter((row) => row.account === account && row.side === side)
              .filter((row) => kind === undefined || row.kind === kind)
              .reduce((total, row) => total + row.totalPaise, 0),
        },
      ];
    }),
  );
}

/**
 * A second payment through a link that was already paid: the borrower did not owe it, so it is
 * kept whole as their credit to refund (Dr bank, Cr borrower_credit), never dropped.
 */
export async function recordOverpayment(
  tx: Queryable,
  payment: { orderId: number; amountPaise: number; reference: string; at?: Date },
): Promise<{ postingId: string }> {
  return post(tx, {
    orderId: payment.orderId,
    kind: PostingKind.overpayment,
    reference: payment.reference,
    at: payment.at,
    entries: [
      { account: LedgerAccount.bank, side: 'debit', amountPaise: payment.amountPaise },
      { account: LedgerAccount.borrowerCredit, side: 'credit', amountPaise: payment.amountPaise },
    ],
  });
}

/** One payment received on an order, as the ledger posted it. */
export type Receipt = {
  postingId: string;
  /** payment, extension_fee or overpayment (the kind of its bank entry). */
  kind: string;
  /** Everything received. */
  amountPaise: number;
  /** The part kept as the borrower's credit (above what was owed). */
  creditPaise: number;
  reference: string | null;
  at: Date;
};

/** Every payment received on the order, oldest first. */
export function receiptsOf(q: Queryable, orderId: number): Promise<Receipt[]> {
  return createLedgerRepository(q).receiptsOf(orderId);
}

/** A credit kept for a borrower: the excess of a payment, or a second payment of a paid link. */
export type BorrowerCredit = {
  orderId: number;
  /** payment (the part above the balance) or overpayment (a second payment of a paid link). */
  kind: string;
  amountPaise: number;
  reference: string | null;
  at: Date;
};

/** Borrowers' credits, newest first. */
export function borrowerCredits(q: Queryable, limit: number): Promise<BorrowerCredit[]> {
  return createLedgerRepository(q).creditsOf(LedgerAccount.borrowerCredit, limit);
}
