import type { ProductCard as Product } from '@saral/contract/api/home';
import { isPartnerProduct } from '../apply-target';
import { LoanCard } from './loan-card';
import { fill, useMessages } from '../../../shared/i18n/i18n';
import { homeMessages, homeTenure } from '../i18n/en';

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
  const t = useMessages(homeMessages);
  return (
    <LoanCard
      label={product.name}
      logo={product.logo}
      name={product.name}
      amount={product.maxAmount}
      amountCaption={t.maxAmount}
      tenureLabel={homeTenure(t, product.tenureLabel)}
      facts={
        <>
          <div>{fill(t.interestRate, { rate: product.rate })}</div>
          {isPartnerProduct(product) ? <div>{t.partnerLender}</div> : null}
        </>
      }
      action={{
        text: full ? t.full : t.apply,
        disabled: full,
        loading: applying,
        onClick: () => onApply(product),
        track: 'home-apply',
      }}
    />
  );
}
