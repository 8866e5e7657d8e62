import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import {
  IDEMPOTENCY_HEADER,
  applyResponseSchema,
  loanOfferResponseSchema,
  precheckResponseSchema,
  type ApplyBody,
} from '@saral/contract/api/loan';
import { apiRequest } from '../../../shared/api/api-client';
import { isEntityId } from '../../../shared/api/entity-id';

// The auth config, the bank accounts and the price are shared: see shared/api.

/** The amounts open to the borrower's credit tier. */
export const loanOfferQuery = (productId: string) =>
  queryOptions({
    queryKey: ['loan', 'offer', productId],
    queryFn: () =>
      apiRequest(Calls.loanOffer, { query: { productId }, schema: loanOfferResponseSchema }),
    enabled: isEntityId(productId),
    staleTime: 0,
    meta: { errorDisplay: 'inline' },
  });

/** Asked on each APPLY NOW tap, at that moment: never from the cache. */
export const getPrecheck = (productId: string) =>
  apiRequest(Calls.precheck, { query: { productId }, schema: precheckResponseSchema });

/** The same key for every try of one visit: the server makes at most one order of them. */
export const applyMutation = () =>
  mutationOptions({
    mutationKey: ['loan', 'apply'],
    mutationFn: ({ body, idempotencyKey }: { body: ApplyBody; idempotencyKey: string }) =>
      apiRequest(Calls.apply, {
        body,
        schema: applyResponseSchema,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
  });
