import { formatRupees } from '@saral/contract/money';
import { formatCalendarDay } from '../format/dates';

/** The server's figures of one loan (price, order or statement), rupees. */
export type LoanFigures = {
  loanAmount: number;
  /** What reaches the bank account: the amount less the processing fee and its GST. */
  arriveAmount: number;
  repaymentAmount: number;
  interest: number;
  serviceFee: number;
  gstFee: number;
  /** Percent a year. */
  apr: number;
  /** YYYY-MM-DD the repayment falls due; '' when not known. */
  dueDate: string;
};

/** An order's own figures (detail or confirm data) with the due date to show. */
export function orderFigures(order: Omit<LoanFigures, 'dueDate'>, dueDate: string): LoanFigures {
  return {
    loanAmount: order.loanAmount,
    arriveAmount: order.arriveAmount,
    repaymentAmount: order.repaymentAmount,
    interest: order.interest,
    serviceFee: order.serviceFee,
    gstFee: order.gstFee,
    apr: order.apr,
    dueDate,
  };
}

const PERCENT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });
const paise = (rupees: number) => Math.round(rupees * 100);
const rupeesOf = (paiseAmount: number) => paiseAmount / 100;

export type CostSummary = {
  getToday: string;
  repay: string;
  /** "on 5 Dec 2026", or '' when the due date is not known. */
  on: string;
  /** What the loan costs: what is repaid beyond what is received. */
  cost: string;
  apr: string;
};

/** You get ₹X today → you repay ₹Y on DATE; cost ₹Z, APR. */
export function costSummary(figures: LoanFigures): CostSummary {
  return {
    getToday: formatRupees(figures.arriveAmount),
    repay: formatRupees(figures.repaymentAmount),
    on: figures.dueDate ? `on ${formatCalendarDay(figures.dueDate)}` : '',
    cost: formatRupees(rupeesOf(paise(figures.repaymentAmount) - paise(figures.arriveAmount))),
    apr: `${PERCENT.format(figures.apr)}%`,
  };
}

export type FeeLine = { key: string; label: string; value: string; total?: boolean };
export type FeeGroup = { key: string; title: string; lines: FeeLine[] };

/**
 * The fees in two groups that each add up: what is deducted at payout (amount − processing fee −
 * GST = what you receive) and what is repaid (amount + interest = the repayment).
 */
export function feeGroups(figures: LoanFigures, gstRatePercent: number): FeeGroup[] {
  const minus = (value: number) => `− ${formatRupees(value)}`;
  const plus = (value: number) => `+ ${formatRupees(value)}`;
  return [
    {
      key: 'payout',
      title: 'Deducted at payout',
      lines: [
        { key: 'loan', label: 'Loan amount', value: formatRupees(figures.loanAmount) },
        { key: 'processing', label: 'Processing fee', value: minus(figures.serviceFee) },
        {
          key: 'gst',
          label: `GST (${gstRatePercent}%) on processing fee`,
          value: minus(figures.gstFee),
        },
        {
          key: 'received',
          label: 'You receive',
          value: formatRupees(figures.arriveAmount),
          total: true,
        },
      ],
    },
    {
      key: 'repaid',
      title: figures.dueDate ? `Repaid on ${formatCalendarDay(figures.dueDate)}` : 'Repaid',
      lines: [
        { key: 'loan', label: 'Loan amount', value: formatRupees(figures.loanAmount) },
        { key: 'interest', label: 'Interest', value: plus(figures.interest) },
        {
          key: 'repayment',
          label: 'You repay',
          value: formatRupees(figures.repaymentAmount),
          total: true,
        },
      ],
    },
  ];
}
