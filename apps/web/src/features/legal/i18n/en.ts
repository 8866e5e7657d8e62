import { i18n } from '../../../shared/i18n/i18n';

/** Privacy and terms: English (the documents come from the server, in the borrower's language). */
export const en = {
  lastUpdated: 'Last updated: {date}',
};

export const legalMessages = i18n('legal', en);
