import { i18n } from '../i18n';

/** The ad-measurement consent bar's English texts (shared/marketing/consent-bar.tsx). */
export const en = {
  region: 'Ad measurement',
  question:
    'Allow {services} cookies to measure our ads? No phone, Aadhaar, PAN or bank details are shared.',
  and: ' and ',
  decline: 'Decline',
  allow: 'Allow',
};

export const marketingMessages = i18n('marketing', en);
