import { CollectionsPage } from '../../features/collections/components/collections-page';

export const Component = CollectionsPage;
