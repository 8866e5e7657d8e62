import { Calls } from '@saral/contract/calls';
import { useQuery } from '@tanstack/react-query';
import {
  kfsAcceptResponseSchema,
  kfsResponseSchema,
  orderDetailResponseSchema,
} from '@saral/contract/api/loan';
import { apiRequest } from '../../../shared/api/api-client';

export const orderQueryKey = (orderId: string) => ['loan-confirm', 'order', orderId] as const;
export const kfsQueryKey = (orderId: string) => ['loan-confirm', 'kfs', orderId] as const;

const isOrderId = (orderId: string) => /^\d+$/.test(orderId);

export function useOrderDetail(orderId: string) {
  return useQuery({
    queryKey: orderQueryKey(orderId),
    queryFn: () =>
      apiRequest(Calls.orderDetail, { query: { orderId }, schema: orderDetailResponseSchema }),
    enabled: isOrderId(orderId),
    // The order moves on at the server (review, payout): show its state now.
    staleTime: 0,
    meta: { errorDisplay: 'inline' },
  });
}

export function useKeyFactStatement(orderId: string) {
  return useQuery({
    queryKey: kfsQueryKey(orderId),
    queryFn: () => apiRequest(Calls.kfs, { query: { orderId }, schema: kfsResponseSchema }),
    enabled: isOrderId(orderId),
    staleTime: 0,
    meta: { errorDisplay: 'inline' },
  });
}

export const acceptKeyFactStatement = (orderId: string) =>
  apiRequest(Calls.acceptKfs, {
    body: { orderId: Number(orderId) },
    schema: kfsAcceptResponseSchema,
  });
