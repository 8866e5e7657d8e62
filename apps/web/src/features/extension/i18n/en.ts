import { i18n } from '../../../shared/i18n/i18n';
import type { TextPattern } from '../../../shared/i18n/shown-text';

/** Extension: English. The rows of extension-view.ts are shown by their English text. */
export const en = {
  loanMissing: 'This loan does not exist.',
  noExtension: 'No extension now',
  backToLoan: 'Back to your loan',
  extensionFee: 'Extension fee',
  dueDateMoves: 'Due date moves',
  dueDateMove: 'Due date {from} → {to} ',
  payWithin: 'Pay within 24 hours, by {time}',
  feeBreakdown: 'Fee breakdown',
  details: 'Extension details',
  rate: 'Extension rate',
  requestTime: 'Request time',
  daysAfter: 'Days after the request',
  currentDue: 'Current due date',
  newDue: 'New due date',
  payBy: 'Pay by',
  repaidFirst: 'Any amount you have already repaid counts first toward the extension fee.',
  consentPayment: 'Consent and payment',
  consent: 'I agree to the extension fee and the new due date',
  pay: 'Pay extension fee',
  cancel: 'Cancel extension',
  'Extension service fee': 'Extension service fee',
  Interest: 'Interest',
  'Overdue fee': 'Overdue fee',
  'Extension fee already paid': 'Extension fee already paid',
  ratePerDay: '{rate}% per day',
  days: '{count} days',
  gain: '+{count} days',
};

export const extensionMessages = i18n('extension', en);

export const EXTENSION_PATTERNS: readonly TextPattern[] = [
  [/^(?<rate>[\d.]+)% per day$/, 'ratePerDay'],
  [/^(?<count>\d+) days?$/, 'days'],
  [/^\+(?<count>\d+) days?$/, 'gain'],
];
