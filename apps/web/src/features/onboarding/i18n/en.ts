import { i18n } from '../../../shared/i18n/i18n';

/** The step dispatcher's English texts (it has no screen of its own but a spinner). */
export const en = {
  chooseProduct: 'Please choose a loan product first',
  loading: 'Loading your application…',
};

export const onboardingMessages = i18n('onboarding', en);
