import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { isEntityId } from '../../../shared/api/entity-id';
import { Outcome } from '../../../shared/ui/outcome';
import { productInfoQuery } from '../api/product-detail-api';
import { fill } from '../../../shared/i18n/i18n';
import { useShownText } from '../../../shared/i18n/shown-text';
import { PRODUCT_PATTERNS, productDetailMessages } from '../i18n/en';

/**
 * /product/{pid}/submitted?orderId: the application went in. Says what happens next and how
 * long it takes, by the product's own lending time.
 */
export function ApplicationSubmittedPage() {
  const productId = useParams().pid ?? '';
  const orderId = useSearchParams()[0].get('orderId') ?? '';
  const info = useQuery(productInfoQuery(productId));
  const { t, text } = useShownText(productDetailMessages, PRODUCT_PATTERNS);
  const review = isEntityId(orderId) ? `/orders/${orderId}/audit` : '/orders';

  if (info.isPending && isEntityId(productId)) {
    return <Skeleton.Paragraph lineCount={6} animated className="page-pad" />;
  }
  const product = info.data;
  return (
    <Outcome
      status="success"
      title={t.submitted}
      description={
        product ? (
          <>
            {fill(t.submittedBefore, { name: product.name })}
            <strong>{text(product.loanProcessingTime)}</strong>
            {t.submittedAfter}
          </>
        ) : (
          t.submittedNoProduct
        )
      }
      actions={[
        { text: t.checkStatus, to: review, primary: true, track: 'submitted-status' },
        { text: t.backToHome, to: '/', track: 'submitted-home' },
      ]}
    />
  );
}
