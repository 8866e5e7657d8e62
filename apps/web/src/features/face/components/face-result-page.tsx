import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { FACE_STATUS_SUCCESS } from '@saral/contract/onboarding';
import { useOnboardingStep } from '../../../shared/onboarding/use-onboarding-step';
import { PageError } from '../../../shared/ui/page-error';
import { faceResultQuery } from '../api/face-api';
import { useMessages } from '../../../shared/i18n/i18n';
import { faceMessages } from '../i18n/en';
import './face.css';

/** /auth/callback: the outcome of a face check; NEXT commits it or goes back for a new photo. */
export function FaceResultPage() {
  const [params] = useSearchParams();
  const checkId = params.get('checkId') ?? '';
  const { stepQuery } = useOnboardingStep();
  const navigate = useNavigate();
  const result = useQuery(faceResultQuery(checkId));
  const t = useMessages(faceMessages);

  // Without a check there is nothing to show: treat it as a failed attempt.
  const success = result.data?.status === FACE_STATUS_SUCCESS;
  const next = () =>
    void navigate(success ? `/auth/kyc?${stepQuery}` : `/auth/face?${stepQuery}`, {
      replace: true,
    });

  if (checkId && result.isPending) {
    return (
      <main className="face-result">
        <Skeleton.Paragraph lineCount={6} animated />
      </main>
    );
  }
  if (result.isError) {
    return <PageError message={result.error.message} onRetry={() => void result.refetch()} />;
  }

  // The borrower reads the verdict and, after a refusal, the one thing to change (the server's
  // message names it); the provider's measurements are for operators, not for this screen.
  const message = success ? t.acceptedText : (result.data?.message ?? t.checkMissing);

  return (
    <main className="face-result">
      <section
        className={`face-result__summary face-result__summary--${success ? 'success' : 'failure'}`}
        data-testid="face-result"
        data-status={success ? 'success' : 'failure'}
      >
        <span className="face-result__icon" aria-hidden="true">
          {success ? '✓' : '✕'}
        </span>
        <h1 className="face-result__title">{success ? t.accepted : t.notAccepted}</h1>
        <p className="face-result__message">{message}</p>
      </section>

      <Button color="primary" size="large" block onClick={next} className="face-result__next">
        {t.resultNext}
      </Button>
    </main>
  );
}
