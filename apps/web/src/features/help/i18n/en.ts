import { i18n } from '../../../shared/i18n/i18n';

/** Help: English (the questions and answers come from the server, in the borrower's language). */
export const en = {
  contact:
    'Still need help? Write to support@saral.example or call +91 80 4000 0000 (Mon–Sat, 9:30 am – 6:30 pm).',
};

export const helpMessages = i18n('help', en);
