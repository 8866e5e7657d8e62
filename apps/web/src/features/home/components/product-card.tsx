import type { ProductCard as Product } from '@saral/contract/api/home';
import { LoanCard } from './loan-card';

export function ProductCard({
  product,
  onApply,
}: {
  product: Product;
  onApply: (product: Product) => void;
}) {
  const full = product.isFull !== 0;
  return (
    <LoanCard
      label={product.name}
      logo={product.logo}
      name={product.name}
      amount={product.maxAmount}
      amountCaption="Max Amount"
      facts={<div>Interest rate {product.rate}%/day</div>}
      action={{
        text: full ? 'Fulled' : 'Apply',
        disabled: full,
        onClick: () => onApply(product),
        track: 'home-apply',
      }}
    />
  );
}
