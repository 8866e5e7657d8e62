import { describe, expect, it } from 'vitest';
import { formField as field } from './form-field-fixture';
import { formFieldError } from '@saral/contract/onboarding';
import { ApiError } from '../../shared/api/api-client';
import {
  answerText,
  applyAnswer,
  choiceOptions,
  errorColumnOf,
  hasMissingRequired,
  initialAnswers,
  numberedList,
  fieldProblems,
  placeRefusals,
  shownAnswer,
  submitBody,
  workFormFields,
} from './profile-form-rules';

const today = new Date(Date.UTC(2026, 10, 21));
const state = field({ value: 'liveState', key: 'State', dataType: '4' });
const district = field({ value: 'liveDistrict', key: 'District', dataType: '5' });
const workState = field({
  value: 'workState',
  key: 'Employment Type',
  dataType: '0',
  dictionaryVoList: [
    { dictLabel: 'Salaried', dictValue: '1', dictType: 'workState' },
    { dictLabel: 'Not working', dictValue: '3', dictType: 'workState' },
  ],
});
const company = field({ value: 'companyName', key: 'Company Name', lengthLimitMin: 2 });
const officePhone = field({ value: 'officePhone', checkType: 1, checkReq: 1, lengthLimitMin: 6 });
const workFields = workFormFields({ cannotHidden: [workState], canHidden: [company, officePhone] });

describe('workFormFields', () => {
  it('puts cannotHidden first and marks canHidden hideable', () => {
    expect(workFields.map((item) => [item.value, item.hideable ?? false])).toEqual([
      ['workState', false],
      ['companyName', true],
      ['officePhone', true],
    ]);
  });
});

describe('initialAnswers', () => {
  it('prefers the saved answer, then what the server knows, and keeps place names', () => {
    const answers = initialAnswers([
      field({ value: 'realName', identifyValue: 'RAVI KUMAR' }),
      field({ value: 'email', identifyValue: 'x@y.in', modifyValue: 'ravi@mail.in' }),
      { ...state, modifyValue: '29', modifyLabel: 'Karnataka' },
      district,
    ]);
    expect(answers.values).toEqual({
      realName: 'RAVI KUMAR',
      email: 'ravi@mail.in',
      liveState: '29',
      liveDistrict: '',
    });
    expect(answers.labels).toEqual({ liveState: 'Karnataka' });
  });
});

describe('applyAnswer', () => {
  const fields = [state, district];
  const chosen = {
    values: { liveState: '29', liveDistrict: '501' },
    labels: { liveState: 'Karnataka', liveDistrict: 'Mysuru' },
  };

  it('clears the district when a different state is chosen', () => {
    const next = applyAnswer(fields, chosen, state, '27', 'Maharashtra');
    expect(next.values).toEqual({ liveState: '27', liveDistrict: '' });
    expect(next.labels).toEqual({ liveState: 'Maharashtra' });
  });

  it('keeps the district when the same state is chosen again', () => {
    expect(applyAnswer(fields, chosen, state, '29', 'Karnataka')).toEqual(chosen);
  });

  it('records a district with its name', () => {
    const next = applyAnswer(fields, chosen, district, '502', 'Mandya');
    expect(next.values.liveDistrict).toBe('502');
    expect(answerText(district, next)).toBe('Mandya');
  });
});

describe('hasMissingRequired and submitBody', () => {
  it('needs every visible required field', () => {
    expect(hasMissingRequired(workFields, { workState: '1', companyName: ' ' })).toBe(true);
    expect(hasMissingRequired(workFields, { workState: '1', companyName: 'Acme' })).toBe(false);
  });

  it('does not need, nor send, the hideable fields when not working', () => {
    const values = { workState: '3', companyName: 'Old job', officePhone: '' };
    expect(hasMissingRequired(workFields, values)).toBe(false);
    expect(submitBody(workFields, values)).toEqual({ workState: '3' });
  });

  it('sends visible fields trimmed, optional empty ones included', () => {
    expect(submitBody(workFields, { workState: '1', companyName: ' Acme ' })).toEqual({
      workState: '1',
      companyName: 'Acme',
      officePhone: '',
    });
  });
});

describe('fieldProblems', () => {
  it('gives each visible field with a problem the contract message', () => {
    const values = { workState: '1', companyName: 'A', officePhone: '' };
    expect(fieldProblems(workFields, values, today)).toEqual({
      companyName: 'Company Name must be at least 2 characters',
    });
  });

  it('gives nothing to a hidden field', () => {
    expect(fieldProblems(workFields, { workState: '3', companyName: 'A' }, today)).toEqual({});
  });
});

describe('placeRefusals', () => {
  it('puts a message under the field it is about, the others in the list', () => {
    const values = { workState: '1', companyName: 'A' };
    const messages = ['Company Name must be at least 2 characters', 'Please try again later'];
    expect(placeRefusals(workFields, values, messages, today)).toEqual({
      byField: { companyName: 'Company Name must be at least 2 characters' },
      rest: ['Please try again later'],
    });
  });
});

describe('choiceOptions and answerText', () => {
  it('offers the days 1 to 31 for a day-of-month field', () => {
    const options = choiceOptions(field({ value: 'salaryDay', dataType: '3' }));
    expect(options).toHaveLength(31);
    expect(options[0]).toEqual({ value: '1', label: '1' });
    expect(options[30]).toEqual({ value: '31', label: '31' });
  });

  it('shows the label of a dropdown answer', () => {
    expect(choiceOptions(workState)[1]).toEqual({ value: '3', label: 'Not working' });
    expect(answerText(workState, { values: { workState: '3' }, labels: {} })).toBe('Not working');
    expect(answerText(workState, { values: {}, labels: {} })).toBe('');
  });
});

describe('shownAnswer', () => {
  it('shows the monthly income with Indian grouping, other answers as typed', () => {
    const income = field({ value: 'monthlyIncome', checkType: 1, lengthLimitMax: 7 });
    expect(shownAnswer(income, '125000')).toBe('1,25,000');
    expect(shownAnswer(income, '2500000')).toBe('25,00,000');
    expect(shownAnswer(income, '')).toBe('');
    expect(shownAnswer(officePhone, '125000')).toBe('125000');
  });
});

describe('field messages say what is right', () => {
  it('a PIN code has 6 digits; a number too short says how many it needs', () => {
    const pin = field({
      value: 'pinCode',
      key: 'PIN Code',
      checkType: 1,
      lengthLimitMin: 6,
      lengthLimitMax: 6,
    });
    expect(formFieldError(pin, '5600', today)).toBe('PIN Code has 6 digits');
    expect(formFieldError(pin, '56A001', today)).toBe('PIN Code has 6 digits');
    expect(formFieldError(pin, '560001', today)).toBeNull();
    const income = field({
      value: 'monthlyIncome',
      key: 'Income',
      checkType: 1,
      lengthLimitMin: 3,
      lengthLimitMax: 7,
    });
    expect(formFieldError(income, '50', today)).toBe('Income needs at least 3 digits');
  });
});

describe('numberedList', () => {
  it('numbers the problems one per line', () => {
    expect(numberedList(['Please enter Email', 'Please choose State'])).toBe(
      '1. Please enter Email\n2. Please choose State',
    );
    expect(numberedList([])).toBe('');
  });
});

describe('errorColumnOf', () => {
  it('reads the errorColumn of a rejected form', () => {
    const error = new ApiError(-1, 'a\nb', { errorColumn: ['a', 'b'] });
    expect(errorColumnOf(error)).toEqual(['a', 'b']);
  });

  it('is null for other failures', () => {
    expect(errorColumnOf(new ApiError(-1, 'Bad', null))).toBeNull();
    expect(errorColumnOf(new ApiError(-1, 'Bad', { errorColumn: [] }))).toBeNull();
    expect(errorColumnOf(new ApiError(-3, 'Oops', { errorColumn: ['a'] }))).toBeNull();
    expect(errorColumnOf(new Error('network'))).toBeNull();
  });
});
