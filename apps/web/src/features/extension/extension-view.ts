import type { ExtensionCalc } from '@saral/contract/api/money';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@saral/contract/money';

export type BreakdownRow = {
  key: string;
  label: string;
  value: string;
  /** A deduction from the fee (shown with a minus sign). */
  deduction?: boolean;
};

const RATE = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 4 });

export function formatRate(percentPerDay: number): string {
  return `${RATE.format(percentPerDay)}% per day`;
}

export function formatDays(count: number): string {
  return `${count} ${count === 1 ? 'day' : 'days'}`;
}

/**
 * The overdue part of the fee, which the response does not carry on its own:
 * fee = service fee + overdue fee + interest − already paid (spec section 9). Worked out in
 * paise so rupee fractions never drift; 0 when the loan is not overdue.
 */
export function overdueFeeOf(
  calc: Pick<
    ExtensionCalc,
    'extensionFee' | 'extensionFeePaid' | 'extensionServiceFee' | 'interest'
  >,
): number {
  const paise =
    rupeesToPaise(calc.extensionFee) +
    rupeesToPaise(calc.extensionFeePaid) -
    rupeesToPaise(calc.extensionServiceFee) -
    rupeesToPaise(calc.interest);
  return paise > 0 ? paiseToRupees(paise) : 0;
}

/** What makes up the extension fee: service fee, interest, overdue fee, minus what was paid. */
export function extensionBreakdown(calc: ExtensionCalc): BreakdownRow[] {
  const rows: BreakdownRow[] = [
    {
      key: 'service',
      label: 'Extension service fee',
      value: formatRupees(calc.extensionServiceFee),
    },
    { key: 'interest', label: 'Interest', value: formatRupees(calc.interest) },
  ];
  const overdue = overdueFeeOf(calc);
  if (overdue > 0)
    rows.push({ key: 'overdue', label: 'Overdue fee', value: formatRupees(overdue) });
  if (calc.extensionFeePaid > 0) {
    rows.push({
      key: 'paid',
      label: 'Extension fee already paid',
      value: `− ${formatRupees(calc.extensionFeePaid)}`,
      deduction: true,
    });
  }
  return rows;
}

/** The body of apply-extension and giveup-extension. */
export function extensionActionBody(
  calc: Pick<ExtensionCalc, 'extensionId' | 'orderRepayId'>,
  orderId: number,
) {
  return { extensionId: calc.extensionId, orderId, orderRepayId: calc.orderRepayId };
}

const DAY_MS = 86_400_000;

/** Whole days from one calendar day (YYYY-MM-DD) to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** How the extension moves the due date: from, to, and the days gained ("+5 days"). */
export function dueDateMove(calc: Pick<ExtensionCalc, 'currentDueDate' | 'extensionTime'>) {
  const days = calc.currentDueDate ? daysBetween(calc.currentDueDate, calc.extensionTime) : 0;
  return { from: calc.currentDueDate, to: calc.extensionTime, gain: `+${formatDays(days)}` };
}
