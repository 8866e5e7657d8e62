import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import { paymentHistoryResponseSchema } from '@saral/contract/api/loan';
import { paymentUrlResponseSchema } from '@saral/contract/api/money';
import { apiRequest } from '../../../shared/api/api-client';
import { isEntityId } from '../../../shared/api/entity-id';

// The order list and the order detail are shared with other screens: see shared/api/orders-api.

/** Answers the payment link for the outstanding balance. */
export const repayMutation = () =>
  mutationOptions({
    mutationKey: ['orders', 'repay'],
    mutationFn: (orderId: number) =>
      apiRequest(Calls.repay, { body: { orderId }, schema: paymentUrlResponseSchema }),
  });

/** Every payment received on the order (the detail's payment history). */
export const paymentHistoryQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', 'payments', orderId],
    queryFn: () =>
      apiRequest(Calls.paymentHistory, {
        query: { orderId },
        schema: paymentHistoryResponseSchema,
      }),
    enabled: isEntityId(orderId),
    // A payment lands through the gateway's webhook: show the latest on every visit.
    staleTime: 0,
    meta: { errorDisplay: 'inline' },
  });

/** Answers the payment link of the cooling-off exit (principal + interest for the days used). */
export const coolingOffExitMutation = () =>
  mutationOptions({
    mutationKey: ['orders', 'cooling-off'],
    mutationFn: (orderId: number) =>
      apiRequest(Calls.coolingOffExit, { body: { orderId }, schema: paymentUrlResponseSchema }),
  });
