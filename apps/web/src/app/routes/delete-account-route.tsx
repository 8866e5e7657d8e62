export { DeleteAccountPage as Component } from '../../features/account/components/delete-account-page';
