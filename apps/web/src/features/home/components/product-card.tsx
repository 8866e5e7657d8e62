import { Button } from 'antd-mobile';
import type { ProductCard as Product } from '@saral/contract/api/home';
import { TENURE_LABEL } from '@saral/contract/constants';
import { formatRupees } from '@saral/contract/money';

export function ProductCard({
  product,
  onApply,
}: {
  product: Product;
  onApply: (product: Product) => void;
}) {
  const full = product.isFull !== 0;
  return (
    <article className="card product-card" aria-label={product.name}>
      <header className="card__header">
        <img className="card__logo" src={product.logo} alt="" width={40} height={40} />
        <h3 className="card__name">{product.name}</h3>
      </header>
      <div className="product-card__body">
        <div>
          <div className="product-card__amount">{formatRupees(product.maxAmount)}</div>
          <div className="muted">Max Amount</div>
        </div>
        <div className="product-card__facts">
          <div>{TENURE_LABEL}</div>
          <div>Interest rate {product.rate}%/day</div>
        </div>
      </div>
      <Button
        block
        color="primary"
        fill={full ? 'outline' : 'solid'}
        disabled={full}
        onClick={() => onApply(product)}
      >
        {full ? 'Fulled' : 'Apply'}
      </Button>
    </article>
  );
}
