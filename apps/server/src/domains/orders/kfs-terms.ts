import { createHash } from 'node:crypto';
import { CALCULATION_PERIOD_DAYS } from '@saral/contract/constants';
import { OrderState } from '@saral/contract/order-states';
import { dueDateFor } from './disbursal';
import { aprOf, storedQuote, type StoredPriceColumns } from './loan-quote';

/** The terms moved since the statement was read (or accepted): it must be read and accepted anew. */
export const KFS_TERMS_CHANGED =
  'The loan terms have changed: please read and accept the updated Key Fact Statement';

/** An order's price columns: what a Key Fact Statement states and an acceptance binds to. */
export type PricedOrder = StoredPriceColumns & {
  period_days: number | null;
  daily_rate_percent: number | string | null;
  processing_fee_percent: number | string | null;
};

/**
 * The terms a borrower accepts: every amount (paise), the rates, the term, the APR and the
 * repayment date if the money left today. Any change, a lower amount or another day, is another
 * statement that needs its own acceptance.
 */
export type KfsTerms = {
  principalPaise: number;
  interestPaise: number;
  processingFeePaise: number;
  gstPaise: number;
  receivedPaise: number;
  repaymentPaise: number;
  periodDays: number;
  dailyRatePercent: number;
  processingFeePercent: number;
  apr: number;
  /** YYYY-MM-DD */
  repaymentDate: string;
};

export function kfsTermsOf(order: PricedOrder, now: Date): KfsTerms {
  const quote = storedQuote(order);
  const periodDays = order.period_days ?? CALCULATION_PERIOD_DAYS;
  return {
    ...quote,
    periodDays,
    dailyRatePercent: Number(order.daily_rate_percent ?? 0),
    processingFeePercent: Number(order.processing_fee_percent ?? 0),
    apr: aprOf(quote, periodDays),
    // The day it would be due if the money left today (India's calendar, as the payout counts).
    repaymentDate: dueDateFor(now, periodDays),
  };
}

/** SHA-256 of the terms in a fixed field order (hex). */
export function termsHashOf(terms: KfsTerms): string {
  const fields: (keyof KfsTerms)[] = [
    'principalPaise',
    'interestPaise',
    'processingFeePaise',
    'gstPaise',
    'receivedPaise',
    'repaymentPaise',
    'periodDays',
    'dailyRatePercent',
    'processingFeePercent',
    'apr',
    'repaymentDate',
  ];
  return createHash('sha256')
    .update(JSON.stringify(fields.map((field) => terms[field])))
    .digest('hex');
}

/** The stored acceptance: when, and the fingerprint of the terms accepted. */
export type KfsAcceptance = { kfs_accepted_at: Date | null; kfs_terms_hash: string | null };

/**
 * The acceptance time if the borrower accepted exactly the terms the order has now (and for
 * today's repayment date); null when there is none or it describes another loan.
 */
export function acceptanceOfCurrentTerms(
  order: PricedOrder & KfsAcceptance,
  now: Date,
): Date | null {
  if (!order.kfs_accepted_at || !order.kfs_terms_hash) return null;
  return order.kfs_terms_hash === termsHashOf(kfsTermsOf(order, now))
    ? new Date(order.kfs_accepted_at)
    : null;
}

/**
 * When the borrower accepted the order's KFS, as the app should show it: before Get Money only
 * an acceptance of the current terms counts (another is void); once the money moved, the
 * acceptance it moved on stands.
 */
export function kfsAcceptedAtOf(
  order: PricedOrder & KfsAcceptance & { state: number },
  now: Date,
): Date | null {
  if (order.state === OrderState.pass) return acceptanceOfCurrentTerms(order, now);
  return order.kfs_accepted_at ? new Date(order.kfs_accepted_at) : null;
}
