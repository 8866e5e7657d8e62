export { ApplicationSubmittedPage as Component } from '../../features/product-detail/components/application-submitted-page';
