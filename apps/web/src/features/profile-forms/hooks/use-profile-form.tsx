import { useMemo, useRef, useState } from 'react';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { ErrorCode } from '@saral/contract/envelope';
import { formErrors, visibleFields, type FormValues } from '@saral/contract/onboarding';
import { ApiError } from '../../../shared/api/api-client';
import { useOnboardingStep } from '../../../shared/onboarding/use-onboarding-step';
import { showDialog, showToast } from '../../../shared/ui/feedback';
import {
  applyAnswer,
  errorColumnOf,
  hasMissingRequired,
  initialAnswers,
  numberedList,
  requiredFieldMarks,
  submitBody,
  type ProfileField,
} from '../profile-form-rules';

/** The global Info dialog with the problems numbered, one per line, as the server lists them. */
function showProblems(problems: readonly string[]) {
  void showDialog({
    title: 'Info',
    content: <p className="form-problems">{numberedList(problems)}</p>,
    closeText: 'OK',
  });
}

function showSaveError(error: Error) {
  // -4 has already signed the borrower out.
  if (error instanceof ApiError && error.code === ErrorCode.sessionInvalid) return;
  const problems = errorColumnOf(error);
  if (problems) showProblems(problems);
  else showToast(error.message);
}

/**
 * State and submission of a server-defined form (basic or work information). The same rules
 * as the server's run before sending, so most problems show without a round trip.
 */
export function useProfileForm({
  fields,
  save,
  markFields,
}: {
  fields: ProfileField[];
  /** The save call of this form, from the feature's api. */
  save: UseMutationOptions<null, Error, FormValues>;
  /** Work information marks each required field with a problem after a tap on the button. */
  markFields: boolean;
}) {
  const { backToDispatcher } = useOnboardingStep();
  const [answers, setAnswers] = useState(() => initialAnswers(fields));
  const [attempted, setAttempted] = useState(false);
  // A ref, not state: a second tap in the same frame must see the request as running.
  const inFlight = useRef(false);

  const mutation = useMutation({
    ...save,
    meta: { errorDisplay: 'inline' },
    onSuccess: () => void backToDispatcher(),
    onError: showSaveError,
    onSettled: () => {
      inFlight.current = false;
    },
  });

  const visible = useMemo(() => visibleFields(fields, answers.values), [fields, answers.values]);
  const errors = useMemo(
    () => (markFields && attempted ? requiredFieldMarks(fields, answers.values, new Date()) : {}),
    [markFields, attempted, fields, answers.values],
  );
  const complete = !hasMissingRequired(fields, answers.values);

  function onChange(field: ProfileField, value: string, label?: string) {
    setAnswers((current) => applyAnswer(fields, current, field, value, label));
  }

  function onSubmit() {
    if (inFlight.current || !complete) return;
    setAttempted(true);
    const problems = formErrors(fields, answers.values, new Date());
    if (problems.length > 0) return showProblems(problems);
    inFlight.current = true;
    mutation.mutate(submitBody(fields, answers.values));
  }

  return {
    fields: visible,
    answers,
    errors,
    onChange,
    onSubmit,
    canSubmit: complete,
    submitting: mutation.isPending,
  };
}
