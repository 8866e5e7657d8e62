export { LoanConfirmPage as Component } from '../../features/loan-confirm/components/loan-confirm-page';
