import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQuery } from '@tanstack/react-query';
import { KycPageType } from '@saral/contract/onboarding';
import { StepHeader } from '../../../shared/onboarding/step-header';
import { useOnboardingStep } from '../../../shared/onboarding/use-onboarding-step';
import { PageError } from '../../../shared/ui/page-error';
import { userAuthQuery } from '../api/identity-api';
import { AadhaarIdentity } from './aadhaar-identity';
import { UploadIdentity } from './upload-identity';
import { useMessages } from '../../../shared/i18n/i18n';
import { identityMessages } from '../i18n/en';
import './identity.css';

/** Identity step (page type 8): kycPageType 2 asks for the Aadhaar number, else card photos. */
export function IdentityPage() {
  const { step, total, backToDispatcher } = useOnboardingStep();
  const userAuth = useQuery(userAuthQuery());
  const t = useMessages(identityMessages);

  return (
    <main className="identity-page">
      <StepHeader step={step} total={total} title={t.title} />
      {userAuth.isPending ? (
        <div className="identity-page__body">
          <Skeleton.Paragraph lineCount={6} animated />
        </div>
      ) : userAuth.isError ? (
        <PageError message={userAuth.error.message} onRetry={() => void userAuth.refetch()} />
      ) : userAuth.data.kycPageType === KycPageType.aadhaarOtp ? (
        <AadhaarIdentity auth={userAuth.data} onSaved={backToDispatcher} />
      ) : (
        <UploadIdentity auth={userAuth.data} onSaved={backToDispatcher} />
      )}
    </main>
  );
}
