import { useQuery } from '@tanstack/react-query';
import { OrderState } from '@saral/contract/order-states';
import { authConfigQuery } from '../../../shared/api/auth-config-api';
import { orderDetailQuery } from '../../../shared/api/orders-api';

/**
 * While an application is under review, a credit reviewer may ask for a document again (a card
 * photo or the selfie): the server then reports that onboarding step as not done. Answers the
 * product whose steps to walk again, or null when nothing is asked for.
 */
export function useDocumentRequested(orderId: string | null): { productId: number } | null {
  const order = useQuery({ ...orderDetailQuery(orderId ?? ''), enabled: orderId !== null });
  const underReview = order.data?.orderState === OrderState.auditing;
  const productId = order.data?.productId;
  const steps = useQuery({
    ...authConfigQuery(String(productId ?? '')),
    enabled: underReview && productId !== undefined,
  });
  if (!underReview || productId === undefined || !steps.data) return null;
  const identityRedo = steps.data.kycAadhaarAndPan === 0 || steps.data.kycFaceAndHold === 0;
  return identityRedo ? { productId } : null;
}
