import { queryOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import {
  ORDER_DETAIL_AUDIT_VIEW,
  ORDER_DETAIL_IN_APP,
  orderDetailResponseSchema,
  orderListResponseSchema,
} from '@saral/contract/api/loan';
import { apiRequest } from './api-client';
import { isEntityId } from './entity-id';

/** The borrower's orders (Loan History; the dispatcher's check for an active order). */
export const getOrderList = () => apiRequest(Calls.orderList, { schema: orderListResponseSchema });

export const orderListQuery = () =>
  queryOptions({
    queryKey: ['orders', 'list'],
    queryFn: getOrderList,
    // Orders move on at the server (review, payout, repayment): refetch on every visit.
    staleTime: 0,
    meta: { errorDisplay: 'inline' },
  });

/**
 * One order. The audit refresh asks with view=audit, which lets the server answer 10 (review
 * done) to a native-app session, whose app then takes over; `inApp` (the app's bridge is on the
 * page) asks for the same when the app opened the page with its own token (?token=), which is no
 * app session on the server.
 */
export const getOrderDetail = (orderId: string, audit?: { inApp: boolean }) =>
  apiRequest(Calls.orderDetail, {
    query: {
      orderId,
      view: audit ? ORDER_DETAIL_AUDIT_VIEW : undefined,
      inApp: audit?.inApp ? ORDER_DETAIL_IN_APP : undefined,
    },
    schema: orderDetailResponseSchema,
  });

/** Order detail, the loan confirm and the Key Fact Statement's acceptance share this entry. */
export const orderDetailQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', 'detail', orderId],
    queryFn: () => getOrderDetail(orderId),
    enabled: isEntityId(orderId),
    // The order moves on at the server (review, payout, repayment): show its state now.
    staleTime: 0,
    meta: { errorDisplay: 'inline' },
  });
