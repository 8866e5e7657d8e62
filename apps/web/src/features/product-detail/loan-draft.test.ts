import { beforeEach, describe, expect, it } from 'vitest';
import { clearLoanDraft, readLoanDraft, saveLoanDraft } from './loan-draft';

beforeEach(() => sessionStorage.clear());

describe('the loan draft', () => {
  it('starts with no amount and the switch on', () => {
    expect(readLoanDraft('3')).toEqual({ amount: null, autoMoney: true });
  });

  it('keeps the choices per product until cleared', () => {
    saveLoanDraft('3', { amount: 3_000, autoMoney: false });
    expect(readLoanDraft('3')).toEqual({ amount: 3_000, autoMoney: false });
    expect(readLoanDraft('4')).toEqual({ amount: null, autoMoney: true });
    clearLoanDraft('3');
    expect(readLoanDraft('3')).toEqual({ amount: null, autoMoney: true });
  });

  it('ignores a damaged entry', () => {
    sessionStorage.setItem('saral.loan-draft.3', '{"amount":"lots","autoMoney":"yes"');
    expect(readLoanDraft('3')).toEqual({ amount: null, autoMoney: true });
    sessionStorage.setItem('saral.loan-draft.3', '{"amount":-5,"autoMoney":"yes"}');
    expect(readLoanDraft('3')).toEqual({ amount: null, autoMoney: true });
  });
});
