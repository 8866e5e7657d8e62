import { GST_RATE_PERCENT, LOAN_TIERS } from './constants';
import type { Paise } from './money';

/**
 * The loan engine's money rules, written down once: the server prices loans with them and the
 * app shows the same figures. Everything is integer paise; every division rounds half-up to the
 * paisa. Rates are percentages with at most four decimals (0.05 % a day, 8 % processing).
 */

export type LoanTerms = {
  amountPaise: Paise;
  /** Interest, percent per day (r). */
  dailyRatePercent: number;
  /** Days (n); the calculation always uses 7 (CALCULATION_PERIOD_DAYS). */
  periodDays: number;
  /** Processing fee, percent of the amount (s). */
  processingFeePercent: number;
};

export type LoanQuote = {
  principalPaise: Paise;
  /** A·r·n */
  interestPaise: Paise;
  /** A·s */
  processingFeePaise: Paise;
  /** 18 % of the processing fee. */
  gstPaise: Paise;
  /** What reaches the bank account: A − fee − GST. */
  receivedPaise: Paise;
  /** What is due at the end: A + interest. */
  repaymentPaise: Paise;
};

const RATE_SCALE = 10_000; // four decimals of a percent

/** A percentage as an integer number of 1/10000ths of a percent; more decimals are refused. */
export function rateToUnits(percent: number): number {
  const units = Math.round(percent * RATE_SCALE);
  if (!Number.isFinite(percent) || percent < 0 || Math.abs(units - percent * RATE_SCALE) > 1e-6) {
    throw new RangeError(
      `rate ${percent} must be a non-negative percentage with at most 4 decimals`,
    );
  }
  return units;
}

/** numerator / denominator rounded half-up, for non-negative integers. */
export function divideHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError('divideHalfUp needs safe integers and a positive denominator');
  }
  const quotient = Math.floor(numerator / denominator);
  const remainder = numerator - quotient * denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

export function quoteLoan(terms: LoanTerms): LoanQuote {
  const { amountPaise, periodDays } = terms;
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) {
    throw new RangeError('the amount must be a positive whole number of paise');
  }
  if (!Number.isInteger(periodDays) || periodDays <= 0) throw new RangeError('bad period');
  const percentDenominator = 100 * RATE_SCALE;
  const interestPaise = divideHalfUp(
    amountPaise * rateToUnits(terms.dailyRatePercent) * periodDays,
    percentDenominator,
  );
  const processingFeePaise = divideHalfUp(
    amountPaise * rateToUnits(terms.processingFeePercent),
    percentDenominator,
  );
  const gstPaise = divideHalfUp(processingFeePaise * GST_RATE_PERCENT, 100);
  return {
    principalPaise: amountPaise,
    interestPaise,
    processingFeePaise,
    gstPaise,
    receivedPaise: amountPaise - processingFeePaise - gstPaise,
    repaymentPaise: amountPaise + interestPaise,
  };
}

/**
 * Annual percentage rate from the actual cash flows, as the RBI's Key Fact Statement defines it:
 * the internal rate of return of the borrower's flows (received now, repayment after n days),
 * annualised by the number of periods in a year (IRR per day × 365). Percent, 2 decimals.
 */
export function annualPercentageRate(quote: LoanQuote, periodDays: number): number {
  if (quote.receivedPaise <= 0) throw new RangeError('nothing is received');
  const dailyRate = (quote.repaymentPaise / quote.receivedPaise) ** (1 / periodDays) - 1;
  return Math.round(dailyRate * 365 * 100 * 100) / 100;
}

/**
 * Credit tiers (spec section 9, the download page's table): the nth loan of a borrower may be as
 * large as its tier allows. Loans 1–2 use the first tier, 3–4 the second, 5 and later the third.
 */
export type CreditTierRange = { loans: number; minRupees: number; maxRupees: number };

/** `tiers`: the approved credit tiers (the server keeps them versioned); LOAN_TIERS by default. */
export function tierForLoanNumber(
  loanNumber: number,
  tiers: readonly CreditTierRange[] = LOAN_TIERS,
): CreditTierRange {
  let tier: CreditTierRange = tiers[0] ?? LOAN_TIERS[0];
  for (const candidate of tiers) if (loanNumber >= candidate.loans) tier = candidate;
  return tier;
}

/** The product's amounts (rupees, ascending) this borrower may choose: none above their tier. */
export function amountsWithinTier(
  amountListRupees: readonly number[],
  loanNumber: number,
  tiers: readonly CreditTierRange[] = LOAN_TIERS,
): number[] {
  const tier = tierForLoanNumber(loanNumber, tiers);
  return amountListRupees.filter((amount) => amount <= tier.maxRupees);
}
