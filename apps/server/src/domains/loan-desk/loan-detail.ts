import type { OperatorRoleValue } from '@saral/contract/api/operator';
import { dpdBucketOf } from '@saral/contract/api/ops-dashboard';
import { maskAccountNo, maskPan, seesPersonalData } from '@saral/contract/api/operator-masking';
import type { LoanDetail, LoanNote } from '@saral/contract/api/ops-loans';
import { paiseToRupees } from '@saral/contract/money';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { notFound } from '../../shared/app-error';
import { istDay } from '../../shared/clock';
import { createBankRepository } from '../bank/bank-repository';
import { extensionsOfOrder } from '../extensions/extension-rows';
import { createIdentityRepository } from '../identity/identity-repository';
import { createLedgerRepository, type LedgerEntryRow } from '../ledger/ledger-repository';
import { loanDetailRow, type LoanDetailRow } from '../orders/loan-search-queries';
import { moneyOfOrder } from '../orders/order-money';
import { transitionsOf } from '../orders/order-state-machine';
import { kfsAcceptedAtOf } from '../orders/kfs-terms';
import { storedQuote } from '../orders/loan-quote';
import { paymentLinksOfOrder } from '../payments/payment-records';
import { findPayoutOfOrder } from '../payouts/payout-rows';
import { phoneFor } from './loan-search';
import { createOrderNotesRepository, type OrderNoteRow } from './order-notes-repository';

/**
 * One loan as operators see it: its terms, the KFS the borrower accepted, its history, ledger,
 * payments, payout, extensions and notes, and the borrower (masked by role). Each part is read
 * from the domain that owns it.
 */

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

/** The statement stored at acceptance (kfs-acceptance): its fingerprint and terms (paise). */
const kfsSnapshotSchema = z.object({
  termsHash: z.string().optional(),
  terms: z
    .object({
      principalPaise: z.number(),
      interestPaise: z.number(),
      processingFeePaise: z.number(),
      gstPaise: z.number(),
      receivedPaise: z.number(),
      repaymentPaise: z.number(),
      periodDays: z.number(),
      dailyRatePercent: z.number(),
      processingFeePercent: z.number(),
      apr: z.number(),
      repaymentDate: z.string(),
    })
    .optional(),
});

function kfsOf(row: LoanDetailRow, now: Date): LoanDetail['kfs'] {
  if (!row.kfs_accepted_at) return null;
  const snapshot = kfsSnapshotSchema.safeParse(row.kfs_snapshot);
  const stored = snapshot.success ? snapshot.data : {};
  const terms = stored.terms;
  const termsHash = stored.termsHash ?? null;
  return {
    acceptedAt: new Date(row.kfs_accepted_at).toISOString(),
    termsHash,
    stands: kfsAcceptedAtOf({ ...row, kfs_terms_hash: termsHash }, now) !== null,
    terms: terms
      ? {
          principal: paiseToRupees(terms.principalPaise),
          interest: paiseToRupees(terms.interestPaise),
          processingFee: paiseToRupees(terms.processingFeePaise),
          gst: paiseToRupees(terms.gstPaise),
          received: paiseToRupees(terms.receivedPaise),
          repayment: paiseToRupees(terms.repaymentPaise),
          periodDays: terms.periodDays,
          dailyRatePercent: terms.dailyRatePercent,
          processingFeePercent: terms.processingFeePercent,
          apr: terms.apr,
          repaymentDate: terms.repaymentDate,
        }
      : null,
  };
}

function termsOf(row: LoanDetailRow): LoanDetail['terms'] {
  const quote = storedQuote(row);
  return {
    productId: row.product_id,
    productName: row.product_name,
    tenureLabel: row.tenure_label,
    loanAmount: paiseToRupees(quote.principalPaise),
    disbursedAmount: paiseToRupees(quote.receivedPaise),
    interest: paiseToRupees(quote.interestPaise),
    processingFee: paiseToRupees(quote.processingFeePaise),
    gst: paiseToRupees(quote.gstPaise),
    repaymentAmount: paiseToRupees(quote.repaymentPaise),
    periodDays: row.period_days,
    dailyRatePercent: row.daily_rate_percent,
    processingFeePercent: row.processing_fee_percent,
    loanDate: iso(row.loan_date),
    dueDate: row.due_date,
    settledAt: iso(row.settled_at),
  };
}

/** Entries grouped by posting, in the order they were written. */
function postingsOf(entries: readonly LedgerEntryRow[]): LoanDetail['ledger'] {
  const postings = new Map<string, LoanDetail['ledger'][number]>();
  for (const entry of entries) {
    const posting = postings.get(entry.posting_id) ?? {
      postingId: entry.posting_id,
      kind: entry.kind,
      reference: entry.reference,
      at: new Date(entry.created_at).toISOString(),
      entries: [],
    };
    posting.entries.push({
      account: entry.account,
      side: entry.side,
      amount: paiseToRupees(entry.amount_paise),
    });
    postings.set(entry.posting_id, posting);
  }
  return [...postings.values()];
}

export const noteOf = (row: OrderNoteRow): LoanNote => ({
  id: row.id,
  text: row.body,
  operatorId: row.operator_id,
  operator: row.operator_username,
  at: row.created_at.toISOString(),
});

async function borrowerOf(
  q: Queryable,
  row: LoanDetailRow,
  role: OperatorRoleValue,
): Promise<LoanDetail['borrower']> {
  const full = seesPersonalData(role);
  const [identity, card] = await Promise.all([
    createIdentityRepository(q).find(row.user_id),
    row.bank_card_id === null ? null : createBankRepository(q).findCard(row.bank_card_id),
  ]);
  const pan = identity?.pan_no ?? null;
  return {
    userId: row.user_id,
    name: identity?.real_name ?? identity?.recognized_name ?? null,
    phone: phoneFor(role, row.phone),
    pan: pan === null ? null : full ? pan : maskPan(pan),
    aadhaarLast4: identity?.aadhaar_last4 ?? null,
    bankAccount: card
      ? {
          bankName: card.bank_name,
          ifsc: card.ifsc,
          accountNo: full ? card.account_no : maskAccountNo(card.account_no),
        }
      : null,
  };
}

/** The loan detail of an order at `now`, for an operator of `role`; 404 if unknown. */
export async function loanDetailOf(
  q: Queryable,
  orderId: number,
  now: Date,
  role: OperatorRoleValue,
): Promise<LoanDetail> {
  const row = await loanDetailRow(q, orderId, istDay(now));
  if (!row) throw notFound('Order');
  const [money, borrower, history, entries, payments, payout, extensions, notes] =
    await Promise.all([
      moneyOfOrder(q, row),
      borrowerOf(q, row, role),
      transitionsOf(q, orderId),
      createLedgerRepository(q).entriesOf(orderId),
      paymentLinksOfOrder(q, orderId),
      findPayoutOfOrder(q, orderId),
      extensionsOfOrder(q, orderId),
      createOrderNotesRepository(q).notesOf(orderId),
    ]);
  return {
    orderId: row.id,
    orderNo: row.order_no ?? String(row.id),
    orderState: row.state,
    applyTime: new Date(row.created_at).toISOString(),
    purpose: row.purpose,
    terms: termsOf(row),
    money: {
      owed: paiseToRupees(money.owedPaise),
      totalPaid: paiseToRupees(money.totalPaidPaise),
      repaid: paiseToRupees(money.repaidPaise),
      overdueFee: paiseToRupees(money.overdueFeePaise),
      daysPastDue: row.dpd,
      dpdBucket: row.dpd === null ? null : dpdBucketOf(row.dpd),
    },
    kfs: kfsOf(row, now),
    borrower,
    stateHistory: history.map((step) => ({ ...step, at: step.at.toISOString() })),
    ledger: postingsOf(entries),
    payments: payments.map((link) => ({
      linkId: link.id,
      purpose: link.purpose,
      amount: paiseToRupees(link.amountPaise),
      status: link.status,
      provider: link.provider,
      createdAt: link.createdAt.toISOString(),
      expiresAt: link.expiresAt.toISOString(),
      events: link.events.map((event) => ({
        eventId: event.eventId,
        amount: paiseToRupees(event.amountPaise),
        outcome: event.outcome,
        reason: event.reason,
        method: event.method,
        receivedAt: event.receivedAt.toISOString(),
      })),
    })),
    payout: payout
      ? {
          id: payout.id,
          status: payout.status,
          amount: paiseToRupees(payout.amount_paise),
          attempts: payout.attempts,
          failureReason: payout.failure_reason,
          providerReference: payout.provider_reference,
          createdAt: payout.created_at.toISOString(),
          updatedAt: payout.updated_at.toISOString(),
        }
      : null,
    extensions: extensions.map((extension) => ({
      id: extension.id,
      status: extension.status,
      fee: paiseToRupees(extension.feePaise),
      newDueDate: extension.newDueDate,
      requestedAt: extension.requestedAt.toISOString(),
      paidAt: iso(extension.paidAt),
    })),
    notes: notes.map(noteOf),
  };
}
