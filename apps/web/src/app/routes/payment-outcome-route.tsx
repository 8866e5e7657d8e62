export { PaymentOutcomePage as Component } from '../../features/orders/components/payment-outcome-page';
