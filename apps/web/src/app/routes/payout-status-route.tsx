export { PayoutStatusPage as Component } from '../../features/orders/components/payout-status-page';
