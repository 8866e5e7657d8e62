import {
  PrecheckStatus,
  type ApplyBody,
  type Calculation,
  type Precheck,
} from '@saral/contract/api/loan';
import {
  APPLY_FIXED_VALUES,
  CALCULATION_PERIOD_DAYS,
  type LoanPurpose,
} from '@saral/contract/constants';
import type { LoanFigures } from '../../shared/loan/cost-summary';

/** Where the precheck sends the borrower instead of applying; null means go on and apply. */
export function precheckTarget(result: Precheck, productId: string): string | null {
  if (result.orderStatus === PrecheckStatus.denied) {
    const base = `/product/${encodeURIComponent(productId)}/denied`;
    const wait = result.rejectStatusVO;
    return wait ? `${base}?day=${wait.day}&hour=${wait.hour}` : base;
  }
  if (result.orderStatus === PrecheckStatus.activeOrder) return '/orders';
  return null;
}

/** What the borrower is told on the way: which active loan is in the way, if the server said. */
export function precheckMessage(result: Precheck): string | null {
  return result.orderStatus === PrecheckStatus.activeOrder
    ? (result.activeLoan?.message ?? null)
    : null;
}

export function applyBody(input: {
  cardId: number;
  amount: number;
  productId: string;
  autoMoney: boolean;
  purpose?: LoanPurpose;
}): ApplyBody {
  return {
    cardId: input.cardId,
    borrowAmount: input.amount,
    periods: CALCULATION_PERIOD_DAYS,
    productId: Number(input.productId),
    ...APPLY_FIXED_VALUES,
    autoMoney: input.autoMoney ? 1 : 0,
    ...(input.purpose ? { purpose: input.purpose } : {}),
  };
}

export type TermRow = { key: string; label: string; value: string; emphasis?: boolean };

const PERCENT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 4 });

/** "0.05%/day · APR 44.4%": the daily rate with the yearly cost next to it. */
export function rateWithApr(ratePerDay: number, apr: number): string {
  return `${PERCENT.format(ratePerDay)}%/day · APR ${PERCENT.format(apr)}%`;
}

/** The term and the rate of the chosen amount; the money is in the cost summary and fees card. */
export function loanTermRows(calculation: Calculation): TermRow[] {
  return [
    { key: 'term', label: 'Loan term', value: `${CALCULATION_PERIOD_DAYS} days` },
    {
      key: 'rate',
      label: 'Interest rate',
      value: rateWithApr(calculation.interestRate, calculation.apr),
    },
  ];
}

/** The price of `amount` as the cost summary and the fees card read it. */
export function calculationFigures(amount: number, calculation: Calculation): LoanFigures {
  return {
    loanAmount: amount,
    arriveAmount: calculation.arriveAmount,
    repaymentAmount: calculation.repaymentAmount,
    interest: calculation.interest,
    serviceFee: calculation.serviceFee,
    gstFee: calculation.gstFee,
    apr: calculation.apr,
    dueDate: calculation.repaymentDate,
  };
}
