import { Calls } from '@saral/contract/calls';
import {
  ORDER_DETAIL_AUDIT_VIEW,
  ORDER_DETAIL_IN_APP,
  orderDetailResponseSchema,
} from '@saral/contract/api/loan';
import { apiRequest } from '../../../shared/api/api-client';

/**
 * The audit refresh: always the server's state now, never a cached copy. view=audit lets the
 * server answer 10 (review done) to a native-app session, whose app then takes over. `inApp`
 * (the app's bridge is on this page) asks for the same when the app opened this page with its
 * own token (?token=), which is no app session on the server.
 */
export const fetchOrderDetail = (orderId: string, inApp: boolean) =>
  apiRequest(Calls.orderDetail, {
    query: {
      orderId,
      view: ORDER_DETAIL_AUDIT_VIEW,
      inApp: inApp ? ORDER_DETAIL_IN_APP : undefined,
    },
    schema: orderDetailResponseSchema,
  });
