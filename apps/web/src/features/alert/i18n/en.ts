import { i18n } from '../../../shared/i18n/i18n';

/** The iOS-only page's English texts (spec section 2). */
export const en = {
  title: 'This product is only for iOS users',
  openInIos: 'Please open this page in an iOS browser, such as Safari on an iPhone or iPad.',
  copyThis: 'Copy this address and paste it into the iOS browser:',
  copied: 'Copied',
  copyAddress: 'Copy address',
  copiedText: 'The address is copied. Paste it into Safari on your iPhone or iPad.',
  selectedText: 'The address is selected: press and hold it to copy.',
};

export const alertMessages = i18n('alert', en);
