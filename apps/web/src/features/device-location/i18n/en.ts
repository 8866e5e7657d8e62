import { i18n } from '../../../shared/i18n/i18n';

/** Home's location question's English texts. */
export const en = {
  title: 'Confirm you are in India',
  textBefore:
    'Saral lends only in India. With your permission we check your location once to confirm this, as our ',
  privacyLink: 'Privacy Policy',
  textAfter: ' explains. You can still apply if you say no.',
  notNow: 'Not now',
  allow: 'Allow',
};

export const deviceLocationMessages = i18n('device-location', en);
