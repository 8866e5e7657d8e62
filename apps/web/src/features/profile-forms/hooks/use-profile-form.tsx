import { useMemo, useRef, useState } from 'react';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { ErrorCode } from '@saral/contract/error-codes';
import { visibleFields, type FormValues } from '@saral/contract/onboarding';
import { ApiError } from '../../../shared/api/api-client';
import { useOnboardingStep } from '../../../shared/onboarding/use-onboarding-step';
import {
  applyAnswer,
  errorColumnOf,
  fieldProblems,
  hasMissingRequired,
  initialAnswers,
  placeRefusals,
  submitBody,
  type ProfileField,
} from '../profile-form-rules';

export const fieldId = (field: Pick<ProfileField, 'value'>) => `profile-field-${field.value}`;
export const FORM_ERROR_ID = 'profile-form-error';

/** Brings the first problem into view without opening the keyboard. */
function scrollToProblem(id: string) {
  // After the render that shows the message.
  requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'center' }));
}

/**
 * State and submission of a server-defined form (basic or work information). The same rules
 * as the server's run before sending, so most problems show without a round trip. Every
 * problem is written under its field; what the server refuses without naming a field is listed
 * above the button (numbered, one per line, as the server lists them). Never a toast.
 */
export function useProfileForm({
  fields,
  save,
}: {
  fields: ProfileField[];
  /** The save call of this form, from the feature's api. */
  save: UseMutationOptions<null, Error, FormValues>;
}) {
  const { backToDispatcher } = useOnboardingStep();
  const [answers, setAnswers] = useState(() => initialAnswers(fields));
  const [attempted, setAttempted] = useState(false);
  // The server's refusals: under a field until it is changed, or above the button.
  const [refusedFields, setRefusedFields] = useState<Record<string, string>>({});
  const [refused, setRefused] = useState<string[]>([]);
  // A ref, not state: a second tap in the same frame must see the request as running.
  const inFlight = useRef(false);

  const visible = useMemo(() => visibleFields(fields, answers.values), [fields, answers.values]);

  const mutation = useMutation({
    ...save,
    meta: { errorDisplay: 'inline' },
    onSuccess: () => void backToDispatcher(),
    onError: (error, body) => {
      // -4 has already signed the borrower out.
      if (error instanceof ApiError && error.code === ErrorCode.sessionInvalid) return;
      const column = errorColumnOf(error);
      const placed = column
        ? placeRefusals(fields, body, column, new Date())
        : { byField: {}, rest: [error.message] };
      setRefusedFields(placed.byField);
      setRefused(placed.rest);
      const first = visible.find((field) => placed.byField[field.value]);
      scrollToProblem(first ? fieldId(first) : FORM_ERROR_ID);
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  const errors = useMemo(
    () => ({
      ...refusedFields,
      ...(attempted ? fieldProblems(fields, answers.values, new Date()) : {}),
    }),
    [refusedFields, attempted, fields, answers.values],
  );
  const complete = !hasMissingRequired(fields, answers.values);

  function onChange(field: ProfileField, value: string, label?: string) {
    setAnswers((current) => applyAnswer(fields, current, field, value, label));
    setRefusedFields((current) => {
      if (!current[field.value]) return current;
      const next = { ...current };
      delete next[field.value];
      return next;
    });
  }

  function onSubmit() {
    if (inFlight.current || !complete) return;
    setAttempted(true);
    setRefused([]);
    setRefusedFields({});
    const problems = fieldProblems(fields, answers.values, new Date());
    const first = visible.find((field) => problems[field.value]);
    if (first) return scrollToProblem(fieldId(first));
    inFlight.current = true;
    mutation.mutate(submitBody(fields, answers.values));
  }

  return {
    fields: visible,
    answers,
    errors,
    refused,
    onChange,
    onSubmit,
    canSubmit: complete,
    submitting: mutation.isPending,
  };
}
