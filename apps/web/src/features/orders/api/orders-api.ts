import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import { paymentHistoryResponseSchema } from '@saral/contract/api/loan';
import {
  PaymentOutcome,
  paymentStatusResponseSchema,
  paymentUrlResponseSchema,
} from '@saral/contract/api/money';
import { loanDocumentsLinkResponseSchema } from '@saral/contract/api/notifications';
import { apiRequest } from '../../../shared/api/api-client';
import { isEntityId } from '../../../shared/api/entity-id';

/** How often a pending payment or a payout on its way is asked about again. */
export const PAYMENT_POLL_MS = 3_000;

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

/** Where the payment through one link stands (the page the gateway sends the borrower back to). */
export const paymentStatusQuery = (linkId: string) =>
  queryOptions({
    queryKey: ['orders', 'payment-status', linkId],
    queryFn: () =>
      apiRequest(Calls.paymentStatus, { query: { linkId }, schema: paymentStatusResponseSchema }),
    staleTime: 0,
    // The gateway's word may come a little after the borrower: ask again while it is pending.
    refetchInterval: (query) =>
      query.state.data?.status === PaymentOutcome.pending ? PAYMENT_POLL_MS : false,
    meta: { errorDisplay: 'inline' },
  });

/** The borrower's own signed link to the loan documents (sanction letter and accepted KFS). */
export const loanDocumentsLinkQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', 'documents-link', orderId],
    queryFn: () =>
      apiRequest(Calls.loanDocumentsLink, {
        query: { orderId },
        schema: loanDocumentsLinkResponseSchema,
      }),
    enabled: isEntityId(orderId),
    // The link is valid for hours; a fresh one on every visit is plenty.
    staleTime: 5 * 60_000,
    meta: { errorDisplay: 'inline' },
  });
