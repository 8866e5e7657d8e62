import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { createLedgerRepository, type LedgerSide } from './ledger-repository';

/**
 * The double-entry ledger of loans, in integer paise. Every movement of money or of what a
 * borrower owes is a posting: entries whose debits equal their credits, inserted together and
 * never changed. What an order still owes is derived from the entries (loan_receivable), never
 * stored beside them.
 */

export const LedgerAccount = {
  /** What borrowers owe us (asset): principal, interest and charges, less payments. */
  loanReceivable: 'loan_receivable',
  /** Our bank account (asset): payouts leave it, repayments arrive in it. */
  bank: 'bank',
  /** Processing fees earned (income). */
  feeIncome: 'fee_income',
  /** GST collected on fees, owed to the government (liability). */
  gstPayable: 'gst_payable',
  interestIncome: 'interest_income',
  overdueFeeIncome: 'overdue_fee_income',
  extensionFeeIncome: 'extension_fee_income',
  /** Money a borrower paid above what they owed, to be refunded (liability). */
  borrowerCredit: 'borrower_credit',
} as const;
export type LedgerAccountName = (typeof LedgerAccount)[keyof typeof LedgerAccount];
const ACCOUNTS: ReadonlySet<string> = new Set(Object.values(LedgerAccount));

/** What an entry records (ledger_entries.kind). */
export const PostingKind = {
  disbursal: 'disbursal',
  processingFee: 'processing_fee',
  gst: 'gst',
  interest: 'interest',
  overdueFee: 'overdue_fee',
  extensionFee: 'extension_fee',
  payment: 'payment',
  /** The part of a payment above what was owed. */
  overpayment: 'overpayment',
  /** Interest not earned after all (a cooling-off exit): Dr interest_income, Cr loan_receivable. */
  interestWaiver: 'interest_waiver',
} as const;
export type PostingKindName = (typeof PostingKind)[keyof typeof PostingKind];

export type LedgerEntryInput = {
  account: LedgerAccountName;
  side: LedgerSide;
  amountPaise: number;
  /** The entry's own kind when it differs from the posting's (the fee and GST of a disbursal). */
  kind?: PostingKindName;
};

export type PostingInput = {
  orderId: number;
  kind: PostingKindName;
  /** The payout, payment event or job run behind the posting. */
  reference: string | null;
  entries: readonly LedgerEntryInput[];
  at?: Date;
};
/** A posting of an order that is not named yet (order transitions add their own order id). */
export type PostingDraft = Omit<PostingInput, 'orderId'>;

/** A posting the ledger refuses; nothing of it was written. */
export class LedgerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerError';
  }
}

/** A payment larger than what the order still owes. */
export class OverpaymentError extends LedgerError {
  constructor(
    readonly amountPaise: number,
    readonly outstandingPaise: number,
  ) {
    super(`a payment of ${amountPaise} paise is more than the ${outstandingPaise} paise owed`);
    this.name = 'OverpaymentError';
  }
}

function validate(posting: PostingInput): void {
  if (!Number.isSafeInteger(posting.orderId) || posting.orderId <= 0) {
    throw new LedgerError('a posting needs an order');
  }
  if (posting.entries.length < 2) throw new LedgerError('a posting needs at least two entries');
  let debits = 0;
  let credits = 0;
  for (const entry of posting.entries) {
    if (!ACCOUNTS.has(entry.account)) throw new LedgerError(`unknown account ${entry.account}`);
    if (!Number.isSafeInteger(entry.amountPaise) || entry.amountPaise <= 0) {
      throw new LedgerError(`entry amounts must be positive whole paise, not ${entry.amountPaise}`);
    }
    if (entry.side === 'debit') debits += entry.amountPaise;
    else if (entry.side === 'credit') credits += entry.amountPaise;
    else throw new LedgerError(`unknown side ${String(entry.side)}`);
  }
  if (debits !== credits) {
    throw new LedgerError(`unbalanced posting: debits ${debits} ≠ credits ${credits} paise`);
  }
}

/**
 * Writes one balanced posting; refuses unbalanced postings and zero, negative or fractional
 * amounts. Run it in the transaction that does what the posting records.
 */
export async function post(tx: Queryable, posting: PostingInput): Promise<{ postingId: string }> {
  validate(posting);
  const postingId = randomUUID();
  await createLedgerRepository(tx).insertPosting({
    postingId,
    orderId: posting.orderId,
    reference: posting.reference,
    entries: posting.entries.map((entry) => ({
      account: entry.account,
      side: entry.side,
      amountPaise: entry.amountPaise,
      kind: entry.kind ?? posting.kind,
    })),
    at: posting.at ?? new Date(),
  });
  return { postingId };
}

/** What the order still owes: debits − credits of its loan_receivable. */
export async function outstanding(q: Queryable, orderId: number): Promise<number> {
  return createLedgerRepository(q).balance(orderId, LedgerAccount.loanReceivable);
}

/** Every account's balance (debits − credits) of one order. */
export async function orderBalances(q: Queryable, orderId: number) {
  return createLedgerRepository(q).balancesOf(orderId);
}

export type TrialBalance = {
  debitsPaise: number;
  creditsPaise: number;
  postings: number;
  /** Postings whose own debits and credits differ (or that name several orders): must be none. */
  unbalancedPostings: { postingId: string; debits: number; credits: number; orders: number }[];
  balanced: boolean;
};

/** Proves the books: Σ debits = Σ credits overall and within every posting. */
export async function trialBalance(q: Queryable): Promise<TrialBalance> {
  const ledger = createLedgerRepository(q);
  const totals = await ledger.totals(null);
  const unbalancedPostings = await ledger.unbalancedPostings();
  return {
    debitsPaise: totals.debits,
    creditsPaise: totals.credits,
    postings: await ledger.postingCount(),
    unbalancedPostings,
    balanced: totals.debits === totals.credits && unbalancedPostings.length === 0,
  };
}

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
