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
  /** Overdue fees an operator let go (maker-checker): Dr overdue_fee_income, Cr loan_receivable. */
  overdueFeeWaiver: 'overdue_fee_waiver',
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
