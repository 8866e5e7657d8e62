import { i18n } from '../i18n';

/** The onboarding steps' header (shared/onboarding/step-header.tsx): 'Step n / m'. */
export const en = {
  stepCount: 'Step {step} / {total}',
  stepProgress: 'Step {step} of {total}',
};

export const stepsMessages = i18n('steps', en);
