import { describe, expect, it } from 'vitest';
import { FieldMessage } from '@saral/contract/field-rules';
import {
  bankFormProblem,
  bindCardBody,
  cleanAccount,
  cleanIfsc,
  clearBankDraft,
  emptyBankForm,
  initialBankForm,
  productIdFrom,
  readBankDraft,
  refusedField,
  saveBankDraft,
  type BankFormValues,
} from './bank-form';

const filled: BankFormValues = {
  ifsc: 'SBIN0001234',
  account: '123456789012',
  confirm: '123456789012',
};

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('cleanIfsc', () => {
  it('upper-cases and keeps letters and digits, at most 11', () => {
    expect(cleanIfsc('sbin0001234')).toBe('SBIN0001234');
    expect(cleanIfsc(' sbin 0001-234 ')).toBe('SBIN0001234');
    expect(cleanIfsc('SBIN00012345678')).toBe('SBIN0001234');
  });
});

describe('cleanAccount', () => {
  it('keeps digits only, at most 19 (under 20 characters)', () => {
    expect(cleanAccount('1234 5678-90ab')).toBe('1234567890');
    expect(cleanAccount('1'.repeat(25))).toBe('1'.repeat(19));
  });
});

describe('bankFormProblem', () => {
  it('accepts a complete form', () => {
    expect(bankFormProblem(filled)).toBeNull();
  });

  it('checks in the spec order, one message at a time', () => {
    const steps: [BankFormValues, string, string][] = [
      [emptyBankForm, 'ifsc', FieldMessage.ifscMissing],
      [{ ...emptyBankForm, ifsc: 'SBIN1234' }, 'ifsc', FieldMessage.ifscInvalid],
      [{ ...emptyBankForm, ifsc: 'SBIN0001234' }, 'account', FieldMessage.accountMissing],
      [{ ...filled, account: '12345', confirm: '' }, 'account', FieldMessage.accountInvalid],
      [{ ...filled, confirm: '' }, 'confirm', FieldMessage.confirmAccountMissing],
      [{ ...filled, confirm: '123456789013' }, 'confirm', FieldMessage.accountMismatch],
    ];
    for (const [values, field, message] of steps) {
      expect(bankFormProblem(values)).toEqual({ field, message });
    }
  });

  it('uses the spec wording', () => {
    expect(FieldMessage.ifscMissing).toBe('Please input Ifsc Code');
    expect(FieldMessage.accountMissing).toBe('Please input Bank Account');
    expect(FieldMessage.confirmAccountMissing).toBe('Please input Confirm Account');
    expect(FieldMessage.accountMismatch).toBe('Please Confirm Account');
  });

  it('rejects an IFSC without the zero in fifth place', () => {
    expect(bankFormProblem({ ...filled, ifsc: 'SBIN1001234' })?.message).toBe(
      FieldMessage.ifscInvalid,
    );
  });

  it('accepts 9 to 19 digits', () => {
    const nine = '123456789';
    const nineteen = '1'.repeat(19);
    expect(bankFormProblem({ ...filled, account: nine, confirm: nine })).toBeNull();
    expect(bankFormProblem({ ...filled, account: nineteen, confirm: nineteen })).toBeNull();
  });
});

describe('productIdFrom', () => {
  it('reads a positive product id and ignores anything else', () => {
    expect(productIdFrom('7')).toBe(7);
    expect(productIdFrom(null)).toBeUndefined();
    expect(productIdFrom('')).toBeUndefined();
    expect(productIdFrom('0')).toBeUndefined();
    expect(productIdFrom('7abc')).toBeUndefined();
  });
});

describe('bindCardBody', () => {
  it('names the fields as the server expects', () => {
    expect(bindCardBody(filled, 3, 'uuid-1')).toEqual({
      bankCode: 'SBIN0001234',
      cardNo: '123456789012',
      confirmCardNo: '123456789012',
      productId: 3,
      clientId: 'uuid-1',
    });
  });

  it('leaves out a missing product and a missing or overlong client id', () => {
    const body = bindCardBody(filled, undefined, null);
    expect(body.productId).toBeUndefined();
    expect(body.clientId).toBeUndefined();
    expect(bindCardBody(filled, 3, 'x'.repeat(65)).clientId).toBeUndefined();
  });
});

describe('draft', () => {
  it('comes back for the same product and is gone once cleared', () => {
    const storage = memoryStorage();
    saveBankDraft(storage, filled, 3);
    expect(readBankDraft(storage, 3)).toEqual(filled);
    clearBankDraft(storage);
    expect(readBankDraft(storage, 3)).toBeNull();
  });

  it('is not used for another product', () => {
    const storage = memoryStorage();
    saveBankDraft(storage, filled, 3);
    expect(readBankDraft(storage, 4)).toBeNull();
    expect(readBankDraft(storage, undefined)).toBeNull();
  });

  it('cleans what it reads and survives broken storage', () => {
    const storage = memoryStorage();
    storage.setItem(
      'saral.bank-add-draft',
      JSON.stringify({ ifsc: 'sbin0001234', account: '12 34', confirm: 5, productId: null }),
    );
    expect(readBankDraft(storage, undefined)).toEqual({
      ifsc: 'SBIN0001234',
      account: '1234',
      confirm: '',
    });
    storage.setItem('saral.bank-add-draft', '{not json');
    expect(readBankDraft(storage, undefined)).toBeNull();
  });
});

describe('initialBankForm', () => {
  it('starts empty, or from the draft', () => {
    expect(initialBankForm(null, null)).toEqual(emptyBankForm);
    expect(initialBankForm(filled, null)).toEqual(filled);
  });

  it('takes the IFSC handed back by the finder over the draft', () => {
    expect(initialBankForm(filled, 'hdfc0000001')).toEqual({ ...filled, ifsc: 'HDFC0000001' });
    expect(initialBankForm(null, 'HDFC0000001')).toEqual({ ...emptyBankForm, ifsc: 'HDFC0000001' });
  });
});

describe('refusedField', () => {
  it('places a refusal under the field its message is about, others nowhere', () => {
    expect(refusedField(FieldMessage.accountMismatch)).toBe('confirm');
    expect(refusedField(FieldMessage.ifscInvalid)).toBe('ifsc');
    expect(refusedField(FieldMessage.accountInvalid)).toBe('account');
    expect(refusedField('This account is already linked to another borrower')).toBeNull();
  });
});
