import { useEffect, useRef } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useOnboardingStep } from '../../../shared/onboarding/use-onboarding-step';
import { livingHoldMutation } from '../api/face-api';
import { useMessages } from '../../../shared/i18n/i18n';
import { faceMessages } from '../i18n/en';
import './face.css';

/** /auth/kyc: commits the successful face check, then lets the dispatcher pick the next step. */
export function KycCommitPage() {
  const { stepQuery, backToDispatcher } = useOnboardingStep();
  const navigate = useNavigate();
  const t = useMessages(faceMessages);
  const hold = useMutation({
    ...livingHoldMutation(),
    // This screen shows the message itself, next to the way back.
    meta: { errorDisplay: 'inline' },
  });
  const { mutate } = hold;
  // Once per visit: StrictMode runs effects twice in development, and a commit is not a read.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(undefined, { onSuccess: () => void backToDispatcher() });
  }, [mutate, backToDispatcher]);

  const retry = () => {
    if (hold.isPending) return;
    mutate(undefined, { onSuccess: () => void backToDispatcher() });
  };

  if (hold.isError) {
    return (
      <main className="kyc-commit kyc-commit--failed">
        <h1 className="kyc-commit__title">{t.saveFailed}</h1>
        <p className="kyc-commit__message" role="alert">
          {hold.error.message}
        </p>
        <Button
          color="primary"
          size="large"
          block
          onClick={() => void navigate(`/auth/face?${stepQuery}`, { replace: true })}
        >
          {t.backToFace}
        </Button>
        <Button fill="outline" size="large" block onClick={retry}>
          {t.tryAgain}
        </Button>
      </main>
    );
  }

  return (
    <main className="kyc-commit" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p className="kyc-commit__message">{t.saving}</p>
    </main>
  );
}
