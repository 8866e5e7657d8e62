import type { ExtensionCalc } from '@saral/contract/api/money';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@saral/contract/money';

export type BreakdownRow = {
  key: string;
  label: string;
  value: string;
  /** A deduction from the fee (shown with a minus sign). */
  deduction?: boolean;
};

const IST = 'Asia/Kolkata';
const DAY_TIME = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: IST,
});
// A calendar day (YYYY-MM-DD) has no time zone: read and print it as UTC so it never shifts.
const CALENDAR_DAY = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const RATE = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 4 });

/** An ISO timestamp in India time, "12 Mar 2025, 3:00 pm"; the text as is when it is not one. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return iso && !Number.isNaN(date.getTime()) ? DAY_TIME.format(date) : iso;
}

/** A calendar day (YYYY-MM-DD) as "19 Mar 2025"; the text as is when it is not one. */
export function formatCalendarDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : CALENDAR_DAY.format(date);
}

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
