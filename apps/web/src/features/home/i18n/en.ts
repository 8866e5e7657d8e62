import { fill, i18n } from '../../../shared/i18n/i18n';
import { PARTNER_NOTICE } from '../apply-target';

/** Home's English texts: products, the borrower's loans, install offers. */
export const en = {
  heroText: 'Small loans with every fee shown before you apply.',
  myLoans: 'My loans',
  loanProducts: 'Loan products',
  maxAmount: 'Max Amount',
  interestRate: 'Interest rate {rate}%/day',
  partnerLender: 'Offered by a partner lender',
  full: 'Fulled',
  apply: 'Apply',
  partnerNotice: PARTNER_NOTICE,
  continue: 'Continue',
  stayHere: 'Stay here',
  orderCard: '{name} order',
  repaymentAmount: 'Repayment Amount',
  tenureDays: 'Tenure {days} days',
  // The in-progress card's button and state, as the server and contract name them.
  'Check Status': 'Check Status',
  'Get Money': 'Get Money',
  'View Order': 'View Order',
  Repay: 'Repay',
  'Repay Now': 'Repay Now',
  'Pay Extension Fee': 'Pay Extension Fee',
  Auditing: 'Auditing',
  Pass: 'Pass',
  Lending: 'Lending',
  Loaned: 'Loaned',
  Overdued: 'Overdued',
  Extension: 'Extension',
  installRegion: 'Install Saral',
  installText: 'Install Saral: one tap from your Home Screen.',
  install: 'Install',
  dismiss: 'Dismiss',
  iosGuideTitle: 'Add Saral to your Home Screen',
  iosStepShareBefore: 'Tap ',
  iosStepShare: 'Share',
  iosStepShareAfter: ' in the Safari toolbar.',
  iosStepAddBefore: 'Choose ',
  iosStepAdd: 'Add to Home Screen',
  iosStepAddAfter: '.',
  iosStepConfirmBefore: 'Tap ',
  iosStepConfirm: 'Add',
  iosStepConfirmAfter: '.',
  iosGotIt: 'Got it',
  iosBanner: 'Open Saral in one tap from your Home Screen.',
  iosHow: 'How?',
};

export const homeMessages = i18n('home', en);

/** The product's term ("Tenure 7 days", set by operators) in the current language. */
export function homeTenure(t: Record<string, string>, tenureLabel: string): string {
  const days = /^Tenure (\d+) days$/.exec(tenureLabel)?.[1];
  return days && t.tenureDays ? fill(t.tenureDays, { days }) : tenureLabel;
}

/** A server or contract label in the current language; unknown labels stay as they came. */
export function homeLabel(t: Record<string, string>, label: string): string {
  return Object.hasOwn(t, label) ? (t[label] ?? label) : label;
}
