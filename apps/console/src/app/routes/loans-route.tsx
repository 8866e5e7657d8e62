import { LoansPage } from '../../features/loans/components/loans-page';

export const Component = LoansPage;
