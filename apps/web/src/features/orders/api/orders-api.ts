import { mutationOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import { paymentUrlResponseSchema } from '@saral/contract/api/money';
import { apiRequest } from '../../../shared/api/api-client';

// The order list and the order detail are shared with other screens: see shared/api/orders-api.

/** Answers the payment link for the outstanding balance. */
export const repayMutation = () =>
  mutationOptions({
    mutationKey: ['orders', 'repay'],
    mutationFn: (orderId: number) =>
      apiRequest(Calls.repay, { body: { orderId }, schema: paymentUrlResponseSchema }),
  });
