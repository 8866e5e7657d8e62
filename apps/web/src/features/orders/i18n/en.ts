import { i18n } from '../../../shared/i18n/i18n';
import type { TextPattern } from '../../../shared/i18n/shown-text';

/**
 * Loan History, the order detail, the payout and payment outcomes: English. The view helpers
 * (order-card-view, order-detail-view, payout-outcome, payment-outcome, loan-options-view) write
 * their rows in English; the screens show them through shownText(), keyed by that text.
 */
export const en = {
  loanHistory: 'Loan History',
  noOrders: 'No order history go get your first loan',
  apply: 'Apply',
  refreshFailed: 'The list could not be updated. {reason} Pull down to try again.',
  cardName: '{name} order, {state}',
  loanMissing: 'This loan does not exist.',
  paymentMissing: 'This payment does not exist.',
  noPayout: 'No money was paid out on this order.',
  fees: 'Fees',
  noRepayment: 'No repayment is due on this loan.',
  extend: 'Repayment stress? Extend due date',
  changedMind: 'Changed your mind?',
  backToLoan: 'Back to your loan',
  tryAgain: 'Try again',
  payments: 'Payments',
  noPayments: 'No payments yet.',
  reference: 'Ref. {reference}',
  loanDocuments: 'Loan documents',
  documentsLink: 'Key Fact Statement and sanction letter',
  linkValid: 'The link works until {time}.',
  loading: 'Loading…',
  // Texts of the view helpers, by their English.
  'Check review status': 'Check review status',
  'Confirm and get money': 'Confirm and get money',
  'View and repay': 'View and repay',
  'View extension': 'View extension',
  'See where your money is': 'See where your money is',
  View: 'View',
  'Loan Amount': 'Loan Amount',
  Received: 'Received',
  'Total paid': 'Total paid',
  'Closed on': 'Closed on',
  'Repayment Amount': 'Repayment Amount',
  'Due date': 'Due date',
  'Order No.': 'Order No.',
  Product: 'Product',
  Purpose: 'Purpose',
  Period: 'Period',
  'Loan information': 'Loan information',
  'Amount received': 'Amount received',
  'Loan date': 'Loan date',
  Overdue: 'Overdue',
  'Overdue days': 'Overdue days',
  'Overdue fee': 'Overdue fee',
  Fees: 'Fees',
  Interest: 'Interest',
  'Processing fee': 'Processing fee',
  Repayment: 'Repayment',
  'Extension fee': 'Extension fee',
  'Paid again (to be refunded)': 'Paid again (to be refunded)',
  'Back to Home': 'Back to Home',
  'See Loan History': 'See Loan History',
  'See your loan': 'See your loan',
  'your bank account': 'your bank account',
  'Money on its way': 'Money on its way',
  'Money sent': 'Money sent',
  'The money could not be sent': 'The money could not be sent',
  'Approved – confirm to get money': 'Approved – confirm to get money',
  'Accept the Key Fact Statement and tap Get Money to have the money sent.':
    'Accept the Key Fact Statement and tap Get Money to have the money sent.',
  'Confirm Loan': 'Confirm Loan',
  'No money is on its way on this order.': 'No money is on its way on this order.',
  'Payment failed': 'Payment failed',
  'No money was taken, try again.': 'No money was taken, try again.',
  'Payment pending': 'Payment pending',
  'Extension paid': 'Extension paid',
  'Payment received': 'Payment received',
  // The patterns' templates (ORDER_PATTERNS).
  days: '{count} days',
  repaymentButton: 'Repayment {amount}',
  closedOn: 'Closed on {date}',
  dueDateOn: 'Due date {date}',
  gstOnFee: 'GST ({rate}%) on processing fee',
  creditRefund: '{amount} above the amount due, to be refunded',
  coolingOffButton: 'Cancel loan (cooling-off): repay {amount} today',
  coolingOffNote:
    'Until {until} you may cancel this loan: repay the loan amount and {days} days of interest ({interest}), less anything already repaid. No other charge; the processing fee deducted at payout is not refunded.',
  extendFrom: 'You can extend the due date from {date}.',
  repayBy: 'Repay by {date}',
  onItsWay: '{amount} is on its way to {account}, usually within minutes.',
  sentOn: '{amount} was sent to {account} on {date}.',
  sent: '{amount} was sent to {account}.',
  notSent:
    'We could not send the money to {account}. No loan was made and you owe nothing. Check your bank account and apply again.',
  waitingBank:
    'We are waiting for your bank to confirm {amount}. This page updates by itself; if money was taken, it is credited to your loan as soon as the bank confirms.',
  newDueDate: '{paid} received. Your new due date is {due}.',
  dueMoved: '{paid} received. Your due date has moved.',
  fullyRepaid: '{paid} received. Your loan is fully repaid.',
  stillDueBy: '{paid} received. {amount} is still due by {date}.',
  stillDue: '{paid} received. {amount} is still due.',
  received: '{paid} received.',
};

export const ordersMessages = i18n('orders', en);

const AMOUNT = '₹[\\d,.]+';
const pattern = (source: string) => new RegExp(`^${source.replaceAll('₹', AMOUNT)}$`);

/** The helpers' texts with a figure, a date or an account in them. */
export const ORDER_PATTERNS: readonly TextPattern[] = [
  [/^(?<count>\d+) days?$/, 'days'],
  [pattern('Repayment (?<amount>₹)'), 'repaymentButton'],
  [/^Closed on (?<date>.+)$/, 'closedOn'],
  [/^Due date (?<date>.+)$/, 'dueDateOn'],
  [/^GST \((?<rate>[\d.]+)%\) on processing fee$/, 'gstOnFee'],
  [pattern('(?<amount>₹) above the amount due, to be refunded'), 'creditRefund'],
  [pattern('Cancel loan \\(cooling-off\\): repay (?<amount>₹) today'), 'coolingOffButton'],
  [
    pattern(
      'Until (?<until>.+) you may cancel this loan: repay the loan amount and (?<days>\\d+) days? of interest \\((?<interest>₹)\\), less anything already repaid\\. No other charge; the processing fee deducted at payout is not refunded\\.',
    ),
    'coolingOffNote',
  ],
  [/^You can extend the due date from (?<date>.+)\.$/, 'extendFrom'],
  [/^Repay by (?<date>.+)$/, 'repayBy'],
  [pattern('(?<amount>₹) is on its way to (?<account>.+), usually within minutes\\.'), 'onItsWay'],
  [pattern('(?<amount>₹) was sent to (?<account>.+) on (?<date>\\d.+)\\.'), 'sentOn'],
  [pattern('(?<amount>₹) was sent to (?<account>.+)\\.'), 'sent'],
  [pattern('We could not send the money to (?<account>.+)\\. No loan was made.*'), 'notSent'],
  [pattern('We are waiting for your bank to confirm (?<amount>₹)\\..*'), 'waitingBank'],
  [pattern('(?<paid>₹) received\\. Your new due date is (?<due>.+)\\.'), 'newDueDate'],
  [pattern('(?<paid>₹) received\\. Your due date has moved\\.'), 'dueMoved'],
  [pattern('(?<paid>₹) received\\. Your loan is fully repaid\\.'), 'fullyRepaid'],
  [pattern('(?<paid>₹) received\\. (?<amount>₹) is still due by (?<date>.+)\\.'), 'stillDueBy'],
  [pattern('(?<paid>₹) received\\. (?<amount>₹) is still due\\.'), 'stillDue'],
  [pattern('(?<paid>₹) received\\.'), 'received'],
];
