import { i18n } from '../i18n';

/** The app shell's English texts: tab bar, top bar, offline bar, common dialogs and fields. */
export const en = {
  mainNavigation: 'Main',
  tabHome: 'Home',
  tabOrder: 'Order',
  tabAccount: 'Account',
  loading: 'Loading',
  back: 'Back',
  offlineTitle: "You're offline.",
  offlineText: 'Money actions are paused until the connection returns.',
  pageErrorTitle: 'Could not load this page',
  pageErrorOffline: "You're offline",
  pageErrorOfflineText: 'Connect to the internet, then tap Try again.',
  tryAgain: 'Try again',
  infoTitle: 'Info',
  ok: 'OK',
  mobileNumber: 'Mobile number',
  mobileNumberPlaceholder: '10-digit mobile number',
  languageSwitch: 'Language',
  routeErrorTitle: 'Something went wrong',
  routeErrorText: 'Please reload the page. Your data is safe.',
  reload: 'Reload',
};

export const shellMessages = i18n('shell', en);
