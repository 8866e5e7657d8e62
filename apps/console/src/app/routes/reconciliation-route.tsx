import { ReconciliationPage } from '../../features/finance/components/reconciliation-page';

export const Component = ReconciliationPage;
