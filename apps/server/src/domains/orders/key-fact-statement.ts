import type { LenderIdentity } from '@saral/contract/api/lender';
import type { KeyFactStatement } from '@saral/contract/api/loan';
import { GST_RATE_PERCENT } from '@saral/contract/constants';
import { formatRupees, paiseToRupees } from '@saral/contract/money';
import { interestForDays } from './cooling-off';
import { kfsAcceptedAtOf, kfsTermsOf, termsHashOf } from './kfs-terms';
import { storedQuote } from './loan-quote';
import type { LoanOrderRow } from './order-repository';

/** Who lends (domains/lender's one setting) and its KFS terms (app_settings 'lender'). */
export type LenderDetails = LenderIdentity & {
  penalCharges: string;
  coolingOffDays: number;
  recoveryAgents: string;
};

/** The cooling-off terms as the KFS states them (the rules are in cooling-off.ts). */
function coolingOffText(order: LoanOrderRow, days: number): string {
  const quote = storedQuote(order);
  const fee = formatRupees(paiseToRupees(quote.processingFeePaise + quote.gstPaise));
  const perDay = formatRupees(paiseToRupees(interestForDays(order, 1)));
  return (
    `For ${days} ${days === 1 ? 'day' : 'days'} after the money reaches your account (the cooling-off period) you may exit this loan ` +
    `by repaying the principal of ${formatRupees(paiseToRupees(quote.principalPaise))} and the interest for the days you used it ` +
    `(at least 1 day, ${perDay} a day), with no penalty or other charge. The processing fee of ${fee} (incl. GST), ` +
    'deducted when the money is paid out, is a one-time fee and is not refunded.'
  );
}

/**
 * The Key Fact Statement of an order in the RBI's standard layout (Part 1: rate, fees, amounts,
 * schedule, APR, penal charges, cooling-off; Part 2: lender, recovery, grievance). Amounts come
 * from the order's own price, fixed at apply time (or at an operator's lower approval).
 */
export function buildKeyFactStatement(
  order: LoanOrderRow,
  lender: LenderDetails,
  now: Date,
): KeyFactStatement {
  const terms = kfsTermsOf(order, now);
  const period = terms.periodDays;
  const dueDate = terms.repaymentDate;
  const repayment = paiseToRupees(terms.repaymentPaise);
  return {
    orderId: order.id,
    orderNo: order.order_no ?? String(order.id),
    issuedAt: now.toISOString(),
    lender: {
      name: lender.name,
      address: lender.address,
      rbiRegistration: lender.rbiRegistration,
      cin: lender.cin,
    },
    loanAmount: paiseToRupees(terms.principalPaise),
    loanPurpose: order.purpose,
    loanTermDays: period,
    interestRatePerDay: terms.dailyRatePercent,
    interestAmount: paiseToRupees(terms.interestPaise),
    fees: [
      {
        name: `Processing fee (incl. GST ${GST_RATE_PERCENT}%)`,
        amount: paiseToRupees(terms.processingFeePaise + terms.gstPaise),
        gst: paiseToRupees(terms.gstPaise),
        payableTo: lender.name,
      },
    ],
    netDisbursedAmount: paiseToRupees(terms.receivedPaise),
    repaymentAmount: repayment,
    repaymentDate: dueDate,
    repaymentSchedule: [{ date: dueDate, amount: repayment }],
    apr: terms.apr,
    penalCharges: lender.penalCharges,
    coolingOffDays: lender.coolingOffDays,
    coolingOffText: coolingOffText(order, lender.coolingOffDays),
    recoveryAgents: lender.recoveryAgents,
    grievanceOfficer: lender.grievanceOfficer,
    complaintPortalUrl: lender.complaintPortalUrl,
    acceptedAt: kfsAcceptedAtOf(order, now)?.toISOString() ?? null,
    termsHash: termsHashOf(terms),
  };
}
