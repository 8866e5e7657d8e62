import { i18n } from '../../../shared/i18n/i18n';

/** The page for an unknown address: English. */
export const en = {
  title: 'Page not found',
  description: 'This address does not lead anywhere in Saral.',
  goHome: 'Go to Home',
};

export const notFoundMessages = i18n('not-found', en);
