import { i18n } from '../i18n';
import type { TextPattern } from '../shown-text';

/**
 * A loan's shared texts (shared/loan, shared/ui/cost-summary): the cost summary, the fees card,
 * the order states and their plain sub-lines, the loan purposes. The states and rows are made in English by the
 * shared helpers and shown through shownText(), keyed by their English text.
 */
export const en = {
  costSummary: 'What this loan costs',
  youGetToday: 'You get today',
  youRepay: 'You repay',
  youRepayOn: 'You repay {on}',
  cost: 'Cost {cost} · APR {apr}',
  'Deducted at payout': 'Deducted at payout',
  'Loan amount': 'Loan amount',
  'Processing fee': 'Processing fee',
  'You receive': 'You receive',
  Repaid: 'Repaid',
  Interest: 'Interest',
  'You repay': 'You repay',
  gstOnFee: 'GST ({rate}%) on processing fee',
  repaidOn: 'Repaid on {date}',
  on: 'on {date}',
  // The spec's state labels (orderStateLabel).
  Auditing: 'Auditing',
  Pass: 'Pass',
  Denied: 'Denied',
  Lending: 'Lending',
  Failed: 'Failed',
  Loaned: 'Loaned',
  Settled: 'Settled',
  Overdued: 'Overdued',
  Extension: 'Extension',
  Invalid: 'Invalid',
  // The plain sub-lines (statusLine) and days left (daysLeftText).
  'In review – we will send you an SMS': 'In review – we will send you an SMS',
  'Approved – confirm to get money': 'Approved – confirm to get money',
  'Money on its way to your bank': 'Money on its way to your bank',
  Active: 'Active',
  activeDue: 'Active – due {date}',
  overdueBy: 'Overdue by {count} days',
  'Extension – pay the fee to move your due date': 'Extension – pay the fee to move your due date',
  repaidClosed: 'Repaid – closed {date}',
  'Not approved': 'Not approved',
  'The money could not be sent – no loan was made':
    'The money could not be sent – no loan was made',
  'No loan on this order': 'No loan on this order',
  daysLeft: '{count} days left',
  'Due today': 'Due today',
  // The loan purposes (LOAN_PURPOSES): the apply form, the KFS and the order show them.
  Shopping: 'Shopping',
  'Medical treatment': 'Medical treatment',
  Education: 'Education',
  Tourism: 'Tourism',
  'Living expenses': 'Living expenses',
  'Purchase of vehicles': 'Purchase of vehicles',
};

export const loanMessages = i18n('loan', en);

/** The loan texts that carry a figure or a date. */
export const LOAN_PATTERNS: readonly TextPattern[] = [
  [/^on (?<date>.+)$/, 'on'],
  [/^GST \((?<rate>[\d.]+)%\) on processing fee$/, 'gstOnFee'],
  [/^Repaid on (?<date>.+)$/, 'repaidOn'],
  [/^Active – due (?<date>.+)$/, 'activeDue'],
  [/^Overdue by (?<count>\d+) days?$/, 'overdueBy'],
  [/^Repaid – closed (?<date>.+)$/, 'repaidClosed'],
  [/^(?<count>\d+) days? left$/, 'daysLeft'],
];
