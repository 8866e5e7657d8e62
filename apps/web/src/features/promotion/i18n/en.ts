import { FieldMessage } from '@saral/contract/field-rules';
import { i18n } from '../../../shared/i18n/i18n';

/** The promotion landing page, its code dialog and the sample amount: English. */
export const en = {
  tagline: 'Personal loans, fully online',
  eyebrow: 'Instant personal loan',
  maxAmount: 'Max Amount ',
  lead: 'See your credit limit in a minute with your mobile number.',
  sendOtp: 'Send OTP',
  legalBefore: 'By continuing you agree to the ',
  termsLink: 'Terms of Use',
  legalAnd: ' and the ',
  privacyLink: 'Privacy Policy',
  legalEnd: '.',
  whySaral: 'Why Saral',
  paperless: 'Paperless, 100% online',
  quick: 'Quick review of your application',
  bank: 'Money straight to your bank account',
  waitOtherNumber: 'Please wait {seconds}s before requesting a code for another number.',
  phoneInvalid: FieldMessage.phone,
  otpInvalid: FieldMessage.otp,
  otpTitle: 'Fill in the OTP',
  close: 'Close',
  sentTo: 'Sent by SMS to ',
  otp: 'OTP',
  resendIn: 'Resend code in {seconds}s',
  sending: 'Sending…',
  resend: 'Resend code',
  confirm: 'Confirm',
  checking: 'Checking your credit limit',
  checkingTitle: 'Checking your credit limit…',
  checkingHint: 'This takes a few seconds.',
  available: 'Available to apply',
  minRate: 'Minimum interest rate {rate}%(day)',
  applyNow: 'Apply Now',
  sampleNote: 'This is a sample limit. Your actual limit is set after verification.',
  stepsTitle: 'Get your money in 3 steps',
  step1: 'Verify your identity with Aadhaar and PAN',
  step2: 'Choose your amount and apply',
  step3: 'Receive the money in your bank account',
};

export const promotionMessages = i18n('promotion', en);
