export { ProductDetailPage as Component } from '../../features/product-detail/components/product-detail-page';
