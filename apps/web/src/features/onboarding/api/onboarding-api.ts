import { Calls } from '@saral/contract/calls';
import { authConfigResponseSchema, canApplyResponseSchema } from '@saral/contract/api/onboarding';
import { orderListResponseSchema } from '@saral/contract/api/loan';
import { apiRequest } from '../../../shared/api/api-client';

export const fetchAuthConfig = (productId: string) =>
  apiRequest(Calls.authConfig, { query: { productId }, schema: authConfigResponseSchema });

export const fetchCanApply = (productId: string) =>
  apiRequest(Calls.canApply, { query: { productId }, schema: canApplyResponseSchema });

/** The borrower's orders, to see whether this product already has an active one. */
export const fetchOrders = () => apiRequest(Calls.orderList, { schema: orderListResponseSchema });
