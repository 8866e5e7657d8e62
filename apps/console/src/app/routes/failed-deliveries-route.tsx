import { FailedDeliveriesPage } from '../../features/messages/components/failed-deliveries-page';

export const Component = FailedDeliveriesPage;
