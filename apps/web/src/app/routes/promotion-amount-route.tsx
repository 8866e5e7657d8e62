export { PromotionAmountPage as Component } from '../../features/promotion/components/promotion-amount-page';
