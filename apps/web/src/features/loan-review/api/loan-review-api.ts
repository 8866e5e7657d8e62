import { Calls } from '@saral/contract/calls';
import { ORDER_DETAIL_AUDIT_VIEW, orderDetailResponseSchema } from '@saral/contract/api/loan';
import { apiRequest } from '../../../shared/api/api-client';

/**
 * The audit refresh: always the server's state now, never a cached copy. view=audit lets the
 * server answer 10 (review done) to a native-app session, whose app then takes over.
 */
export const fetchOrderDetail = (orderId: string) =>
  apiRequest(Calls.orderDetail, {
    query: { orderId, view: ORDER_DETAIL_AUDIT_VIEW },
    schema: orderDetailResponseSchema,
  });
