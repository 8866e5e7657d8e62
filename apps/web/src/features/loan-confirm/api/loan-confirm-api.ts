import { Calls } from '@saral/contract/calls';
import { useQuery } from '@tanstack/react-query';
import {
  calculateResponseSchema,
  kfsAcceptResponseSchema,
  kfsResponseSchema,
  orderDetailResponseSchema,
} from '@saral/contract/api/loan';
import { getMoneyResponseSchema } from '@saral/contract/api/money';
import type { GetMoneyBody } from '../amount-choice';
import { apiRequest } from '../../../shared/api/api-client';

export const orderQueryKey = (orderId: string) => ['loan-confirm', 'order', orderId] as const;
export const kfsQueryKey = (orderId: string) => ['loan-confirm', 'kfs', orderId] as const;
export const calculationQueryKey = (productId: number, amount: number, period: number) =>
  ['loan-confirm', 'calculate', productId, amount, period] as const;

const isOrderId = (orderId: string) => /^\d+$/.test(orderId);

export const fetchOrderDetail = (orderId: string) =>
  apiRequest(Calls.orderDetail, { query: { orderId }, schema: orderDetailResponseSchema });

export function useOrderDetail(orderId: string) {
  return useQuery({
    queryKey: orderQueryKey(orderId),
    queryFn: () => fetchOrderDetail(orderId),
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

/** The price of a lower amount the borrower may take instead of the approved one. */
export const fetchCalculation = (productId: number, amount: number, period: number) =>
  apiRequest(Calls.calculate, {
    query: { amount, period, productId },
    schema: calculateResponseSchema,
  });

export const requestGetMoney = (body: GetMoneyBody) =>
  apiRequest(Calls.getMoney, { body, schema: getMoneyResponseSchema });
