import { SignInMessage } from '@saral/contract/sign-in-rules';
import { i18n } from '../../../shared/i18n/i18n';

/** The sign-in screen's English texts (spec sections 2, 4 and 5). */
export const en = {
  tagline: 'Small loans, clear fees, money in minutes',
  title: 'Log in or sign up',
  subtitle: 'We will send a 4-digit code to your mobile number.',
  codeLabel: 'One-time code',
  codePlaceholder: '4-digit code',
  sending: 'Sending…',
  sendCode: 'Send code',
  resend: 'resend',
  secondsLeft: '{seconds}s',
  codeSent: 'Code sent by SMS',
  login: 'LOGIN',
  agreementAria: 'I agree to the Loan Guarantee Agreement',
  agreementLabel: 'I agree to the Loan Guarantee Agreement',
  agreementMiddle: ', the ',
  privacyLink: 'Privacy Policy',
  agreementAnd: ' and the ',
  termsLink: 'Terms of Use',
  agreementEnd: '.',
  phoneInvalid: SignInMessage.phone,
  agreementMissing: SignInMessage.agreement,
};

export const loginMessages = i18n('login', en);
