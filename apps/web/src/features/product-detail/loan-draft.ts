import { AUTO_MONEY_DEFAULT, LOAN_PURPOSES, type LoanPurpose } from '@saral/contract/constants';

/**
 * The borrower's choices on the loan confirm, kept for the tab's lifetime: picking a bank account
 * leaves this screen, and coming back must not silently switch to another amount.
 */
export type LoanDraft = { amount: number | null; autoMoney: boolean; purpose?: LoanPurpose };

const key = (productId: string) => `saral.loan-draft.${productId}`;

export function readLoanDraft(productId: string): LoanDraft {
  const fallback: LoanDraft = { amount: null, autoMoney: AUTO_MONEY_DEFAULT === 1 };
  try {
    const stored = JSON.parse(sessionStorage.getItem(key(productId)) ?? 'null') as unknown;
    if (!stored || typeof stored !== 'object') return fallback;
    const { amount, autoMoney, purpose } = stored as Partial<Record<keyof LoanDraft, unknown>>;
    const knownPurpose = LOAN_PURPOSES.find((choice) => choice === purpose);
    return {
      amount: typeof amount === 'number' && amount > 0 ? amount : null,
      autoMoney: typeof autoMoney === 'boolean' ? autoMoney : fallback.autoMoney,
      ...(knownPurpose ? { purpose: knownPurpose } : {}),
    };
  } catch {
    return fallback;
  }
}

export function saveLoanDraft(productId: string, draft: LoanDraft) {
  try {
    sessionStorage.setItem(key(productId), JSON.stringify(draft));
  } catch {
    // Private mode or full storage: the choices just won't survive leaving the screen.
  }
}

export function clearLoanDraft(productId: string) {
  try {
    sessionStorage.removeItem(key(productId));
  } catch {
    // Nothing to clear.
  }
}
