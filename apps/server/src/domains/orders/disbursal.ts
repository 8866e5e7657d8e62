import { CALCULATION_PERIOD_DAYS } from '@saral/contract/constants';
import { OrderState } from '@saral/contract/order-states';
import type { Queryable } from '../../db/database';
import { addDays, istDay } from '../../shared/clock';
import { disbursalPostings } from '../ledger/ledger-postings';
import { transition } from './order-state-machine';
import { createServicingRepository } from './servicing-repository';

/** The due date of a loan paid out at `at`: today in India + the period. */
export function dueDateFor(at: Date, periodDays: number): string {
  return addDays(istDay(at), periodDays);
}

/**
 * The money reached the borrower (the payout worker's transaction): Lending → Loaned with the
 * disbursal postings, the loan date and the due date. The bank side is what actually left the
 * account; the ledger refuses it if that does not add up with the order's price.
 */
export async function recordPaidOut(
  tx: Queryable,
  payout: {
    orderId: number;
    /** The payout's id: the reference of its postings. */
    payoutId: string;
    paidPaise: number;
    actor: string;
    reason: string;
    at: Date;
  },
): Promise<void> {
  const servicing = createServicingRepository(tx);
  const order = await servicing.lockLoanTerms(payout.orderId);
  if (!order) throw new Error(`payout ${payout.payoutId} has no order`);
  await transition(tx, {
    orderId: payout.orderId,
    from: OrderState.lending,
    to: OrderState.loaned,
    actor: payout.actor,
    reason: payout.reason,
    at: payout.at,
    postings: disbursalPostings(
      {
        principalPaise: order.loan_amount_paise,
        receivedPaise: payout.paidPaise,
        processingFeePaise: order.processing_fee_paise ?? 0,
        gstPaise: order.gst_paise ?? 0,
        interestPaise: order.interest_paise ?? 0,
      },
      payout.payoutId,
    ),
  });
  await servicing.setLoanDates(
    payout.orderId,
    payout.at,
    dueDateFor(payout.at, order.period_days ?? CALCULATION_PERIOD_DAYS),
  );
}
