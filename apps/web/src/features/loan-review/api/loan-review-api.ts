import { Calls } from '@saral/contract/calls';
import { orderDetailResponseSchema } from '@saral/contract/api/loan';
import { apiRequest } from '../../../shared/api/api-client';

/** The audit refresh: always the server's state now, never a cached copy. */
export const fetchOrderDetail = (orderId: string) =>
  apiRequest(Calls.orderDetail, { query: { orderId }, schema: orderDetailResponseSchema });
