import { ComplaintsPage } from '../../features/complaints/components/complaints-page';

export const Component = ComplaintsPage;
