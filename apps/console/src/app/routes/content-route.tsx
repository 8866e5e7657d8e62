import { ContentPage } from '../../features/content/components/content-page';

export const Component = ContentPage;
