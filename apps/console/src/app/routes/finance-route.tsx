import { FinanceRequestsPage } from '../../features/finance/components/finance-requests-page';

export const Component = FinanceRequestsPage;
