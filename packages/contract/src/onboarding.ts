import { ADULT_AGE } from './constants';

/**
 * Onboarding (spec sections 2–5): the five steps, their page types and routes, the identity
 * variants, contact relations, the messages of each step and the rules of the server-defined
 * forms. Zod-free so every auth screen can use it while typing; the server applies the same
 * rules when a form is submitted.
 */

/** Page types of the auth config, in the spec's default order. */
export const PageType = { basic: 2, work: 3, identity: 8, face: 9, contact: 4 } as const;
export type PageTypeValue = (typeof PageType)[keyof typeof PageType];
export const DEFAULT_STEP_ORDER: readonly PageTypeValue[] = [2, 3, 8, 9, 4];

/** The /auth screen of each page type. */
export const PAGE_TYPE_ROUTES: Record<PageTypeValue, string> = {
  2: '/auth/basic',
  3: '/auth/work',
  8: '/auth/identity',
  9: '/auth/face',
  4: '/auth/contacts',
};

/** The auth-config flag that says whether a page type is complete (1) or not (0). */
export const PAGE_TYPE_FLAGS = {
  2: 'basic',
  3: 'work',
  8: 'kycAadhaarAndPan',
  9: 'kycFaceAndHold',
  4: 'contact',
} as const satisfies Record<PageTypeValue, string>;
export type StepFlag = (typeof PAGE_TYPE_FLAGS)[PageTypeValue];

export function isPageType(value: number): value is PageTypeValue {
  return value in PAGE_TYPE_ROUTES;
}

/** kycPageType of find-user-auth: 2 is the Aadhaar number with a one-time code, else uploads. */
export const KycPageType = { upload: 1, aadhaarOtp: 2 } as const;

/** Cards of the upload variant, in screen order. */
export const CARD_TYPES = ['aadhaarFront', 'aadhaarBack', 'pan'] as const;
export type CardType = (typeof CARD_TYPES)[number];
/** Every kind of private file a borrower uploads. */
export const UPLOAD_TYPES = [...CARD_TYPES, 'face'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** Aadhaar OTP send: 0 = code sent, open the dialog; 1 = this Aadhaar is already verified. */
export const AadhaarSendState = { codeSent: 0, alreadyVerified: 1 } as const;

/** Face result status: 1 is success, anything else failure. */
export const FACE_STATUS_SUCCESS = 1;
export const FACE_STATUS_FAILURE = 2;

export const OnboardingMessage = {
  imageTooBig: 'Image size is too big, limit 10MB',
  notAnImage: 'This file is not a photo: choose a JPG or PNG',
  aadhaarFront: 'Please Upload Aadhaar front',
  aadhaarBack: 'Please Upload Aadhaar Back ',
  pan: 'Please Upload PAN ',
  face: 'Please Upload Face Recognition ',
  realName: 'Please enter your name as on your PAN card',
  verifyDialogTitle: 'Verify Your IdNo.',
  verifyDialogText: 'Please use Aadhaar bound mobile number to receive OTP',
  aadhaarNotVerified: 'Please verify your Aadhaar number with the OTP first',
  aadhaarUsedElsewhere: 'This Aadhaar number is already registered with another account',
  selectBankAccount: 'Please Select or Add Bank Account',
  /** A card photo waits for an OCR worker. */
  readingCard: 'Reading your card…',
  /** The reading queue is full (busy answer); the app sends the photo again by itself. */
  cardReadingBusy: 'Many people are signing up: reading your card in a moment',
  /** A newer photo of the same card arrived before this one was read. */
  cardReplaced: 'A newer photo of this card was uploaded; it is read instead',
  /** The Aadhaar front was read and carries neither a name nor an Aadhaar number. */
  notAadhaarFront: 'This photo is not an Aadhaar card front. Retake it, or type your details below',
  /** Nothing could be read off the photo (the photo's fault). */
  cardUnreadable:
    'We could not read this photo. Retake it in good light, or type your details below',
  /** The card reader itself failed (provider or worker), not the photo. */
  cardReaderFailed:
    'Reading your card failed on our side, not because of your photo. Try again in a moment, or type your details below',
} as const;

export const CARD_MISSING_MESSAGE: Record<CardType, string> = {
  aadhaarFront: OnboardingMessage.aadhaarFront,
  aadhaarBack: OnboardingMessage.aadhaarBack,
  pan: OnboardingMessage.pan,
};

/** Relation choices of the three Urgent Contact blocks (spec section 3). */
export const CONTACT_BLOCKS = [
  { prefix: 'one', title: 'Urgent Contact one', relations: ['Father', 'Mother', 'Spouse'] },
  { prefix: 'two', title: 'Urgent Contact two', relations: ['brother', 'sisters', 'Children'] },
  { prefix: 'third', title: 'Urgent Contact third', relations: ['Friends'] },
] as const;
export type ContactPrefix = (typeof CONTACT_BLOCKS)[number]['prefix'];

/* ---------------------------------------------------------------------------------------------
 * Server-defined forms (basic and work information)
 * ------------------------------------------------------------------------------------------- */

/** dataType: 0 dropdown, 1 text, 3 day of month 1–31, 4 state chooser, 5 district chooser. */
export const FormDataType = {
  dropdown: '0',
  text: '1',
  dayOfMonth: '3',
  state: '4',
  district: '5',
} as const;
export type FormDataTypeValue = (typeof FormDataType)[keyof typeof FormDataType];

export const CHECK_TYPE_NUMERIC = 1;
/** checkReq 0 means required. */
export const CHECK_REQ_REQUIRED = 0;
export const DEFAULT_LENGTH_LIMIT_MAX = 5;

/** Parameter names with a meaning beyond their definition. */
export const FormParam = {
  liveState: 'liveState',
  liveDistrict: 'liveDistrict',
  workState: 'workState',
  dateOfBirth: 'dateOfBirth',
  email: 'email',
  monthlyIncome: 'monthlyIncome',
} as const;
/** workState 3 (not working) hides the hideable work fields and makes them optional. */
export const WORK_STATE_HIDES_FIELDS = '3';

export type FormDictionaryItem = { dictLabel: string; dictValue: string; dictType: string };
export type FormFieldDefinition = {
  key: string;
  label: string;
  value: string;
  dataType: FormDataTypeValue;
  checkType: number;
  checkReq: number;
  lengthLimitMin: number;
  lengthLimitMax: number;
  dictionaryVoList: FormDictionaryItem[];
  /** Marked hideable (work information's canHidden list). */
  hideable?: boolean;
};
export type FormValues = Record<string, string>;

export const isRequiredField = (field: Pick<FormFieldDefinition, 'checkReq'>) =>
  field.checkReq === CHECK_REQ_REQUIRED;

/** Fields the borrower sees and must answer, given what was chosen so far. */
export function visibleFields<T extends FormFieldDefinition>(fields: T[], values: FormValues): T[] {
  const hideOptional = values[FormParam.workState] === WORK_STATE_HIDES_FIELDS;
  return fields.filter((field) => !(hideOptional && field.hideable));
}

/** What the borrower may type into a field: digits only for numeric ones, cut to the max. */
export function sanitizeFormInput(field: FormFieldDefinition, input: string): string {
  const max = field.lengthLimitMax > 0 ? field.lengthLimitMax : DEFAULT_LENGTH_LIMIT_MAX;
  const cleaned = field.checkType === CHECK_TYPE_NUMERIC ? input.replace(/\D/g, '') : input;
  return cleaned.slice(0, max);
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const DATE_OF_BIRTH_PATTERN = /^(\d{2})-(\d{2})-(\d{4})$/;

/** Whole years between a DD-MM-YYYY birth date and today, or null when it is not a real date. */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const match = DATE_OF_BIRTH_PATTERN.exec(dateOfBirth);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (birth.getUTCDate() !== day || birth.getUTCMonth() !== month - 1 || year < 1900) return null;
  let age = today.getUTCFullYear() - year;
  const birthdayPassed =
    today.getUTCMonth() > month - 1 ||
    (today.getUTCMonth() === month - 1 && today.getUTCDate() >= day);
  if (!birthdayPassed) age -= 1;
  return age < 0 ? null : age;
}

/** The problem with one answer, or null. The same text goes into the server's errorColumn. */
export function formFieldError(
  field: FormFieldDefinition,
  rawValue: string | undefined,
  today: Date,
): string | null {
  const value = (rawValue ?? '').trim();
  if (value === '') return isRequiredField(field) ? `Please enter ${field.key}` : null;
  const max = field.lengthLimitMax > 0 ? field.lengthLimitMax : DEFAULT_LENGTH_LIMIT_MAX;
  if (field.dataType === FormDataType.text) {
    const numeric = field.checkType === CHECK_TYPE_NUMERIC;
    // A number of fixed length (PIN code): one message that says what is right.
    if (numeric && field.lengthLimitMin === max && (!/^\d+$/.test(value) || value.length !== max)) {
      return `${field.key} has ${max} digits`;
    }
    if (numeric && !/^\d+$/.test(value)) {
      return `${field.key} must contain digits only`;
    }
    if (value.length > max) return `${field.key} must be at most ${max} characters`;
    if (field.lengthLimitMin > 0 && value.length < field.lengthLimitMin) {
      return numeric
        ? `${field.key} needs at least ${field.lengthLimitMin} digits`
        : `${field.key} must be at least ${field.lengthLimitMin} characters`;
    }
  }
  if (
    field.dataType === FormDataType.dropdown &&
    !field.dictionaryVoList.some((item) => item.dictValue === value)
  ) {
    return `Please choose ${field.key} from the list`;
  }
  if (field.dataType === FormDataType.dayOfMonth) {
    const day = Number(value);
    if (!/^\d{1,2}$/.test(value) || day < 1 || day > 31) return `Please choose ${field.key}`;
  }
  if (
    (field.dataType === FormDataType.state || field.dataType === FormDataType.district) &&
    !/^\d+$/.test(value)
  ) {
    return `Please choose ${field.key}`;
  }
  if (field.value === FormParam.email && !EMAIL_PATTERN.test(value)) {
    return 'Please enter a valid email address';
  }
  if (field.value === FormParam.dateOfBirth) {
    const age = ageOn(value, today);
    if (age === null) return `${field.key} must be a real date written DD-MM-YYYY`;
    if (age < ADULT_AGE) return `You must be at least ${ADULT_AGE} years old to borrow`;
  }
  return null;
}

/** Every problem of a submitted form, in field order (the server's errorColumn). */
export function formErrors(
  fields: FormFieldDefinition[],
  values: FormValues,
  today: Date,
): string[] {
  return visibleFields(fields, values)
    .map((field) => formFieldError(field, values[field.value], today))
    .filter((message): message is string => message !== null);
}
