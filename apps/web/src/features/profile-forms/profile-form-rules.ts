import type { FormField } from '@saral/contract/api/onboarding';
import { WORK_DAY_CHOICES } from '@saral/contract/constants';
import { ErrorCode } from '@saral/contract/error-codes';
import {
  FormDataType,
  FormParam,
  formFieldError,
  isRequiredField,
  visibleFields,
  type FormValues,
} from '@saral/contract/onboarding';
import { ApiError } from '../../shared/api/api-client';

/**
 * What the basic and work information screens do with the server's field list, apart from
 * drawing it: first answers, chosen labels, what is sent and how problems read.
 */

/** A server-defined field; the work form marks its canHidden list hideable. */
export type ProfileField = FormField & { hideable?: boolean };
export type ChoiceOption = { value: string; label: string };
/** Answers by parameter name, and the names of chosen places (ids alone mean nothing to people). */
export type Answers = { values: FormValues; labels: Record<string, string> };

/** Work information: cannotHidden first, then canHidden, which workState 3 hides. */
export function workFormFields(page: {
  canHidden: FormField[];
  cannotHidden: FormField[];
}): ProfileField[] {
  return [...page.cannotHidden, ...page.canHidden.map((field) => ({ ...field, hideable: true }))];
}

export const isPlaceField = (field: ProfileField) =>
  field.dataType === FormDataType.state || field.dataType === FormDataType.district;

/** The saved answer, else what the server already knows (e.g. the name on the PAN). */
export function initialAnswers(fields: ProfileField[]): Answers {
  const values: FormValues = {};
  const labels: Record<string, string> = {};
  for (const field of fields) {
    values[field.value] = field.modifyValue || field.identifyValue;
    if (field.modifyValue && field.modifyLabel) labels[field.value] = field.modifyLabel;
  }
  return { values, labels };
}

/** Records one answer; a different state makes the chosen district meaningless, so it is cleared. */
export function applyAnswer(
  fields: ProfileField[],
  answers: Answers,
  field: ProfileField,
  value: string,
  label?: string,
): Answers {
  const values = { ...answers.values, [field.value]: value };
  const labels = { ...answers.labels };
  if (label === undefined) delete labels[field.value];
  else labels[field.value] = label;
  if (field.dataType === FormDataType.state && answers.values[field.value] !== value) {
    for (const district of fields.filter((item) => item.dataType === FormDataType.district)) {
      values[district.value] = '';
      delete labels[district.value];
    }
  }
  return { values, labels };
}

/** True while a required field the borrower can see is still empty (the button stays grey). */
export function hasMissingRequired(fields: ProfileField[], values: FormValues): boolean {
  return visibleFields(fields, values).some(
    (field) => isRequiredField(field) && (values[field.value] ?? '').trim() === '',
  );
}

/** The body of the save call: the fields the borrower can see, trimmed. */
export function submitBody(fields: ProfileField[], values: FormValues): FormValues {
  const body: FormValues = {};
  for (const field of visibleFields(fields, values)) {
    body[field.value] = (values[field.value] ?? '').trim();
  }
  return body;
}

/** Each visible field's problem, by parameter name (what the server's errorColumn would say). */
export function fieldProblems(
  fields: ProfileField[],
  values: FormValues,
  today: Date,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of visibleFields(fields, values)) {
    const problem = formFieldError(field, values[field.value], today);
    if (problem) problems[field.value] = problem;
  }
  return problems;
}

/**
 * Where the server's errorColumn messages go: under the field whose answer the message is
 * about (the same rule runs here), the others listed above the button.
 */
export function placeRefusals(
  fields: ProfileField[],
  values: FormValues,
  messages: readonly string[],
  today: Date,
): { byField: Record<string, string>; rest: string[] } {
  const mine = fieldProblems(fields, values, today);
  const byField: Record<string, string> = {};
  const rest: string[] = [];
  for (const message of messages) {
    const field = Object.keys(mine).find((name) => mine[name] === message && !byField[name]);
    if (field) byField[field] = message;
    else rest.push(message);
  }
  return { byField, rest };
}

export function choiceOptions(field: ProfileField): ChoiceOption[] {
  if (field.dataType === FormDataType.dayOfMonth) {
    return WORK_DAY_CHOICES.map((day) => ({ value: String(day), label: String(day) }));
  }
  return field.dictionaryVoList.map((item) => ({ value: item.dictValue, label: item.dictLabel }));
}

/** What a chooser shows for its answer ('' when nothing is chosen). */
export function answerText(field: ProfileField, answers: Answers): string {
  const value = answers.values[field.value] ?? '';
  if (value === '') return '';
  if (isPlaceField(field)) return answers.labels[field.value] ?? value;
  if (field.dataType === FormDataType.dropdown) {
    return field.dictionaryVoList.find((item) => item.dictValue === value)?.dictLabel ?? value;
  }
  return value;
}

const INDIAN_GROUPING = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/**
 * What a text field shows of its answer: an amount in rupees (monthly income) with Indian
 * digit grouping (1,25,000) so its size reads at a glance; the answer itself stays digits.
 */
export function shownAnswer(field: ProfileField, value: string): string {
  if (field.value !== FormParam.monthlyIncome || !/^\d+$/.test(value)) return value;
  return INDIAN_GROUPING.format(Number(value));
}

/** Problems the form cannot place under a field: '1. …' one per line. */
export function numberedList(messages: readonly string[]): string {
  return messages.map((message, index) => `${index + 1}. ${message}`).join('\n');
}

/** The errorColumn list of a rejected form, or null for any other failure. */
export function errorColumnOf(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.failed) return null;
  const data = error.data as { errorColumn?: unknown } | null;
  const column = data?.errorColumn;
  if (!Array.isArray(column)) return null;
  const messages = column.filter((item): item is string => typeof item === 'string' && item !== '');
  return messages.length > 0 ? messages : null;
}
