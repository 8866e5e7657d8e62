import { CALCULATION_PERIOD_DAYS } from '@saral/contract/constants';
import {
  annualPercentageRate,
  quoteLoan,
  type LoanQuote,
  type LoanTerms,
} from '@saral/contract/loan-math';

/** What an order is priced with, fixed at apply time (or at a lower amount later). */
export type OrderPrice = {
  periodDays: number;
  dailyRatePercent: number;
  processingFeePercent: number;
  quote: LoanQuote;
};

/** The price of an amount on given terms. */
export function priceOf(terms: LoanTerms): OrderPrice {
  return {
    periodDays: terms.periodDays,
    dailyRatePercent: terms.dailyRatePercent,
    processingFeePercent: terms.processingFeePercent,
    quote: quoteLoan(terms),
  };
}

/** The product columns a price is made of. */
export type ProductRates = { daily_interest_percent: number; processing_fee_percent: number };

/** The price of `amountPaise` on a product's current rates, over the calculation period. */
export function priceOnProduct(product: ProductRates, amountPaise: number): OrderPrice {
  return priceOf({
    amountPaise,
    periodDays: CALCULATION_PERIOD_DAYS,
    dailyRatePercent: product.daily_interest_percent,
    processingFeePercent: product.processing_fee_percent,
  });
}

/** The stored price columns of an order (null on orders saved before pricing was). */
export type StoredPriceColumns = {
  loan_amount_paise: number;
  interest_paise: number | null;
  processing_fee_paise: number | null;
  gst_paise: number | null;
  received_paise: number | null;
  repayment_paise: number | null;
};

/** The quote an order was priced with; an unpriced order owes and receives its principal. */
export function storedQuote(order: StoredPriceColumns): LoanQuote {
  return {
    principalPaise: order.loan_amount_paise,
    interestPaise: order.interest_paise ?? 0,
    processingFeePaise: order.processing_fee_paise ?? 0,
    gstPaise: order.gst_paise ?? 0,
    receivedPaise: order.received_paise ?? order.loan_amount_paise,
    repaymentPaise: order.repayment_paise ?? order.loan_amount_paise,
  };
}

/** The APR of a quote, 0 when nothing would be received. */
export function aprOf(quote: LoanQuote, periodDays: number): number {
  return quote.receivedPaise > 0 ? annualPercentageRate(quote, periodDays) : 0;
}
