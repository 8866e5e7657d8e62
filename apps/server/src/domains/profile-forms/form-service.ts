import type { FormField } from '@saral/contract/api/onboarding';
import {
  FormDataType,
  FormParam,
  formErrors,
  visibleFields,
  type FormValues,
} from '@saral/contract/onboarding';
import type { BorrowerLanguage } from '@saral/contract/api/language';
import type { Database } from '../../db/database';
import { seededFormText } from './seeded-form-texts-hi';
import { failed } from '../../shared/app-error';
import type { GeographyService } from '../geography/geography-service';
import { createFormRepository, type FormName, type StoredField } from './form-repository';

/**
 * Basic and work information (page types 2 and 3): forms whose fields are rows an operator edits.
 * A submission is checked with the contract's rules (the same the screen applies) plus the ones
 * only the server can apply (the district belongs to the chosen state); every problem comes back
 * in errorColumn. Until the form first passes, a refused submission is kept as a draft so nothing
 * typed is lost; after that, a refused one leaves the last valid answers in force.
 */
/**
 * The fields as the borrower reads them: in Hindi, the seeded field names, placeholders and choice
 * names are translated (an operator's own text stays as written); values are never touched.
 */
function inLanguage(fields: StoredField[], language: BorrowerLanguage): StoredField[] {
  if (language === 'en') return fields;
  return fields.map((field) => ({
    ...field,
    key: seededFormText(field.key),
    label: seededFormText(field.label),
    placeholder: seededFormText(field.placeholder),
    dictionaryVoList: field.dictionaryVoList.map((item) => ({
      ...item,
      dictLabel: seededFormText(item.dictLabel),
    })),
  }));
}

export function createFormService(deps: {
  db: Database;
  geography: GeographyService;
  knownName: (userId: number) => Promise<string | null>;
  now: () => Date;
}) {
  const repository = createFormRepository(deps.db);

  async function toFormFields(
    userId: number,
    fields: StoredField[],
    saved: FormValues,
  ): Promise<FormField[]> {
    const knownName = await deps.knownName(userId);
    return Promise.all(
      fields.map(async (field) => {
        const savedValue = saved[field.value] ?? '';
        return {
          key: field.key,
          label: field.label,
          value: field.value,
          dataType: field.dataType,
          checkType: field.checkType,
          checkReq: field.checkReq,
          lengthLimitMin: field.lengthLimitMin,
          lengthLimitMax: field.lengthLimitMax,
          dictionaryVoList: field.dictionaryVoList,
          identifyValue: field.value === 'realName' && knownName ? knownName : '',
          modifyValue: savedValue,
          modifyLabel: await displayLabel(field, savedValue),
        };
      }),
    );
  }

  async function displayLabel(field: StoredField, value: string): Promise<string> {
    if (value === '') return '';
    switch (field.dataType) {
      case FormDataType.dropdown:
        return field.dictionaryVoList.find((item) => item.dictValue === value)?.dictLabel ?? '';
      case FormDataType.state:
        return (await deps.geography.stateName(Number(value))) ?? '';
      case FormDataType.district:
        return (await deps.geography.districtName(Number(value))) ?? '';
      default:
        return value;
    }
  }

  /** Problems only the server can see: places that do not exist or do not belong together. */
  async function placeErrors(fields: StoredField[], values: FormValues): Promise<string[]> {
    const problems: string[] = [];
    const stateField = fields.find((field) => field.dataType === FormDataType.state);
    const districtField = fields.find((field) => field.dataType === FormDataType.district);
    const stateId = Number(values[stateField?.value ?? FormParam.liveState]);
    if (stateField && values[stateField.value] && !(await deps.geography.stateName(stateId))) {
      problems.push(`Please choose ${stateField.key}`);
    }
    const districtValue = districtField ? values[districtField.value] : undefined;
    if (
      districtField &&
      districtValue &&
      !(await deps.geography.districtBelongsToState(Number(districtValue), stateId))
    ) {
      problems.push(
        `Please choose a ${districtField.key} in the chosen ${stateField?.key ?? 'State'}`,
      );
    }
    return problems;
  }

  /**
   * Problems name fields as the borrower's form does (the request's language), so the screen's
   * own check of the same rule gives the same text and places it under its field.
   */
  async function submit(
    userId: number,
    form: FormName,
    body: Record<string, string>,
    language: BorrowerLanguage,
  ) {
    const fields = inLanguage(await repository.fields(form), language);
    const trimmed: FormValues = {};
    for (const field of fields) {
      const value = body[field.value];
      if (typeof value === 'string') trimmed[field.value] = value.trim();
    }
    // Hidden fields (work state 3) are neither required nor kept.
    const shown = visibleFields(fields, trimmed);
    const values: FormValues = {};
    for (const field of shown) {
      const value = trimmed[field.value];
      if (value !== undefined && value !== '') values[field.value] = value;
    }
    const problems = [...formErrors(fields, values, deps.now())];
    if (problems.length === 0) problems.push(...(await placeErrors(shown, values)));
    await repository.saveAnswers(userId, form, values, problems.length === 0 ? deps.now() : null);
    if (problems.length > 0) {
      throw failed(problems.join('\n'), 400, { errorColumn: problems });
    }
  }

  return {
    async baseInfoPage(userId: number, language: BorrowerLanguage): Promise<FormField[]> {
      const saved = (await repository.answers(userId, 'baseInfo'))?.values ?? {};
      return toFormFields(userId, inLanguage(await repository.fields('baseInfo'), language), saved);
    },

    async workInfoPage(userId: number, language: BorrowerLanguage) {
      const saved = (await repository.answers(userId, 'workInfo'))?.values ?? {};
      const fields = inLanguage(await repository.fields('workInfo'), language);
      return {
        canHidden: await toFormFields(
          userId,
          fields.filter((field) => field.hideable),
          saved,
        ),
        cannotHidden: await toFormFields(
          userId,
          fields.filter((field) => !field.hideable),
          saved,
        ),
      };
    },

    saveBaseInfo: (userId: number, body: Record<string, string>, language: BorrowerLanguage) =>
      submit(userId, 'baseInfo', body, language),
    saveWorkInfo: (userId: number, body: Record<string, string>, language: BorrowerLanguage) =>
      submit(userId, 'workInfo', body, language),

    /** The borrower's answers as the form shows them (field label, choices by name), in order. */
    async labelledAnswers(
      userId: number,
      form: FormName,
    ): Promise<{ param: string; label: string; value: string }[]> {
      const saved = (await repository.answers(userId, form))?.values ?? {};
      const fields = await repository.fields(form);
      const answered = fields.filter((field) => (saved[field.value] ?? '') !== '');
      return Promise.all(
        answered.map(async (field) => ({
          param: field.value,
          label: field.key,
          value: await displayLabel(field, saved[field.value] ?? ''),
        })),
      );
    },

    async completion(userId: number): Promise<{ basic: boolean; work: boolean }> {
      const [basic, work] = await Promise.all([
        repository.answers(userId, 'baseInfo'),
        repository.answers(userId, 'workInfo'),
      ]);
      return { basic: Boolean(basic?.completed), work: Boolean(work?.completed) };
    },
  };
}
export type FormService = ReturnType<typeof createFormService>;
