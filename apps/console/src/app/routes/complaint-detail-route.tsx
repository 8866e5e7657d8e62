import { ComplaintDetailPage } from '../../features/complaints/components/complaint-detail-page';

export const Component = ComplaintDetailPage;
