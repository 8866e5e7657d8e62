import type { ProductCard as Product } from '@saral/contract/api/home';
import { isPartnerProduct } from '../apply-target';
import { LoanCard } from './loan-card';

/** `applying`: this product's Apply is finding where to go (the button shows it is busy). */
export function ProductCard({
  product,
  applying = false,
  onApply,
}: {
  product: Product;
  applying?: boolean;
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
      tenureLabel={product.tenureLabel}
      facts={
        <>
          <div>Interest rate {product.rate}%/day</div>
          {isPartnerProduct(product) ? <div>Offered by a partner lender</div> : null}
        </>
      }
      action={{
        text: full ? 'Fulled' : 'Apply',
        disabled: full,
        loading: applying,
        onClick: () => onApply(product),
        track: 'home-apply',
      }}
    />
  );
}
