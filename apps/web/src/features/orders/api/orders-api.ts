import { Calls } from '@saral/contract/calls';
import { useQuery } from '@tanstack/react-query';
import { orderDetailResponseSchema, orderListResponseSchema } from '@saral/contract/api/loan';
import { paymentUrlResponseSchema } from '@saral/contract/api/money';
import { apiRequest } from '../../../shared/api/api-client';

export const orderListQueryKey = ['orders', 'list'] as const;
export const orderDetailQueryKey = (orderId: string) => ['orders', 'detail', orderId] as const;

export const isOrderId = (orderId: string) => /^\d+$/.test(orderId);

export function useOrderList() {
  return useQuery({
    queryKey: orderListQueryKey,
    queryFn: () => apiRequest(Calls.orderList, { schema: orderListResponseSchema }),
    // Orders move on at the server (review, payout, repayment): refetch on every visit.
    staleTime: 0,
    meta: { errorDisplay: 'inline' },
  });
}

export function useOrderDetail(orderId: string) {
  return useQuery({
    queryKey: orderDetailQueryKey(orderId),
    queryFn: () =>
      apiRequest(Calls.orderDetail, { query: { orderId }, schema: orderDetailResponseSchema }),
    enabled: isOrderId(orderId),
    // Back from the payment page the balance must be the server's, not the cached one.
    staleTime: 0,
    meta: { errorDisplay: 'inline' },
  });
}

export const requestRepayment = (orderId: number) =>
  apiRequest(Calls.repay, { body: { orderId }, schema: paymentUrlResponseSchema });
