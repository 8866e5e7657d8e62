import type { FastifyBaseLogger } from 'fastify';
import { quoteLoan } from '@saral/contract/loan-math';
import { OrderState } from '@saral/contract/order-states';
import type { Queryable } from '../../db/database';
import { DAY_MS, daysBetween, formatIndiaTime, istDay } from '../../shared/clock';
import { LedgerAccount, PostingKind, post } from '../ledger/ledger';
import { owedNowPaise } from './order-money';
import { applyRepayment, type Repayment } from './repayment';
import { createServicingRepository, type LoanTermsRow } from './servicing-repository';

/**
 * The cooling-off (look-up) exit of the RBI's Digital Lending Directions. For the lender's
 * cooling-off period (`coolingOffDays` of the lender setting, at least 1 day) after the money
 * reached the borrower, they may close a Loaned loan by repaying the principal and the interest
 * for the days used: calendar days in India from the loan date, at least 1, at the loan's own
 * daily rate. Nothing else is charged; the processing fee and its GST, deducted at payout and
 * disclosed in the KFS as a one-time fee, are kept (the Directions allow that). When the exit is
 * paid the rest of the loan's interest is waived (an interest_waiver posting), so the payment
 * settles the loan to the paisa.
 */

/** The columns of an order the exit is worked out from. */
export type CoolingOffLoan = Pick<
  LoanTermsRow,
  'state' | 'loan_amount_paise' | 'interest_paise' | 'daily_rate_percent' | 'period_days'
> & { loan_date: Date | null };

export type CoolingOffOffer = {
  /** What closes the loan today: what is owed less the interest waived. */
  amountPaise: number;
  interestUsedPaise: number;
  daysUsed: number;
  until: Date;
};

export const CoolingOffMessage = {
  notPaidOut: 'The cooling-off exit opens once the money reaches your account',
  notRunning: 'This loan cannot be closed through the cooling-off exit now',
  nothingDue: 'Nothing is due on this loan',
} as const;

/** When the cooling-off period of a loan paid out at `loanDate` ends. */
export function coolingOffEndsAt(loanDate: Date, coolingOffDays: number): Date {
  return new Date(loanDate.getTime() + coolingOffDays * DAY_MS);
}

/** The loan's interest for `days` days at its own daily rate (the loan math's rounding). */
export function interestForDays(
  loan: Pick<CoolingOffLoan, 'loan_amount_paise' | 'daily_rate_percent'>,
  days: number,
): number {
  return quoteLoan({
    amountPaise: loan.loan_amount_paise,
    dailyRatePercent: Number(loan.daily_rate_percent ?? 0),
    periodDays: days,
    processingFeePercent: 0,
  }).interestPaise;
}

/** The interest for the days used up to `at`, and the rest of the loan's interest (waived). */
export function coolingOffInterest(loan: CoolingOffLoan, loanDate: Date, at: Date) {
  const periodDays = loan.period_days ?? 1;
  const daysUsed = Math.min(periodDays, Math.max(1, daysBetween(istDay(loanDate), istDay(at))));
  const interestUsedPaise = interestForDays(loan, daysUsed);
  const waivedInterestPaise = Math.max(0, (loan.interest_paise ?? 0) - interestUsedPaise);
  return { daysUsed, interestUsedPaise, waivedInterestPaise };
}

/**
 * The exit on offer at `now`, given what the loan owes (the ledger), or why there is none: not
 * paid out, the period over (with the moment it ended), not Loaned, or nothing left to pay.
 */
export function coolingOffExit(
  loan: CoolingOffLoan,
  owedPaise: number,
  now: Date,
  coolingOffDays: number,
): { offer: CoolingOffOffer } | { refusal: string } {
  if (loan.loan_date === null) return { refusal: CoolingOffMessage.notPaidOut };
  const until = coolingOffEndsAt(loan.loan_date, coolingOffDays);
  if (now.getTime() >= until.getTime()) {
    return {
      refusal: `The cooling-off period of this loan ended on ${formatIndiaTime(until)}. You can still repay the loan in full.`,
    };
  }
  if (loan.state !== OrderState.loaned) return { refusal: CoolingOffMessage.notRunning };
  const interest = coolingOffInterest(loan, loan.loan_date, now);
  const amountPaise = owedPaise - interest.waivedInterestPaise;
  if (amountPaise <= 0) return { refusal: CoolingOffMessage.nothingDue };
  return {
    offer: {
      amountPaise,
      interestUsedPaise: interest.interestUsedPaise,
      daysUsed: interest.daysUsed,
      until,
    },
  };
}

/**
 * A cooling-off link paid (the payment webhook's transaction). The link was made inside the
 * period, so the exit is priced as of its creation (`requestedAt`): when the payment covers what
 * is owed less the waived interest and the loan is still Loaned, the waiver is posted, the
 * payment credited (anything above it kept as the borrower's credit) and the loan Settled, all
 * in this transaction. Otherwise the money is applied as an ordinary repayment, never dropped.
 */
export async function applyCoolingOffExit(
  tx: Queryable,
  payment: Repayment & { requestedAt: Date },
  context: { at: Date; log: Pick<FastifyBaseLogger, 'warn'> },
): Promise<'closed' | 'repayment'> {
  const order = await createServicingRepository(tx).lockLoanTerms(payment.orderId);
  const owed = await owedNowPaise(tx, payment.orderId);
  const waived =
    order?.loan_date && order.state === OrderState.loaned
      ? coolingOffInterest(order, order.loan_date, payment.requestedAt).waivedInterestPaise
      : null;
  const repayment: Repayment = {
    orderId: payment.orderId,
    amountPaise: payment.amountPaise,
    reference: payment.reference,
  };
  if (waived === null || owed - waived <= 0 || payment.amountPaise < owed - waived) {
    context.log.warn(
      { ...repayment, state: order?.state, owedPaise: owed, waivedPaise: waived },
      'cooling-off payment applied as a repayment',
    );
    await applyRepayment(tx, repayment, context);
    return 'repayment';
  }
  if (waived > 0) {
    await post(tx, {
      orderId: payment.orderId,
      kind: PostingKind.interestWaiver,
      reference: payment.reference,
      at: context.at,
      entries: [
        { account: LedgerAccount.interestIncome, side: 'debit', amountPaise: waived },
        { account: LedgerAccount.loanReceivable, side: 'credit', amountPaise: waived },
      ],
    });
  }
  await applyRepayment(tx, repayment, { ...context, reason: 'cooling-off exit' });
  return 'closed';
}
