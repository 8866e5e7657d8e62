import type { Queryable } from '../../db/database';
import {
  LedgerAccount,
  OverpaymentError,
  PostingKind,
  outstanding,
  post,
  type LedgerAccountName,
  type LedgerEntryInput,
  type PostingDraft,
} from './ledger';

/** The postings of the loan's life: disbursal, repayments and charges (built on ledger.post). */
/** The priced amounts of an order as disbursal needs them (paise). */
export type DisbursedLoan = {
  principalPaise: number;
  /** What reached the borrower's account. */
  receivedPaise: number;
  processingFeePaise: number;
  gstPaise: number;
  interestPaise: number;
};

/**
 * The postings of a paid-out loan: the principal becomes owed, the money left the bank less the
 * processing fee and its GST (kept as income and as tax owed); then the interest becomes owed.
 * Zero amounts (a fee-free product) simply have no entry.
 */
export function disbursalPostings(loan: DisbursedLoan, reference: string, at?: Date) {
  const positive = (entries: LedgerEntryInput[]) =>
    entries.filter((entry) => entry.amountPaise > 0);
  const postings: PostingDraft[] = [
    {
      kind: PostingKind.disbursal,
      reference,
      at,
      entries: positive([
        { account: LedgerAccount.loanReceivable, side: 'debit', amountPaise: loan.principalPaise },
        { account: LedgerAccount.bank, side: 'credit', amountPaise: loan.receivedPaise },
        {
          account: LedgerAccount.feeIncome,
          side: 'credit',
          amountPaise: loan.processingFeePaise,
          kind: PostingKind.processingFee,
        },
        {
          account: LedgerAccount.gstPayable,
          side: 'credit',
          amountPaise: loan.gstPaise,
          kind: PostingKind.gst,
        },
      ]),
    },
  ];
  if (loan.interestPaise > 0) {
    postings.push({
      kind: PostingKind.interest,
      reference,
      at,
      entries: [
        { account: LedgerAccount.loanReceivable, side: 'debit', amountPaise: loan.interestPaise },
        { account: LedgerAccount.interestIncome, side: 'credit', amountPaise: loan.interestPaise },
      ],
    });
  }
  return postings;
}

/**
 * Holds the order's payment lock until the transaction ends, so payments of one order are counted
 * one after the other. A lock of the ledger's own (an advisory lock keyed by the order), not a
 * row lock of orders: that table belongs to the orders module, whose callers lock the row first.
 */
async function lockPayments(tx: Queryable, orderId: number): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('saral-ledger-payments'), $1::int)", [
    orderId % 2_147_483_647,
  ]);
}

/**
 * A repayment received: Dr bank, Cr loan_receivable. Takes the order's payment lock first, so
 * concurrent payments of one order are counted one after the other; a payment above what is owed is
 * refused (OverpaymentError) and nothing is written. Answers what is owed afterwards: at 0 the
 * caller moves the order to Settled through the state machine, in the same transaction.
 */
export async function postPayment(
  tx: Queryable,
  orderId: number,
  amountPaise: number,
  reference: string,
  at?: Date,
): Promise<{ postingId: string; outstandingPaise: number }> {
  await lockPayments(tx, orderId);
  const owed = await outstanding(tx, orderId);
  if (amountPaise > owed) throw new OverpaymentError(amountPaise, owed);
  const { postingId } = await post(tx, {
    orderId,
    kind: PostingKind.payment,
    reference,
    at,
    entries: [
      { account: LedgerAccount.bank, side: 'debit', amountPaise },
      { account: LedgerAccount.loanReceivable, side: 'credit', amountPaise },
    ],
  });
  return { postingId, outstandingPaise: owed - amountPaise };
}

/**
 * A payment as the gateway delivered it, whatever its size: what is owed is paid off (Dr bank,
 * Cr loan_receivable) and anything above it is kept as the borrower's credit to refund (Cr
 * borrower_credit), in one posting, so the bank account always matches the money received.
 * Takes the payment lock like postPayment; the caller settles the order when nothing is owed.
 */
export async function recordRepayment(
  tx: Queryable,
  payment: { orderId: number; amountPaise: number; reference: string; at?: Date },
): Promise<{
  postingId: string;
  appliedPaise: number;
  excessPaise: number;
  outstandingPaise: number;
}> {
  await lockPayments(tx, payment.orderId);
  const owed = await outstanding(tx, payment.orderId);
  const applied = Math.min(payment.amountPaise, Math.max(owed, 0));
  const excess = payment.amountPaise - applied;
  const entries: LedgerEntryInput[] = [
    { account: LedgerAccount.bank, side: 'debit', amountPaise: payment.amountPaise },
  ];
  if (applied > 0) {
    entries.push({ account: LedgerAccount.loanReceivable, side: 'credit', amountPaise: applied });
  }
  if (excess > 0) {
    entries.push({
      account: LedgerAccount.borrowerCredit,
      side: 'credit',
      amountPaise: excess,
      kind: PostingKind.overpayment,
    });
  }
  const { postingId } = await post(tx, {
    orderId: payment.orderId,
    kind: PostingKind.payment,
    reference: payment.reference,
    at: payment.at,
    entries,
  });
  return {
    postingId,
    appliedPaise: applied,
    excessPaise: excess,
    outstandingPaise: owed - applied,
  };
}

/**
 * Overdue fees waived: the income is taken back (Dr overdue_fee_income) and the borrower owes that
 * much less (Cr loan_receivable). Overdue fees carry no GST, so there is no tax to reverse. Takes
 * the payment lock, like a payment, since both lower what is owed.
 */
export async function postFeeWaiver(
  tx: Queryable,
  waiver: { orderId: number; amountPaise: number; reference: string; at?: Date },
): Promise<{ postingId: string; outstandingPaise: number }> {
  await lockPayments(tx, waiver.orderId);
  const owed = await outstanding(tx, waiver.orderId);
  if (waiver.amountPaise > owed) throw new OverpaymentError(waiver.amountPaise, owed);
  const { postingId } = await post(tx, {
    orderId: waiver.orderId,
    kind: PostingKind.overdueFeeWaiver,
    reference: waiver.reference,
    at: waiver.at,
    entries: [
      { account: LedgerAccount.overdueFeeIncome, side: 'debit', amountPaise: waiver.amountPaise },
      { account: LedgerAccount.loanReceivable, side: 'credit', amountPaise: waiver.amountPaise },
    ],
  });
  return { postingId, outstandingPaise: owed - waiver.amountPaise };
}

const CHARGE_INCOME: Record<'interest' | 'overdue_fee' | 'extension_fee', LedgerAccountName> = {
  interest: LedgerAccount.interestIncome,
  overdue_fee: LedgerAccount.overdueFeeIncome,
  extension_fee: LedgerAccount.extensionFeeIncome,
};

/**
 * Something more the borrower owes (a day's overdue fee, an extension's fee or interest): Dr
 * loan_receivable the amount plus any GST on it; Cr the income account and gst_payable.
 */
export async function postCharge(
  tx: Queryable,
  charge: {
    orderId: number;
    kind: 'interest' | 'overdue_fee' | 'extension_fee';
    amountPaise: number;
    gstPaise?: number;
    reference: string | null;
    at?: Date;
  },
): Promise<{ postingId: string }> {
  const gst = charge.gstPaise ?? 0;
  const entries: LedgerEntryInput[] = [
    { account: LedgerAccount.loanReceivable, side: 'debit', amountPaise: charge.amountPaise + gst },
    { account: CHARGE_INCOME[charge.kind], side: 'credit', amountPaise: charge.amountPaise },
  ];
  if (gst > 0) {
    entries.push({
      account: LedgerAccount.gstPayable,
      side: 'credit',
      amountPaise: gst,
      kind: PostingKind.gst,
    });
  }
  return post(tx, {
    orderId: charge.orderId,
    kind: charge.kind,
    reference: charge.reference,
    at: charge.at,
    entries,
  });
}
