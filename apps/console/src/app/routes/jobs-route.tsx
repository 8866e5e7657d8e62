import { JobsPage } from '../../features/jobs/components/jobs-page';

export const Component = JobsPage;
