import { i18n } from '../../../shared/i18n/i18n';
import type { TextPattern } from '../../../shared/i18n/shown-text';

/** Product detail, the loan confirm before applying and the application submitted: English. */
export const en = {
  productMissing: 'This product does not exist.',
  maxAmount: 'Max Amount',
  lendingTime: 'Lending time',
  period: 'Period',
  periodDays: '{days} days',
  rating: 'Overall rating',
  ratingValue: '{score} / 5',
  interestRate: 'Interest rate',
  ratePerDay: '{rate}% per day',
  applyNow: 'APPLY NOW',
  backToHome: 'Back to Home',
  yourLoan: 'Your loan',
  chooseAmount: 'Choose your loan amount',
  cancel: 'Cancel',
  loading: 'Loading…',
  cardsFailed: 'Could not load, tap to choose',
  addBank: 'Add bank account',
  noAmount: 'No loan amount of this product is open to you right now.',
  loanAmount: 'Loan amount',
  loanAmountLabel: 'Loan amount {amount}',
  bankAccount: 'Bank account',
  bankAccountLabel: 'Bank account {bank}',
  purpose: 'Loan purpose (optional)',
  choosePurpose: 'Choose a purpose',
  autoMoney: 'Automatically get money?',
  applying: 'Applying…',
  tryAgain: 'Try again',
  submitted: 'Application submitted',
  submittedBefore: 'We are reviewing your {name} application. It usually takes up to ',
  submittedAfter:
    '. We will send you an SMS as soon as it is approved, and you then confirm to get the money.',
  submittedNoProduct:
    'We are reviewing your application. We will send you an SMS as soon as it is approved.',
  checkStatus: 'Check status',
  // Shown texts keyed by their English: the term rows, purposes, the catalog's product texts.
  'Loan term': 'Loan term',
  'Interest rate': 'Interest rate',
  termDays: '{days} days',
  rateApr: '{rate}%/day · APR {apr}%',
  'Please Select or Add Bank Account': 'Please Select or Add Bank Account',
  'Product Eligibility': 'Product Eligibility',
  Requirement: 'Requirement',
  'Indian citizen aged 18 or above': 'Indian citizen aged 18 or above',
  'Monthly income of ₹12,000 or more': 'Monthly income of ₹12,000 or more',
  'Savings bank account in your own name': 'Savings bank account in your own name',
  'Mobile number linked to your Aadhaar': 'Mobile number linked to your Aadhaar',
  'At least 5 loans repaid on time': 'At least 5 loans repaid on time',
  'Aadhaar card': 'Aadhaar card',
  'PAN card': 'PAN card',
  'A selfie for the face check': 'A selfie for the face check',
  'Bank account number and IFSC code': 'Bank account number and IFSC code',
  'Small amounts, in minutes': 'Small amounts, in minutes',
  'Borrow more as you repay on time': 'Borrow more as you repay on time',
  'Higher limits for trusted borrowers': 'Higher limits for trusted borrowers',
  minutes: '{count} minutes',
  hours: '{count} hours',
  days: '{count} days',
};

export const productDetailMessages = i18n('product-detail', en);

/** Shown texts with a figure: the term rows and the lending time ("10 minutes"). */
export const PRODUCT_PATTERNS: readonly TextPattern[] = [
  [/^(?<days>\d+) days$/, 'termDays'],
  [/^(?<rate>[\d.]+)%\/day · APR (?<apr>[\d.,]+)%$/, 'rateApr'],
  [/^(?<count>\d+) minutes?$/, 'minutes'],
  [/^(?<count>\d+) hours?$/, 'hours'],
  [/^(?<count>\d+) days?$/, 'days'],
];
