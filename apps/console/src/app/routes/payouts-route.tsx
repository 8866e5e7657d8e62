import { PayoutsPage } from '../../features/finance/components/payouts-page';

export const Component = PayoutsPage;
