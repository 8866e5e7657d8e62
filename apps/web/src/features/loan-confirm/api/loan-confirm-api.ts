import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import { kfsAcceptResponseSchema, kfsResponseSchema } from '@saral/contract/api/loan';
import { getMoneyResponseSchema } from '@saral/contract/api/money';
import { apiRequest } from '../../../shared/api/api-client';
import { isEntityId } from '../../../shared/api/entity-id';
import type { GetMoneyBody } from '../amount-choice';

// The order itself and the price of another amount are shared: see shared/api.

/** The Key Fact Statement of an approved order. */
export const kfsQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['loan-confirm', 'kfs', orderId],
    queryFn: () => apiRequest(Calls.kfs, { query: { orderId }, schema: kfsResponseSchema }),
    enabled: isEntityId(orderId),
    staleTime: 0,
    meta: { errorDisplay: 'inline' },
  });

/** Accepts the statement read: its termsHash makes the server refuse if the terms moved since. */
export const acceptKfsMutation = () =>
  mutationOptions({
    mutationKey: ['loan-confirm', 'accept-kfs'],
    mutationFn: ({ orderId, termsHash }: { orderId: string; termsHash: string }) =>
      apiRequest(Calls.acceptKfs, {
        body: { orderId: Number(orderId), termsHash },
        schema: kfsAcceptResponseSchema,
      }),
  });

/** Get Money: confirms the loan (optionally for a lower amount) and starts the payout. */
export const getMoneyMutation = () =>
  mutationOptions({
    mutationKey: ['loan-confirm', 'get-money'],
    mutationFn: (body: GetMoneyBody) =>
      apiRequest(Calls.getMoney, { body, schema: getMoneyResponseSchema }),
  });
