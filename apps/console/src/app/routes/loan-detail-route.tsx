import { LoanDetailPage } from '../../features/loans/components/loan-detail-page';

export const Component = LoanDetailPage;
