import { ApplicationPage } from '../../features/review/components/application-page';

export const Component = ApplicationPage;
