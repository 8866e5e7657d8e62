export { BankListPage as Component } from '../../features/bank/components/bank-list-page';
