export { BankAddPage as Component } from '../../features/bank/components/bank-add-page';
