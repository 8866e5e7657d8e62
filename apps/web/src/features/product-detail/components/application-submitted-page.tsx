import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { isEntityId } from '../../../shared/api/entity-id';
import { Outcome } from '../../../shared/ui/outcome';
import { productInfoQuery } from '../api/product-detail-api';

/**
 * /product/{pid}/submitted?orderId: the application went in. Says what happens next and how
 * long it takes, by the product's own lending time.
 */
export function ApplicationSubmittedPage() {
  const productId = useParams().pid ?? '';
  const orderId = useSearchParams()[0].get('orderId') ?? '';
  const info = useQuery(productInfoQuery(productId));
  const review = isEntityId(orderId) ? `/orders/${orderId}/audit` : '/orders';

  if (info.isPending && isEntityId(productId)) {
    return <Skeleton.Paragraph lineCount={6} animated className="page-pad" />;
  }
  const product = info.data;
  return (
    <Outcome
      status="success"
      title="Application submitted"
      description={
        product ? (
          <>
            We are reviewing your {product.name} application. It usually takes up to{' '}
            <strong>{product.loanProcessingTime}</strong>. We will send you an SMS as soon as it is
            approved, and you then confirm to get the money.
          </>
        ) : (
          'We are reviewing your application. We will send you an SMS as soon as it is approved.'
        )
      }
      actions={[
        { text: 'Check status', to: review, primary: true, track: 'submitted-status' },
        { text: 'Back to Home', to: '/', track: 'submitted-home' },
      ]}
    />
  );
}
