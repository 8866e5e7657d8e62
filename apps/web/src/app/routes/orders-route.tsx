export { OrderListPage as Component } from '../../features/orders/components/order-list-page';
