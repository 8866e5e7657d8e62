import { useMemo } from 'react';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQuery } from '@tanstack/react-query';
import type { FormField } from '@saral/contract/api/onboarding';
import { useOnboardingStep } from '../../../shared/onboarding/use-onboarding-step';
import { StepHeader } from '../../../shared/onboarding/step-header';
import { PageError } from '../../../shared/ui/page-error';
import { saveWorkInfoMutation, workInfoPageQuery } from '../api/profile-forms-api';
import { useProfileForm } from '../hooks/use-profile-form';
import { workFormFields, type ProfileField } from '../profile-form-rules';
import { DynamicForm } from './dynamic-form';
import { useMessages } from '../../../shared/i18n/i18n';
import { profileFormsMessages } from '../i18n/en';

/**
 * Work information (page type 3): the fields that always show, then those a borrower who is not
 * working (workState 3) neither sees nor answers. Problems are written under the fields.
 */
export function WorkInfoPage() {
  const { step, total } = useOnboardingStep();
  const t = useMessages(profileFormsMessages);
  const page = useQuery(workInfoPageQuery());

  return (
    <main className="profile-page">
      <StepHeader step={step} total={total} title={t.workTitle} />
      {page.isPending ? (
        <Skeleton.Paragraph lineCount={8} animated className="page-pad" />
      ) : page.isError ? (
        <PageError message={page.error.message} onRetry={() => void page.refetch()} />
      ) : (
        <WorkInfoForm page={page.data} />
      )}
    </main>
  );
}

function WorkInfoForm({ page }: { page: { canHidden: FormField[]; cannotHidden: FormField[] } }) {
  const fields = useMemo<ProfileField[]>(() => workFormFields(page), [page]);
  const form = useProfileForm({ fields, save: saveWorkInfoMutation() });
  return <DynamicForm {...form} />;
}
