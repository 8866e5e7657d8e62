import type { FormField } from '@saral/contract/api/onboarding';

/** A server form field for tests: a required text field unless told otherwise. */
export function formField(overrides: Partial<FormField> & Pick<FormField, 'value'>): FormField {
  return {
    key: overrides.value,
    label: 'Please enter',
    dataType: '1',
    checkType: 0,
    checkReq: 0,
    lengthLimitMin: 0,
    lengthLimitMax: 60,
    dictionaryVoList: [],
    identifyValue: '',
    modifyValue: '',
    modifyLabel: '',
    ...overrides,
  };
}
