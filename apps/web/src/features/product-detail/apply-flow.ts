import {
  PrecheckStatus,
  type ApplyBody,
  type Calculation,
  type Precheck,
} from '@saral/contract/api/loan';
import {
  APPLY_FIXED_VALUES,
  CALCULATION_PERIOD_DAYS,
  GST_RATE_PERCENT,
  type LoanPurpose,
} from '@saral/contract/constants';
import { formatRupees } from '@saral/contract/money';

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

/** The figures shown for the chosen amount, in the order the borrower reads them. */
export function loanTermRows(calculation: Calculation): TermRow[] {
  return [
    {
      key: 'repayment',
      label: 'Repayment amount',
      value: formatRupees(calculation.repaymentAmount),
      emphasis: true,
    },
    { key: 'term', label: 'Loan term', value: `${CALCULATION_PERIOD_DAYS} days` },
    {
      key: 'rate',
      label: 'Interest rate',
      value: rateWithApr(calculation.interestRate, calculation.apr),
    },
    { key: 'interest', label: 'Interest fee', value: formatRupees(calculation.interest) },
    { key: 'processing', label: 'Processing fee', value: formatRupees(calculation.serviceFee) },
    {
      key: 'gst',
      label: `GST (${GST_RATE_PERCENT}%) on processing fee`,
      value: formatRupees(calculation.gstFee),
    },
    {
      key: 'received',
      label: 'Amount received',
      value: formatRupees(calculation.arriveAmount),
      emphasis: true,
    },
  ];
}
