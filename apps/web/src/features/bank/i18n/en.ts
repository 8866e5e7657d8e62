import { FieldMessage } from '@saral/contract/field-rules';
import { i18n } from '../../../shared/i18n/i18n';

/** The bank screens' English texts (spec sections 2 and 5). */
export const en = {
  noAccountTitle: 'No bank account yet',
  noAccountText:
    'Add the account your loan should be paid into. You will need its IFSC code and account number.',
  addAccount: 'Add bank account',
  chooseForLoan: 'Choose the account to receive your loan.',
  yourAccounts: 'Your bank accounts.',
  default: 'Default',
  makeDefault: 'Make default',
  makeDefaultAria: 'Make {cardNo} the default account',
  defaultNote:
    'New loans are paid into the default account. A loan already running keeps its account.',
  bankAccount: 'Bank account',
  ifscValue: 'IFSC {code}',
  addIntro:
    'Your loan is paid into this account. It must be a savings or current account in your own name.',
  ifscLabel: 'IFSC Code',
  ifscPlaceholder: 'e.g. SBIN0001234',
  forgotIfsc: 'Forget your IFSC ?',
  accountLabel: 'Bank Account No.',
  accountPlaceholder: 'Enter account number',
  confirmLabel: 'Confirm Account No.',
  confirmPlaceholder: 'Enter account number again',
  confirm: 'Confirm',
  finderIntro:
    'Choose your bank and branch to find its IFSC code. It is also printed on your cheque book and passbook.',
  bank: 'Bank',
  state: 'State',
  city: 'City',
  branch: 'Branch',
  district: 'District',
  chooseBank: 'Choose your bank',
  chooseState: 'Choose the state',
  chooseCity: 'Choose the city',
  chooseBranch: 'Choose the branch',
  bankFirst: 'Choose a bank first',
  stateFirst: 'Choose a state first',
  cityFirst: 'Choose a city first',
  nounBank: 'bank',
  nounState: 'state',
  nounCity: 'city',
  nounBranch: 'branch',
  isThisYourIfsc: 'Is this your IFSC Code?',
  refind: 'RE-FIND',
  yes: 'Yes',
  close: 'Close',
  search: 'Search {noun}',
  loading: 'Loading…',
  somethingWrong: 'Something went wrong. Please try again.',
  tryAgain: 'Try again',
  noMatch: 'No {noun} matches “{search}”',
  nothingToChoose: 'No {noun} to choose from',
  // The contract's messages this form shows, keyed by their English text.
  [FieldMessage.ifscMissing]: FieldMessage.ifscMissing,
  [FieldMessage.ifscInvalid]: FieldMessage.ifscInvalid,
  [FieldMessage.accountMissing]: FieldMessage.accountMissing,
  [FieldMessage.accountInvalid]: FieldMessage.accountInvalid,
  [FieldMessage.confirmAccountMissing]: FieldMessage.confirmAccountMissing,
  [FieldMessage.accountMismatch]: FieldMessage.accountMismatch,
};

export const bankMessages = i18n('bank', en);
