import type { z } from 'zod';
import type { bindCardBodySchema } from '@saral/contract/api/bank';
import { BANK_ACCOUNT_MAX_EXCLUSIVE } from '@saral/contract/constants';
import {
  FieldMessage,
  digitsOnly,
  isValidAccountNumber,
  isValidIfscFormat,
} from '@saral/contract/field-rules';

/** The add-account form: what it keeps of what was typed, its checks and its request body. */

export const IFSC_LENGTH = 11;
/** The spec: an account number is under 20 characters. */
export const ACCOUNT_MAX_DIGITS = BANK_ACCOUNT_MAX_EXCLUSIVE - 1;

export type BankFormValues = { ifsc: string; account: string; confirm: string };
export type BankField = keyof BankFormValues;
export type BankFormProblem = { field: BankField; message: string };
export type BindCardBody = z.input<typeof bindCardBodySchema>;

export const emptyBankForm: BankFormValues = { ifsc: '', account: '', confirm: '' };

/** IFSC as typed or pasted ('sbin 0001234'): capitals and digits only, at most 11. */
export function cleanIfsc(input: string): string {
  return input
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, IFSC_LENGTH);
}

/** Account number as typed or pasted ('1234 5678-90'): digits only, at most 19. */
export function cleanAccount(input: string): string {
  return digitsOnly(input, ACCOUNT_MAX_DIGITS);
}

/** The first problem, in the order the spec checks them; null when the form can be sent. */
export function bankFormProblem(values: BankFormValues): BankFormProblem | null {
  if (values.ifsc === '') return { field: 'ifsc', message: FieldMessage.ifscMissing };
  if (!isValidIfscFormat(values.ifsc)) return { field: 'ifsc', message: FieldMessage.ifscInvalid };
  if (values.account === '') return { field: 'account', message: FieldMessage.accountMissing };
  if (!isValidAccountNumber(values.account)) {
    return { field: 'account', message: FieldMessage.accountInvalid };
  }
  if (values.confirm === '') {
    return { field: 'confirm', message: FieldMessage.confirmAccountMissing };
  }
  if (values.confirm !== values.account) {
    return { field: 'confirm', message: FieldMessage.accountMismatch };
  }
  return null;
}

/** The field a refusal of the server is about (its message is a field's), else null. */
export function refusedField(message: string): BankField | null {
  const byMessage: Record<string, BankField> = {
    [FieldMessage.ifscMissing]: 'ifsc',
    [FieldMessage.ifscInvalid]: 'ifsc',
    [FieldMessage.accountMissing]: 'account',
    [FieldMessage.accountInvalid]: 'account',
    [FieldMessage.confirmAccountMissing]: 'confirm',
    [FieldMessage.accountMismatch]: 'confirm',
  };
  return byMessage[message] ?? null;
}

/** The product of the ?pid query, or undefined when it is missing or not a product id. */
export function productIdFrom(pid: string | null): number | undefined {
  if (!pid || !/^\d{1,15}$/.test(pid)) return undefined;
  const id = Number(pid);
  return id > 0 ? id : undefined;
}

/** Longest clientId the server accepts. */
const CLIENT_ID_MAX_LENGTH = 64;

export function bindCardBody(
  values: BankFormValues,
  productId: number | undefined,
  clientId: string | null,
): BindCardBody {
  return {
    bankCode: values.ifsc,
    cardNo: values.account,
    confirmCardNo: values.confirm,
    productId,
    clientId: clientId && clientId.length <= CLIENT_ID_MAX_LENGTH ? clientId : undefined,
  };
}

/*
 * Draft: what was typed survives a trip to the IFSC finder. It lives in this tab's
 * sessionStorage only from leaving for the finder until the form is shown again.
 */

const DRAFT_KEY = 'saral.bank-add-draft';

type StoredDraft = BankFormValues & { productId: number | null };

export function saveBankDraft(
  storage: Storage,
  values: BankFormValues,
  productId: number | undefined,
) {
  const draft: StoredDraft = { ...values, productId: productId ?? null };
  try {
    storage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked (private mode): the borrower types the numbers again.
  }
}

/** The draft of the same product, cleaned as if typed again; null when there is none. */
export function readBankDraft(
  storage: Storage,
  productId: number | undefined,
): BankFormValues | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(DRAFT_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const draft = parsed as Partial<Record<keyof StoredDraft, unknown>>;
  if ((draft.productId ?? null) !== (productId ?? null)) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    ifsc: cleanIfsc(text(draft.ifsc)),
    account: cleanAccount(text(draft.account)),
    confirm: cleanAccount(text(draft.confirm)),
  };
}

export function clearBankDraft(storage: Storage) {
  try {
    storage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}

/** The form's first values: the draft, with an IFSC handed back by the finder taking priority. */
export function initialBankForm(
  draft: BankFormValues | null,
  ifscFromQuery: string | null,
): BankFormValues {
  const values = draft ?? emptyBankForm;
  const handedIfsc = cleanIfsc(ifscFromQuery ?? '');
  return handedIfsc ? { ...values, ifsc: handedIfsc } : { ...values };
}
