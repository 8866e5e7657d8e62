import { AccountPage } from '../../features/session/components/account-page';

export const Component = AccountPage;
