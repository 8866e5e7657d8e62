import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useOnboardingStep } from '../../../shared/onboarding/use-onboarding-step';
import { StepHeader } from '../../../shared/onboarding/step-header';
import { PageError } from '../../../shared/ui/page-error';
import { baseInfoPageQuery, saveBaseInfoMutation } from '../api/profile-forms-api';
import { useProfileForm } from '../hooks/use-profile-form';
import type { ProfileField } from '../profile-form-rules';
import { DynamicForm } from './dynamic-form';
import { useMessages } from '../../../shared/i18n/i18n';
import { profileFormsMessages } from '../i18n/en';

/** Basic information (page type 2): every field answered, problems written under the fields. */
export function BasicInfoPage() {
  const { step, total } = useOnboardingStep();
  const t = useMessages(profileFormsMessages);
  const page = useQuery(baseInfoPageQuery());

  return (
    <main className="profile-page">
      <StepHeader step={step} total={total} title={t.basicTitle} />
      {page.isPending ? (
        <Skeleton.Paragraph lineCount={10} animated className="page-pad" />
      ) : page.isError ? (
        <PageError message={page.error.message} onRetry={() => void page.refetch()} />
      ) : (
        <BasicInfoForm fields={page.data} />
      )}
    </main>
  );
}

function BasicInfoForm({ fields }: { fields: ProfileField[] }) {
  const form = useProfileForm({ fields, save: saveBaseInfoMutation() });
  return <DynamicForm {...form} />;
}
