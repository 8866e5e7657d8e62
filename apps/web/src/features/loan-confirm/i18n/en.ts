import { i18n } from '../../../shared/i18n/i18n';
import type { TextPattern } from '../../../shared/i18n/shown-text';

/**
 * Confirm Loan and the Key Fact Statement: English. The rows (confirm-rows, kfs-rows) and the
 * lender's KFS terms come in English and are shown through shownText(), keyed by their English
 * text; RBI asks for the KFS in a language the borrower understands (issue 17).
 */
export const en = {
  loanMissing: 'This loan does not exist.',
  status: 'Status: ',
  notWaiting: 'This loan is not waiting for your confirmation.',
  seeHistory: 'See Loan History',
  backToHome: 'Back to Home',
  approved: 'Approved',
  chosenLess: 'Approved amount {amount}; you chose less.',
  fees: 'Fees',
  kfs: 'Key Fact Statement',
  getMoney: 'Get Money',
  acceptedOn: 'Key Fact Statement accepted on {time}. ',
  viewAgain: 'View the Key Fact Statement again',
  viewKfs: 'View Key Fact Statement',
  afterAccept: 'Get Money will be available after you accept the Key Fact Statement',
  loanAmount: 'Loan Amount',
  chooseAmount: 'Choose the amount you need',
  approvedAmount: 'Approved amount',
  cancel: 'Cancel',
  updating: 'Updating…',
  change: 'Change',
  priceFailed: 'Could not get the figures for {amount}. ',
  offline: "You're offline.",
  stillFor: ' The figures below are still for {amount}.',
  tryAgain: 'Try again',
  // The KFS.
  issued: 'Loan {orderNo} · issued {time}',
  part1: 'Part 1 · Interest rate and fees/charges',
  feesCharges: 'Fees and charges',
  charge: 'Charge',
  amount: 'Amount',
  ofWhichGst: 'of which GST',
  payableTo: 'Payable to',
  total: 'Total',
  schedule: 'Repayment schedule',
  number: 'No.',
  dueDate: 'Due date',
  penalCharges: 'Penal charges',
  coolingOff: 'Cooling-off period ({days} days)',
  coolingOffOne: 'Cooling-off period (1 day)',
  part2: 'Part 2 · Other qualitative information',
  lender: 'Lender',
  rbiRegistration: 'RBI registration',
  cin: 'CIN',
  recoveryAgents: 'Recovery agents',
  grievanceOfficer: 'Grievance redressal officer',
  notResolved: 'Not resolved within 30 days',
  complaintPortal: 'RBI complaint portal: ',
  youAccepted: 'You accepted this Key Fact Statement on {time}.',
  backToLoan: 'Back to your loan',
  agreement: 'I have read and accept the Key Fact Statement',
  accept: 'Accept',
  // Rows by their English (confirm-rows, kfs-rows) and the lender's seeded KFS terms.
  'Repayment Amount': 'Repayment Amount',
  'Apply Date': 'Apply Date',
  'Due date': 'Due date',
  'Bank Account': 'Bank Account',
  'Not set': 'Not set',
  'Loan account number': 'Loan account number',
  'Sanctioned loan amount': 'Sanctioned loan amount',
  'Purpose of the loan': 'Purpose of the loan',
  'Not stated': 'Not stated',
  'Disbursal schedule': 'Disbursal schedule',
  '100% upfront, in one payment': '100% upfront, in one payment',
  'Loan term': 'Loan term',
  'Number of instalments': 'Number of instalments',
  '1, at the end of the term': '1, at the end of the term',
  'Interest rate (fixed)': 'Interest rate (fixed)',
  'Interest amount': 'Interest amount',
  'Fees and charges': 'Fees and charges',
  'Net disbursed amount': 'Net disbursed amount',
  'Total amount to be paid': 'Total amount to be paid',
  'Annual Percentage Rate (APR)': 'Annual Percentage Rate (APR)',
  Nil: 'Nil',
  'If a repayment is late, a penal charge of 0.5% of the overdue principal per day is added, not compounded and never capitalised; there are no other charges for late payment.':
    'If a repayment is late, a penal charge of 0.5% of the overdue principal per day is added, not compounded and never capitalised; there are no other charges for late payment.',
  'We do not use recovery agents for loans of this product. Any contact about a repayment comes from our own team and is listed in the app.':
    'We do not use recovery agents for loans of this product. Any contact about a repayment comes from our own team and is listed in the app.',
  // The patterns' templates (KFS_PATTERNS).
  approvedLess: 'Approved for {loan} of the {applied} you applied for',
  days: '{count} days',
  instalments: '{count} instalments',
  ratePerDay: '{rate}% per day',
  processingFee: 'Processing fee (incl. GST {rate}%)',
  coolingOffText:
    'For {days} days after the money reaches your account (the cooling-off period) you may exit this loan by repaying the principal of {principal} and the interest for the days you used it (at least 1 day, {perDay} a day), with no penalty or other charge. The processing fee of {fee} (incl. GST), deducted when the money is paid out, is a one-time fee and is not refunded.',
};

export const loanConfirmMessages = i18n('loan-confirm', en);

const AMOUNT = '₹[\\d,.]+';

/** Rows and terms with a figure in them. */
export const CONFIRM_PATTERNS: readonly TextPattern[] = [
  [
    new RegExp(`^Approved for (?<loan>${AMOUNT}) of the (?<applied>${AMOUNT}) you applied for$`),
    'approvedLess',
  ],
  [/^(?<count>\d+) days?$/, 'days'],
  [/^(?<count>\d+) instalments?$/, 'instalments'],
  [/^(?<rate>[\d.]+)% per day$/, 'ratePerDay'],
  [/^Processing fee \(incl\. GST (?<rate>[\d.]+)%\)$/, 'processingFee'],
  [
    new RegExp(
      `^For (?<days>\\d+) days? after the money reaches your account \\(the cooling-off period\\) you may exit this loan by repaying the principal of (?<principal>${AMOUNT}) and the interest for the days you used it \\(at least 1 day, (?<perDay>${AMOUNT}) a day\\), with no penalty or other charge\\. The processing fee of (?<fee>${AMOUNT}) \\(incl\\. GST\\), deducted when the money is paid out, is a one-time fee and is not refunded\\.$`,
    ),
    'coolingOffText',
  ],
];
