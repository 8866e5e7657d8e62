import { CollectionDetailPage } from '../../features/collections/components/collection-detail-page';

export const Component = CollectionDetailPage;
