import type { FormDataTypeValue, FormDictionaryItem } from '@saral/contract/onboarding';
import type { Queryable } from '../database';
import { createSettingsRepository } from '../../domains/content/settings-repository';
import {
  DEFAULT_ONBOARDING_SETTINGS,
  ONBOARDING_SETTING_KEY,
} from '../../domains/onboarding/onboarding-settings';

type FieldSeed = {
  param: string;
  label: string;
  placeholder: string;
  dataType: FormDataTypeValue;
  /** 1: digits only. */
  checkType?: number;
  /** 0 required (the default), 1 optional. */
  checkReq?: number;
  min?: number;
  max?: number;
  hideable?: boolean;
  options?: readonly string[] | readonly (readonly [value: string, label: string])[];
};

const dictionary = (type: string, options: FieldSeed['options']): FormDictionaryItem[] =>
  (options ?? []).map((option, index) =>
    typeof option === 'string'
      ? { dictLabel: option, dictValue: String(index + 1), dictType: type }
      : { dictLabel: option[1], dictValue: option[0], dictType: type },
  );

/**
 * Basic information: who the borrower is and where they live. Date of birth gives the age
 * (18 or over), one of the three facts of the economic profile.
 */
export const BASE_INFO_FIELDS: readonly FieldSeed[] = [
  {
    param: 'realName',
    label: 'Full Name',
    placeholder: 'As on your PAN card',
    dataType: '1',
    min: 2,
    max: 60,
  },
  {
    param: 'gender',
    label: 'Gender',
    placeholder: 'Please choose',
    dataType: '0',
    options: ['Male', 'Female', 'Other'],
  },
  {
    param: 'dateOfBirth',
    label: 'Date of Birth',
    placeholder: 'DD-MM-YYYY',
    dataType: '1',
    min: 10,
    max: 10,
  },
  {
    param: 'email',
    label: 'Email',
    placeholder: 'name@example.com',
    dataType: '1',
    min: 6,
    max: 60,
  },
  {
    param: 'education',
    label: 'Education',
    placeholder: 'Please choose',
    dataType: '0',
    options: [
      'Below 10th',
      '10th pass',
      '12th pass',
      'Diploma',
      'Graduate',
      'Post graduate',
      'Doctorate',
    ],
  },
  {
    param: 'maritalStatus',
    label: 'Marital Status',
    placeholder: 'Please choose',
    dataType: '0',
    options: ['Single', 'Married', 'Divorced', 'Widowed'],
  },
  { param: 'liveState', label: 'State', placeholder: 'Please choose your state', dataType: '4' },
  {
    param: 'liveDistrict',
    label: 'District',
    placeholder: 'Please choose your district',
    dataType: '5',
  },
  {
    param: 'address',
    label: 'Residential Address',
    placeholder: 'House no., street, locality',
    dataType: '1',
    min: 5,
    max: 120,
  },
  {
    param: 'pinCode',
    label: 'PIN Code',
    placeholder: '6 digits',
    dataType: '1',
    checkType: 1,
    min: 6,
    max: 6,
  },
];

/**
 * Work information. Employment type (workState), occupation and monthly income cannot be hidden:
 * with age they form the economic profile. The rest describes a job and is hidden when the
 * borrower is not working (workState 3).
 */
export const WORK_INFO_FIELDS: readonly FieldSeed[] = [
  {
    param: 'workState',
    label: 'Employment Type',
    placeholder: 'Please choose',
    dataType: '0',
    options: [
      ['1', 'Salaried'],
      ['2', 'Self-employed / Business'],
      ['3', 'Not working'],
      ['4', 'Retired with pension'],
    ],
  },
  {
    param: 'occupation',
    label: 'Occupation',
    placeholder: 'Please choose',
    dataType: '0',
    options: [
      'Private sector employee',
      'Government employee',
      'Business owner / Shopkeeper',
      'Professional (doctor, lawyer, CA)',
      'Driver / Delivery partner',
      'Farmer',
      'Daily wage worker',
      'Student',
      'Homemaker',
      'Other',
    ],
  },
  {
    param: 'monthlyIncome',
    label: 'Monthly Income (₹)',
    placeholder: 'e.g. 25000',
    dataType: '1',
    checkType: 1,
    min: 3,
    max: 7,
  },
  {
    param: 'companyName',
    label: 'Company Name',
    placeholder: 'Where you work',
    dataType: '1',
    min: 2,
    max: 60,
    hideable: true,
  },
  {
    param: 'salaryDay',
    label: 'Salary Day',
    placeholder: 'Day of the month',
    dataType: '3',
    hideable: true,
  },
  {
    param: 'workYears',
    label: 'Years in Current Work',
    placeholder: 'Please choose',
    dataType: '0',
    hideable: true,
    options: ['Less than 1 year', '1 to 3 years', '3 to 5 years', 'More than 5 years'],
  },
  {
    param: 'officePhone',
    label: 'Office Phone (optional)',
    placeholder: 'Landline or mobile',
    dataType: '1',
    checkType: 1,
    checkReq: 1,
    min: 6,
    max: 11,
    hideable: true,
  },
];

/** Idempotent: operators' edits to field rows and settings survive restarts. */
export async function seedOnboarding(tx: Queryable): Promise<void> {
  const forms = [
    ['baseInfo', BASE_INFO_FIELDS],
    ['workInfo', WORK_INFO_FIELDS],
  ] as const;
  for (const [form, fields] of forms) {
    for (const [index, field] of fields.entries()) {
      await tx.query(
        `INSERT INTO form_fields (form, param, label, placeholder, data_type, check_type, check_req,
           length_min, length_max, hideable, dictionary, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12)
         ON CONFLICT (form, param) DO NOTHING`,
        [
          form,
          field.param,
          field.label,
          field.placeholder,
          field.dataType,
          field.checkType ?? 0,
          field.checkReq ?? 0,
          field.min ?? 0,
          field.max ?? 5,
          field.hideable ?? false,
          JSON.stringify(dictionary(field.param, field.options)),
          index,
        ],
      );
    }
  }
  await createSettingsRepository(tx).insertIfMissing(
    ONBOARDING_SETTING_KEY,
    DEFAULT_ONBOARDING_SETTINGS,
  );
}
