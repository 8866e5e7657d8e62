import { i18n } from '../../../shared/i18n/i18n';

/** The native app's login handoff's English texts. */
export const en = {
  signingIn: 'Signing you in',
  failed: 'We could not sign you in from the app',
  phoneLogin: 'Log in with your phone number',
};

export const nativeLoginMessages = i18n('native-login', en);
