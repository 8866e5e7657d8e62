import { i18n } from '../../../shared/i18n/i18n';
import type { TextPattern } from '../../../shared/i18n/shown-text';

/** The review (audit) page and the denied page: English. */
export const en = {
  stillUnderReview: 'Still under review',
  rateText: 'Enjoying Saral? Please give us 5 stars in the app store. It helps others find us.',
  rate: 'Rate 5 stars',
  notNow: 'Not now',
  thanks: 'Thank you for your support!',
  orderMissing: 'Order not found',
  noApplication: 'This link does not name a loan application.',
  backToHome: 'Back to Home',
  inAuditing: 'In Auditing...',
  submitted: 'Your application has been submitted and is now under review.',
  smsWhenApproved: 'We will send you an SMS as soon as it is approved.',
  denied: 'Application Denied',
  reasonPrefix: 'Reason: ',
  applyAgainWhen: 'When can I apply again?',
  newPhoto: 'We need a new photo',
  newPhotoText:
    'Our team could not use one of your identity photos. Please take it again so we can finish reviewing your application.',
  takeAgain: 'Take the photo again',
  refresh: 'Refresh',
  amountGrows: 'Your loan amount can grow',
  amountGrowsText:
    'The more credit history you build with us and the more loans you repay on time, the higher the amount you can borrow next time.',
  likeSaral: 'Like Saral?',
  ratingHelps: 'A 5-star rating helps us serve more borrowers.',
  evaluate: 'To Evaluate',
  deniedText:
    'We reviewed your application carefully and cannot approve it this time. This decision is based on your details and credit assessment at the moment of applying.',
  reason: 'Reason',
  countdown: 'Re-apply countdown',
  applyAgainAfter: 'You can apply again {days} days after the decision.',
  applyAgainIn: 'You can apply again in',
  applyAgainNow: 'You can apply again now',
  chances:
    'Keeping your details up to date and repaying any loans on time improve your chances next time.',
  back: 'Back',
  hoursOnly: '{hours} hours',
  wait: '{days} days {hours} hours',
  // The reason categories the reviewer chooses from (DENIAL_REASON_CATEGORIES).
  'Identity documents could not be verified': 'Identity documents could not be verified',
  'Income does not support this loan': 'Income does not support this loan',
  'Bank account details do not match': 'Bank account details do not match',
  'Credit policy: not eligible now': 'Credit policy: not eligible now',
  'Suspected fraud or shared identity': 'Suspected fraud or shared identity',
};

export const loanReviewMessages = i18n('loan-review', en);

/** The countdown as formatReapplyWait writes it ("2 days 5 hours", "5 hours"). */
export const REVIEW_PATTERNS: readonly TextPattern[] = [
  [/^(?<days>\d+) days? (?<hours>\d+) hours?$/, 'wait'],
  [/^(?<hours>\d+) hours?$/, 'hoursOnly'],
];
