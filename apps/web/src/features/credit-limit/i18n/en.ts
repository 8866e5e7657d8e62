import { i18n } from '../../../shared/i18n/i18n';

/** Home's credit-limit card's English texts. */
export const en = {
  limitNow: 'Your credit limit is now {amount}',
  canBorrow: 'You can now borrow up to {amount}',
  explain:
    'Thanks to your repayments, a higher limit is open to you. It applies only if you accept; until then you can borrow up to {amount}.',
  accept: 'Accept',
};

export const creditLimitMessages = i18n('credit-limit', en);
